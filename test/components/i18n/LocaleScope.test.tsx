/**
 * Every element on a page follows the page's language. Switching
 * `<html lang>` re-renders them all in the new language without a reload,
 * keeping what each showed (the toast that was open stays open); an element
 * with its own `lang` keeps it.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/sp-drug-list';
import '../../../elements/sp-toast';
import { DRUGS, drugsPage } from '../drugs/pageFixtures';
import { leavePage, placeElement, startPage } from '../../helpers/page';
import { queryByRole } from '../../helpers/queries';
import { waitFor } from '../../helpers/wait';

const heading = (root: ShadowRoot, name: string) => queryByRole(root, 'heading', name);

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
});
