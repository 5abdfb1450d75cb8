/**
 * <sp-profile> on a Spanish page: the profile's own parts (top bar,
 * navigation, banners, need help, the built-in FAQ, disclosures, the email
 * and sign-out pop-ups). The views are other elements with their own Spanish
 * tests; here only the profile's parts are read for English. A file of its
 * own: WebKit limits the history calls of one file (sp-profile.test.tsx).
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/browser';
import '../../elements/sp-profile';
import { spanishBundleAtom } from '../../src/components/i18n/loadSpanish';
import { profileStatusAtom } from '../../src/state/profile';
import { getStore } from '../../src/state/store';
import { profilePage, type PageOptions } from '../components/profile/profilePage';
import type { Route } from '../helpers/fetch';
import { leavePage, placeElement, startPage, type Who } from '../helpers/page';
import { deepActiveElement, getByRole, queryAllByRole, queryByRole, queryByText } from '../helpers/queries';
import { englishLeft } from '../helpers/spanish';
import { waitFor } from '../helpers/wait';

/** Names and numbers from the fixture data, which stay as they are. */
const DATA = ['Maria', 'maria@example.com', '1-877-699-5710', '1-800-555-0199'];

/** Places <sp-profile> on a page whose <html lang> is es, once the loaded profile shows. */
async function showSpanishProfile(who: Who, options: PageOptions = {}) {
  const page = startPage(profilePage(who, options));
  document.documentElement.lang = 'es';
  const { el, root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'ready' && queryByRole(r, 'link', 'Sus medicamentos, 2 guardados'));
  return { page, el, root };
}

/** The profile's own parts: everything but the nested view, extra-help and saved-plans elements. */
function ownParts(root: ShadowRoot): Element[] {
  const parts = ['.sp-profile__header', '.sp-profile__side', '.sp-profile__help', '.sp-profile__footer', 'dialog']
    .flatMap((selector) => Array.from(root.querySelectorAll(selector)));
  return parts.filter((part) => !parts.some((other) => other !== part && other.contains(part)));
}

function englishInOwnParts(root: ShadowRoot): string[] {
  return ownParts(root).flatMap((part) => englishLeft(part, DATA));
}

function faqQuestions(root: ShadowRoot): (string | null)[] {
  const faq = root.querySelector<HTMLElement>('.sp-profile__faq')!;
  return queryAllByRole(faq, 'button').filter((b) => b.hasAttribute('aria-expanded')).map((b) => b.textContent);
}

