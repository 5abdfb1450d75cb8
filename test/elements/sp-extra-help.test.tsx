import { expect } from '@open-wc/testing';
import { sendKeys } from '../helpers/browser';
import '../../elements/sp-extra-help';
import '../../elements/sp-saved-plans';
import { lisSubsidyLevelAtom } from '../../src/state/plans/extraHelp';
import { getStore } from '../../src/state/store';
import { CONTENT_ROUTES, pdpPlan, pdpPlan2 } from '../components/plans/fixtures';
import { placeStarted, recordEvents, sessionPage, UUID } from '../components/session/page';
import { leavePage, startPage, type Who } from '../helpers/page';
import { deepActiveElement, getByRole, queryByRole, queryByText } from '../helpers/queries';
import { englishLeft } from '../helpers/spanish';
import { nextFrame, waitFor } from '../helpers/wait';

const YES = 'I receive Extra Help';
const NO = "I don't receive Extra Help";
const POPUP = 'How Extra Help lowers your costs';

interface Options {
  flag?: boolean;
  storedLevel?: string;
  year?: number;
  /** The page's `<html lang>`, set before the element is placed. */
  lang?: string;
}

async function showExtraHelp(who: Who, { flag = true, storedLevel, year = 2026, lang }: Options = {}) {
  startPage(sessionPage(who, { config: { flags: { lisChanges: flag }, systemDate: `${year}-03-10` } }));
  if (lang) document.documentElement.lang = lang;
  if (storedLevel !== undefined) localStorage.setItem('sp.lisSubsidyLevel', storedLevel);
  const { el, root } = await placeStarted('sp-extra-help');
  await nextFrame();
  const events = recordEvents(el, ['sp-extra-help-changed']);
  return { el, root, events };
}

const pressed = (root: ShadowRoot, name: string) => getByRole(root, 'button', name).getAttribute('aria-pressed');
const widgetShown = (root: ShadowRoot) => queryByRole(root, 'region', 'Extra Help') !== null;
const popupShown = (root: ShadowRoot) => queryByRole(root, 'dialog', POPUP) !== null;

/** Presses the answer once it shows: the store may say the profile is in a frame or two before the element draws it. */
async function press(root: ShadowRoot, name: string) {
  (await waitFor(() => queryByRole(root, 'button', name), `no ${name} button`)).focus();
  await sendKeys({ press: 'Enter' });
}

async function answerYes(root: ShadowRoot) {
  await press(root, YES);
  return waitFor(() => queryByRole(root, 'dialog', POPUP), 'the Extra Help pop-up never opened');
}

