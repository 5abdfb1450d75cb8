/**
 * Every element on a page follows the page's language. Switching
 * `<html lang>` re-renders them all in the new language without a reload,
 * keeping what each showed (the toast that was open stays open); an element
 * with its own `lang` keeps it. An element that shows nothing at the switch
 * (a toast not up) follows once the page has painted the switch.
 */
import { expect } from '@open-wc/testing';
import { Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { LocaleScope, useNothingShown } from '../../../src/components/i18n/LocaleScope';
import { loadSpanish } from '../../../src/components/i18n/loadSpanish';
import { useLocale } from '../../../src/components/i18n/useMessages';
import { watchDocumentLang } from '../../../src/state/locale';
import { getStore } from '../../../src/state/store';
import '../../../elements/sp-drug-list';
import '../../../elements/sp-toast';
import { DRUGS, drugsPage } from '../drugs/pageFixtures';
import { leavePage, placeElement, startPage } from '../../helpers/page';
import { queryByRole } from '../../helpers/queries';
import { waitFor } from '../../helpers/wait';

const heading = (root: ShadowRoot, name: string) => queryByRole(root, 'heading', name);
/** The language an element's content is marked as. */
const shownLang = (root: ShadowRoot) => root.querySelector('.sp-lang')?.getAttribute('lang');
/** Resolves in the next frame, before the browser paints it. */
const beforeNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** A host page's own language control: a button whose click sets `<html lang>`, as a person presses it. */
function languageButton(lang: string, alsoOnClick: () => void = () => {}): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = lang;
  button.addEventListener('click', () => {
    document.documentElement.lang = lang;
    alsoOnClick();
  });
  document.body.append(button);
  return button;
}

/** The drug list on show and a member's toast with nothing up (its welcome seen), the Spanish texts loaded. */
async function drugsAndQuietToast() {
  startPage(drugsPage('member', { drugs: DRUGS }));
  localStorage.setItem('sp.toastShown.authenticated', 'true');
  const drugs = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
  const toast = await placeElement('sp-toast', (r) => r.querySelector('[role="status"]'));
  document.documentElement.lang = 'es';
  await waitFor(() => heading(drugs.root, 'Sus medicamentos') && shownLang(toast.root) === 'es', 'the Spanish texts never loaded');
  document.documentElement.lang = 'en';
  await waitFor(() => heading(drugs.root, 'Your drugs') && shownLang(toast.root) === 'en', 'not back in English');
  return { drugs, toast };
}

describe('the page language, followed by every element', () => {
  afterEach(() => leavePage());

  it('switching <html lang> turns every element to Spanish and back, without a reload and without losing what was shown', async () => {
    startPage(drugsPage('member', { drugs: DRUGS }));
    const drugs = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'));
    const toast = await placeElement('sp-toast', (r) => r.querySelector('[role="status"]'));
    const own = await placeElement('sp-drug-list', (r) => r.querySelector('.sp-drugs__list'), { lang: 'en' });
    window.dispatchEvent(new CustomEvent('sp-items-imported', { detail: { drugs: 1, providers: 0 } }));
    await waitFor(() => queryByRole(toast.root, 'region', 'Your information was added'), 'no toast');

    document.documentElement.lang = 'es';
    await waitFor(() => heading(drugs.root, 'Sus medicamentos') && queryByRole(toast.root, 'region', 'Se agregó su información'), 'not every element turned Spanish');
    expect(drugs.root.querySelectorAll('.sp-drugs__row')).to.have.length(DRUGS.length);
    expect(heading(own.root, 'Your drugs'), 'an element with its own lang keeps it').to.exist;

    document.documentElement.lang = 'en';
    await waitFor(() => heading(drugs.root, 'Your drugs') && queryByRole(toast.root, 'region', 'Your information was added'), 'not every element turned back to English');
  });

  it('a switch the person makes shows in its first frame where an element is on show; an element showing nothing follows after that frame is painted', async () => {
    const { drugs, toast } = await drugsAndQuietToast();
    languageButton('es').click();
    await beforeNextPaint();
    expect(heading(drugs.root, 'Sus medicamentos'), 'the drug list in the frame of the press').to.exist;
    expect(shownLang(toast.root), 'the toast, showing nothing, not yet').to.equal('en');
    await waitFor(() => shownLang(toast.root) === 'es', 'the toast never followed the page');
  });

  it('an element showing nothing that comes up in the frame of the switch comes up in the new language', async () => {
    const { toast } = await drugsAndQuietToast();
    languageButton('es', () => window.dispatchEvent(new CustomEvent('sp-items-imported', { detail: { drugs: 1, providers: 0 } }))).click();
    await beforeNextPaint();
    expect(queryByRole(toast.root, 'region', 'Se agregó su información'), 'the toast, in its first frame').to.exist;
    expect(shownLang(toast.root)).to.equal('es');
  });

  it('one scope around a whole React app follows a switch at once, though a component in it shows nothing', async () => {
    startPage(drugsPage('member', { drugs: DRUGS }));
    await loadSpanish();
    watchDocumentLang(getStore());
    function Quiet() {
      useNothingShown(true);
      return null;
    }
    function Shown() {
      return <p>{useLocale()}</p>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(
      <Provider store={getStore()}>
        <LocaleScope lang={null}>
          <Quiet />
          <Shown />
        </LocaleScope>
      </Provider>,
    );
    await waitFor(() => host.textContent === 'en', 'the app never rendered');
    languageButton('es').click();
    await beforeNextPaint();
    expect(host.textContent, 'in the frame of the press').to.equal('es');
    root.unmount();
  });
});