describe('<sp-profile> in Spanish', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    leavePage();
  });

  it('a guest: title, top bar, banner, navigation, need help and the built-in FAQ in Spanish, with no English left', async () => {
    const disclosures: Route = { method: 'GET', path: /shopper-profile-redesign\/MedsupContent/, json: { disclosures: '<p>No está conectado con el programa federal Medicare.</p>' } };
    const { el, root } = await showSpanishProfile('guest', { config: { flags: { emailSavedPlans: true } }, routes: [disclosures] });
    expect(getByRole(root, 'heading', 'Su cuenta de invitado').localName).to.equal('h1');
    expect(getByRole(root, 'link', 'Volver a los planes').getAttribute('href')).to.equal('/shop.html');
    expect(getByRole(root, 'button', 'Correo electrónico')).to.exist;
    expect(getByRole(root, 'button', 'Imprimir')).to.exist;
    expect(getByRole(root, 'heading', 'Tenga sus artículos guardados en cualquier dispositivo')).to.exist;
    expect(getByRole(root, 'link', 'Crear una cuenta').getAttribute('href')).to.equal('/optumid-registration');
    expect(getByRole(root, 'link', 'Iniciar sesión')).to.exist;

    const nav = getByRole(root, 'navigation', 'Su cuenta');
    expect(getByRole(nav, 'link', 'Sus planes').getAttribute('aria-current')).to.equal('page');
    expect(getByRole(nav, 'link', 'Sus médicos y dentistas, 3 guardados').getAttribute('href')).to.equal('#providers');
    expect(getByRole(root, 'link', 'Ver planes (2 guardados)').getAttribute('href')).to.equal('/shop.html');

    const help = getByRole(root, 'region', '¿Necesita ayuda?');
    expect(help.textContent).to.contain('Llame al 1-877-699-5710 (TTY 711)');

    expect(getByRole(root, 'heading', 'Preguntas frecuentes')).to.exist;
    expect(faqQuestions(root)).to.deep.equal([
      '¿Cómo puedo hablar con alguien?',
      '¿Cómo guardo mi progreso?',
      '¿Qué pasa con mi información?',
      '¿Cómo completo una solicitud que ya empecé?',
      '¿Cómo puedo ver todos los planes?',
    ]);
    getByRole(root, 'button', '¿Cómo puedo hablar con alguien?').click();
    const answer = await waitFor(() => queryByRole(root, 'region', '¿Cómo puedo hablar con alguien?'), 'the answer never opened');
    await waitFor(() => answer.textContent !== '', 'the answer never showed');
    expect(answer.textContent).to.contain('Llame a un agente de seguros autorizado al 1-877-699-5710 (TTY 711)');

    const box = await waitFor(() => queryByRole(root, 'region', 'Divulgaciones sobre el Seguro Suplementario de Medicare (Medigap)'), 'no disclosures box');
    await waitFor(() => box.textContent !== '', 'the disclosures never showed');

    expect(englishInOwnParts(root)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('the email pop-up: its field, consent, error and confirmation in Spanish', async () => {
    const emailRoute: Route = { method: 'POST', path: '/EmailWAR/emailrest/profile/email/v1', json: { success: true } };
    const { el, root } = await showSpanishProfile('guest', { config: { flags: { emailSavedPlans: true } }, routes: [emailRoute] });
    const opener = getByRole(root, 'button', 'Correo electrónico');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Enviar sus planes guardados por correo electrónico'), 'the email pop-up never opened');
    const field = getByRole(dialog, 'textbox', 'Correo electrónico (obligatorio)');
    await waitFor(() => deepActiveElement() === field, 'focus did not go to the field');
    expect(dialog.textContent).to.contain('Al seleccionar Enviar, usted acepta que enviemos sus planes guardados a este correo electrónico.');
    getByRole(dialog, 'button', 'Enviar').click();
    await waitFor(() => field.getAttribute('aria-invalid') === 'true', 'no error after Enviar');
    expect(queryByText(dialog, 'Error: Por favor, escriba un correo electrónico válido')).to.exist;
    expect(getByRole(dialog, 'button', 'Cancelar')).to.exist;
    expect(englishInOwnParts(root)).to.deep.equal([]);
    await expect(el).to.be.accessible();

    await sendKeys({ type: 'maria@example.com' });
    getByRole(dialog, 'button', 'Enviar').click();
    await waitFor(() => !queryByRole(root, 'dialog'), 'the pop-up stayed open after sending');
    await waitFor(() => queryByText(root, 'Enviamos sus planes guardados a maria@example.com.'), 'no Spanish confirmation');
  });

  it('signed in: the greeting, manage profile, member benefits and the sign-out pop-up in Spanish', async () => {
    await setViewport({ width: 1400, height: 900 });
    const { el, root } = await showSpanishProfile('member', { config: { flags: { memberBenefits: true } } });
    expect(getByRole(root, 'heading', 'Su cuenta')).to.exist;
    await waitFor(() => queryByRole(root, 'heading', 'Hola, Maria'), 'no Spanish greeting');
    expect(getByRole(root, 'link', 'Administrar su perfil').getAttribute('href')).to.equal('/manage-profile');
    expect(getByRole(root, 'link', /^Beneficios para miembros/).getAttribute('target')).to.equal('_blank');

    getByRole(root, 'button', 'Cerrar sesión').click();
    const dialog = await waitFor(() => queryByRole(root, 'alertdialog', '¿Desea cerrar sesión?'), 'no Spanish sign-out pop-up');
    expect(dialog.textContent).to.contain('Sus planes, medicamentos y médicos guardados se quedan en su cuenta');
    expect(getByRole(dialog, 'button', 'Cerrar sesión')).to.exist;
    expect(getByRole(dialog, 'button', 'Cancelar')).to.exist;
    expect(englishInOwnParts(root)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('the back link by origin is in Spanish; switching <html lang> back to en shows English without a reload', async () => {
    const { root } = await showSpanishProfile('member', { url: `${location.pathname}?from=dce` });
    expect(getByRole(root, 'link', 'Volver al calculador de costos de medicamentos').getAttribute('href')).to.equal('/health-plans/estimate-drug-costs.html');
    document.documentElement.lang = 'en';
    await waitFor(() => queryByRole(root, 'link', 'Return to drug cost estimator'), 'not switched to English');
    expect(getByRole(root, 'heading', 'Your account')).to.exist;
  });

  it('an answer the reader opened stays open, with the focus on its question, as the page switches to Spanish and back', async () => {
    startPage(profilePage('member'));
    document.documentElement.lang = 'en';
    const { root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'ready' && queryByRole(r, 'heading', 'Your account'));
    const question = getByRole(root, 'button', 'How do I save my progress?');
    question.focus();
    await sendKeys({ press: 'Enter' });
    expect(question.getAttribute('aria-expanded')).to.equal('true');

    document.documentElement.lang = 'es';
    await waitFor(() => question.textContent === '¿Cómo guardo mi progreso?', 'the question was not switched to Spanish in place');
    expect(question.isConnected, 'the question is the same button').to.equal(true);
    expect(question.getAttribute('aria-expanded')).to.equal('true');
    expect(deepActiveElement()).to.equal(question);

    document.documentElement.lang = 'en';
    await waitFor(() => question.textContent === 'How do I save my progress?', 'not switched back to English in place');
    expect(question.getAttribute('aria-expanded')).to.equal('true');
    expect(deepActiveElement()).to.equal(question);
  });

  it('switching <html lang> reaches the nested views from the page itself, not through a lang the profile sets on them, also while the Spanish texts load', async () => {
    startPage(profilePage('member'));
    document.documentElement.lang = 'en';
    const { root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'ready' && queryByRole(r, 'heading', 'Your account'));
    const nested = await waitFor(() => root.querySelector('.sp-profile__main > sp-saved-plans'), 'no saved plans view');
    await waitFor(() => nested.shadowRoot && queryByRole(nested.shadowRoot, 'heading', 'Your saved plans'), 'the saved plans never showed');
    // The texts load after the switch: the profile still shows English meanwhile, the page already says Spanish.
    expect(getStore().get(spanishBundleAtom)).to.equal(null);
    // An attribute the profile's render set would reach the view only after the view had rendered once more in
    // the old language: twice the work before the person sees the switch.
    const langWrites: (string | null)[] = [];
    const observer = new MutationObserver((records) => langWrites.push(...records.map((r) => (r.target as Element).getAttribute('lang'))));
    observer.observe(nested, { attributes: true, attributeFilter: ['lang'] });
    try {
      document.documentElement.lang = 'es';
      await waitFor(() => queryByRole(nested.shadowRoot!, 'heading', 'Sus planes guardados') && queryByRole(root, 'heading', 'Su cuenta'), 'not switched to Spanish');
      expect(langWrites).to.deep.equal([]);
      expect(nested.hasAttribute('lang')).to.equal(false);
    } finally {
      observer.disconnect();
    }
  });

  it('a profile whose own lang is taken away leaves its views without one (not lang="undefined"), following the page', async () => {
    startPage(profilePage('member', { config: { locale: 'en' } }));
    const { el, root } = await placeElement('sp-profile', (r) => queryByRole(r, 'link', 'Sus medicamentos, 2 guardados'), { lang: 'es' });
    const nested = root.querySelector('.sp-profile__main > sp-saved-plans')!;
    el.removeAttribute('lang');
    await waitFor(() => queryByRole(root, 'heading', 'Your account') && queryByRole(nested.shadowRoot!, 'heading', 'Your saved plans'), 'not back in English');
    expect(nested.hasAttribute('lang')).to.equal(false);
  });

  it('a profile with lang="es" on an English page is Spanish and passes its language to its views', async () => {
    startPage(profilePage('member', { config: { locale: 'en' } }));
    const { root } = await placeElement('sp-profile', (r) => queryByRole(r, 'link', 'Sus medicamentos, 2 guardados'), { lang: 'es' });
    expect(getByRole(root, 'heading', 'Su cuenta')).to.exist;
    expect(root.querySelector('.sp-profile__main > sp-saved-plans')!.getAttribute('lang')).to.equal('es');
  });
});