describe('<sp-extra-help>', () => {
  afterEach(() => {
    leavePage();
    delete window.personalizationService;
  });

  it('offers both answers, neither chosen, to a signed-in user when the feature is on', async () => {
    const { el, root } = await showExtraHelp('signed-in');
    await waitFor(() => widgetShown(root), 'the Extra Help widget never showed');
    expect(getByRole(root, 'heading', 'Extra Help')).to.exist;
    expect(getByRole(root, 'group', 'Do you receive Extra Help?')).to.exist;
    expect(pressed(root, YES)).to.equal('false');
    expect(pressed(root, NO)).to.equal('false');
    await expect(el).to.be.accessible();
  });

  it('is shown to a guest and to a member whose level is not known', async () => {
    const guest = await showExtraHelp('guest');
    expect(widgetShown(guest.root)).to.equal(true);
    leavePage();
    const member = await showExtraHelp('member');
    expect(widgetShown(member.root)).to.equal(true);
  });

  it('is hidden when the LIS-changes feature is off', async () => {
    const { el, root } = await showExtraHelp('signed-in', { flag: false });
    expect(widgetShown(root)).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('is hidden in a cloaked session', async () => {
    const { root } = await showExtraHelp('cloaked');
    expect(widgetShown(root)).to.equal(false);
  });

  it('is hidden for a member known not to receive Extra Help (level 0), but not for a non-member', async () => {
    const member = await showExtraHelp('member', { storedLevel: '0' });
    await waitFor(() => getStore().get(lisSubsidyLevelAtom) === '0', 'level never loaded');
    await nextFrame();
    expect(widgetShown(member.root)).to.equal(false);
    leavePage();
    const shopper = await showExtraHelp('signed-in', { storedLevel: '0' });
    await waitFor(() => shopper.root.querySelector('[aria-pressed="true"]'), 'level 0 not shown');
    expect(pressed(shopper.root, NO)).to.equal('true');
  });

  it('yes (keyboard) sets level 1, saves it, tells the host and opens the pop-up with the default premiums', async () => {
    const { el, root, events } = await showExtraHelp('signed-in');
    const popup = await answerYes(root);
    expect(pressed(root, YES)).to.equal('true');
    expect(getStore().get(lisSubsidyLevelAtom)).to.equal('1');
    expect(localStorage.getItem('sp.lisSubsidyLevel')).to.equal('1');
    expect(events).to.deep.equal([{ type: 'sp-extra-help-changed', detail: { lisSubsidyLevel: '1' } }]);
    expect(popup.matches(':modal')).to.equal(true);
    const text = popup.textContent ?? '';
    expect(text).to.contain('Monthly premium without Extra Help$24.00');
    expect(text).to.contain('Monthly premium with Extra Help$0.00');
    expect(text).to.contain('Extra Help is a Medicare program');
    expect(queryByRole(root, 'table') === null, 'no level table from 2024 on').to.equal(true);
    expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Continue'));
    await expect(el).to.be.accessible();
  });

  it('Continue closes the pop-up and returns focus to the answer', async () => {
    const { root } = await showExtraHelp('signed-in');
    await answerYes(root);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !popupShown(root), 'the pop-up stayed open');
    expect(deepActiveElement()).to.equal(getByRole(root, 'button', YES));
  });

  it('Close and Escape close it too; focus stays inside while open', async () => {
    const { root } = await showExtraHelp('signed-in');
    await answerYes(root);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Close'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Continue'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !popupShown(root), 'Escape did not close it');
    await press(root, NO);
    await press(root, YES);
    await nextFrame();
    expect(popupShown(root), 'only the first yes opens it').to.equal(false);
  });

  it('the Close button closes the pop-up', async () => {
    const { root } = await showExtraHelp('signed-in');
    await answerYes(root);
    getByRole(root, 'button', 'Close').click();
    await waitFor(() => !popupShown(root), 'Close did not close it');
  });

  it('no clears the level and the stored value and tells the host', async () => {
    const { el, root, events } = await showExtraHelp('signed-in', { storedLevel: '1' });
    await waitFor(() => root.querySelector('[aria-pressed="true"]'), 'stored level not shown');
    expect(pressed(root, YES)).to.equal('true');
    await press(root, NO);
    await waitFor(() => pressed(root, NO) === 'true', 'no not chosen');
    expect(pressed(root, YES)).to.equal('false');
    expect(getStore().get(lisSubsidyLevelAtom)).to.equal(undefined);
    expect(localStorage.getItem('sp.lisSubsidyLevel')).to.equal(null);
    expect(events).to.deep.equal([{ type: 'sp-extra-help-changed', detail: { lisSubsidyLevel: null } }]);
    expect(popupShown(root)).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('shows the 100/75/50/25% table for plan years before 2024', async () => {
    const { el, root } = await showExtraHelp('guest', { year: 2023 });
    await answerYes(root);
    const table = getByRole(root, 'table');
    const rows = Array.from(table.querySelectorAll('tbody tr')).map((row) => row.textContent);
    expect(rows).to.deep.equal(['100%$0.00', '75%$6.00', '50%$12.00', '25%$18.00']);
    await expect(el).to.be.accessible();
  });

  it('uses the page personalization service to read and save the level', async () => {
    const saved: unknown[] = [];
    window.personalizationService = { getExtraHelp: () => Promise.resolve('1'), setExtraHelp: (level) => saved.push(level) };
    const { root } = await showExtraHelp('signed-in');
    await waitFor(() => root.querySelector('[aria-pressed="true"]'), 'service level not shown');
    expect(pressed(root, YES)).to.equal('true');
    await press(root, NO);
    await waitFor(() => saved.length === 1, 'never saved');
    expect(saved).to.deep.equal([null]);
    expect(localStorage.getItem('sp.lisSubsidyLevel')).to.equal(null);
  });

  it('every widget on the page shows the same answer at once', async () => {
    const { root } = await showExtraHelp('signed-in');
    const second = document.createElement('sp-extra-help');
    document.body.append(second);
    const secondRoot = await waitFor(() => second.shadowRoot?.querySelector('[role="group"]') && second.shadowRoot, 'second widget never rendered');
    await press(root, NO);
    await waitFor(() => pressed(secondRoot, NO) === 'true', 'the other widget did not follow');
  });

  it('updates every plan card\'s LIS figures on the page at once', async () => {
    const cheaper = { ...pdpPlan2(), lisMonthlyPremiumFormatted: '$11.00' };
    const profile = { uuid: UUID, userDetails: { uuid: UUID, userType: 'hsid', firstName: 'Ruth', lastName: 'Baker', optumId: 'rbaker' }, plansDetails: { zipCode: '10001', plans: [pdpPlan(), cheaper], savedPlans: '' } };
    startPage(sessionPage('signed-in', {
      routes: [{ method: 'GET', path: new RegExp(`/landrover/api/Users/${UUID}/all/`), json: profile }, ...CONTENT_ROUTES],
      config: { flags: { lisChanges: true } },
    }));
    const plans = document.createElement('sp-saved-plans');
    document.body.append(plans);
    const { root } = await placeStarted('sp-extra-help');
    await waitFor(() => widgetShown(root), 'the Extra Help widget never showed');
    const plansRoot = await waitFor(() => plans.shadowRoot?.querySelector('article') && plans.shadowRoot, 'the saved plans never rendered');
    const cards = ['AARP Medicare Rx Preferred from UHC (PDP)', 'AARP Medicare Rx Saver from UHC (PDP)'].map((name) => getByRole(plansRoot, 'article', name));
    const withExtraHelp = () => cards.map((card) => queryByText(card, 'Monthly premium with Extra Help')?.nextElementSibling?.textContent ?? null);
    expect(withExtraHelp()).to.deep.equal([null, null]);

    await answerYes(root);
    await waitFor(() => withExtraHelp().every((text) => text !== null), 'the cards did not show the Extra Help premium');
    expect(withExtraHelp()).to.deep.equal(['$44.00', '$11.00']);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !popupShown(root), 'the pop-up stayed open');
    await press(root, NO);
    await waitFor(() => withExtraHelp().every((text) => text === null), 'the Extra Help premium stayed on a card');
  });

  describe('in Spanish', () => {
    const SI = 'Recibo Ayuda Adicional';
    const POPUP_ES = 'Cómo la Ayuda Adicional reduce sus costos';

    it('the widget and its pop-up with the premium table are in Spanish, with no English left', async () => {
      const { el, root } = await showExtraHelp('signed-in', { year: 2023, lang: 'es' });
      await waitFor(() => queryByRole(root, 'region', 'Ayuda Adicional'), 'no Spanish widget');
      expect(getByRole(root, 'group', '¿Recibe Ayuda Adicional?')).to.exist;
      expect(pressed(root, 'No recibo Ayuda Adicional')).to.equal('false');
      expect(englishLeft(root)).to.deep.equal([]);
      await expect(el).to.be.accessible();

      await press(root, SI);
      const popup = await waitFor(() => queryByRole(root, 'dialog', POPUP_ES), 'the Spanish pop-up never opened');
      const text = popup.textContent ?? '';
      expect(text).to.contain('Prima mensual sin Ayuda Adicional$24.00');
      expect(text).to.contain('Prima mensual con Ayuda Adicional$0.00');
      expect(text).to.contain('La Ayuda Adicional es un programa de Medicare');
      const table = getByRole(root, 'table');
      expect(table.querySelector('caption')!.textContent).to.equal('Su prima mensual según su nivel de Ayuda Adicional');
      expect(Array.from(table.querySelectorAll('th[scope="col"]')).map((th) => th.textContent)).to.deep.equal(['Nivel de Ayuda Adicional', 'Prima mensual']);
      expect(Array.from(table.querySelectorAll('tbody tr')).map((row) => row.textContent)).to.deep.equal(['100%$0.00', '75%$6.00', '50%$12.00', '25%$18.00']);
      expect(deepActiveElement()).to.equal(getByRole(root, 'button', 'Continuar'));
      expect(englishLeft(root)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('an element with lang="es" answers in Spanish on an English page', async () => {
      startPage(sessionPage('guest', { config: { flags: { lisChanges: true }, locale: 'en' } }));
      const { root } = await placeStarted('sp-extra-help', { lang: 'es' });
      await waitFor(() => queryByRole(root, 'button', SI), 'the lang="es" element is not Spanish');
      expect(queryByRole(root, 'button', YES)).to.equal(null);
    });
  });
});
