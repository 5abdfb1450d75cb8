/**
 * Masked fields keep the caret where the person is typing (spec §5.1, §5.2):
 * the Medicare number of import form 2 and of the confirm-identity pop-up, the
 * ZIP codes and the date of birth. A person types, deletes (Backspace and
 * Delete, in the middle and next to a hyphen), pastes and replaces a
 * selection in the middle of the value; after each key the field shows the
 * value in the mask's shape with the caret where they left it, and the value
 * is written at most once per key (a screen reader hears the field once).
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-identity-dialog';
import '../../elements/sp-import-dialog';
import { sendKeys } from '../helpers/browser';
import { stubFetch, type FetchStub, type Route } from '../helpers/fetch';
import { getByRole, queryByText } from '../helpers/queries';
import { waitFor } from '../helpers/wait';
import { IMPORT_CONFIG, openDialog, textbox, USER_UUID } from '../components/import/harness';
import { freshPage, leavePage, place, shadow, signIn } from '../helpers/page';

/** One thing a person does in the field: put the caret (or a selection) somewhere, then press, type or paste. */
interface Step {
  caret?: [number, number?];
  press?: 'Backspace' | 'Delete';
  type?: string;
  paste?: string;
  /** The field afterwards, `|` at the caret. */
  shows: string;
  /** The mask leaves the value as the browser made it: nothing is written to the field. */
  asTyped?: boolean;
}

/** The field's value with `|` at the caret; `[` `]` around a selection. */
function field(input: HTMLInputElement): string {
  const { value, selectionStart: start = 0, selectionEnd: end = 0 } = input;
  if (start === end) return `${value.slice(0, start ?? 0)}|${value.slice(start ?? 0)}`;
  return `${value.slice(0, start ?? 0)}[${value.slice(start ?? 0, end ?? 0)}]${value.slice(end ?? 0)}`;
}

/**
 * Counts what is written to the field's value (by the library or by React), as a screen reader hears each write
 * as a change. React keeps its own accessor on the element; the count wraps it.
 */
function countValueWrites(input: HTMLInputElement): () => number {
  const own = Object.getOwnPropertyDescriptor(input, 'value') ?? Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  let writes = 0;
  Object.defineProperty(input, 'value', {
    configurable: true,
    get(this: HTMLInputElement) {
      return own.get!.call(this) as string;
    },
    set(this: HTMLInputElement, text: string) {
      writes += 1;
      own.set!.call(this, text);
    },
  });
  return () => writes;
}

/**
 * Puts `text` on the clipboard as a person copies it from another field. The field to copy from sits in the
 * pop-up, since a modal pop-up leaves the rest of the page inert.
 */
async function copy(text: string, near: HTMLElement): Promise<void> {
  const source = document.createElement('input');
  source.value = text;
  (near.closest('dialog, [role="dialog"]') ?? document.body).append(source);
  source.focus();
  source.select();
  await sendKeys({ press: 'Control+c' });
  source.remove();
}

async function perform(input: HTMLInputElement, step: Step, writes: () => number): Promise<void> {
  if (step.paste !== undefined) await copy(step.paste, input);
  input.focus();
  if (step.caret) input.setSelectionRange(step.caret[0], step.caret[1] ?? step.caret[0]);
  const before = writes();
  if (step.press) await sendKeys({ press: step.press });
  if (step.type !== undefined) await sendKeys({ type: step.type });
  if (step.paste !== undefined) await sendKeys({ press: 'Control+v' });
  const keys = step.type?.length ?? 1;
  const what = JSON.stringify(step);
  expect(field(input), what).to.equal(step.shows);
  expect(writes() - before, `${what}: writes to the value`).to.be.at.most(step.asTyped ? 0 : keys);
}

async function walk(input: HTMLInputElement, steps: Step[]): Promise<void> {
  expect(input.closest('[aria-live], [role="status"], [role="alert"], [role="log"]'), 'the field sits in a live region').to.equal(null);
  const writes = countValueWrites(input);
  for (const step of steps) await perform(input, step, writes);
}

/** The Medicare number from empty to a fixed number, with every kind of edit in the middle. */
const MEDICARE_NUMBER_STEPS: Step[] = [
  { caret: [0, 13], paste: ' 1eg4-te5-mk73 ', shows: '1EG4-TE5-MK73|' },
  { caret: [0, 13], type: '1eg4te5mk73', shows: '1EG4-TE5-MK73|' },
  { caret: [7], press: 'Backspace', shows: '1EG4-T|5M-K73' },
  { type: 'E', shows: '1EG4-TE|5-MK73' },
  { caret: [5], press: 'Backspace', shows: '1EG|T-E5M-K73' },
  { type: '4', shows: '1EG4|-TE5-MK73' },
  { caret: [4], press: 'Delete', shows: '1EG4|-E5M-K73' },
  { type: 'T', shows: '1EG4-T|E5-MK73' },
  { caret: [5], press: 'Delete', shows: '1EG4-|E5M-K73' },
  { type: 'T', shows: '1EG4-T|E5-MK73' },
  { caret: [5, 8], type: 'X', shows: '1EG4-X|MK-73' },
  { caret: [5, 6], paste: 'te5', shows: '1EG4-TE5|-MK73' },
  { caret: [10, 11], type: 'K', shows: '1EG4-TE5-MK|73', asTyped: true },
  { caret: [9, 13], type: 'mk72', shows: '1EG4-TE5-MK72|' },
];

const IMPORT_PROFILE = {
  uuid: USER_UUID,
  userDetails: {
    uuid: USER_UUID, userType: 'hsid', optumId: 'mhill.optum', mbi: '1EG4TE5MK72', email: 'margaret.hill@example.com',
    firstName: 'Margaret', lastName: 'Hill', dob: '1956-04-12', zipCode: '10001', gender: 'f', salesforceRecordType: 'm',
    importAgreementData: { agreementDate: '2024-03-02' },
  },
};

function identityUser(type: string) {
  return {
    uuid: USER_UUID, userType: 'hsid', optumId: 'dorothy.m', email: 'dorothy@example.com', firstName: 'Dorothy', lastName: 'Price',
    dob: '1957-07-04', telesalesProfileType: type, createdBy: 'telesales', profileType: 'AUTHENTICATED', zipCode: '33101',
    ...(type === 'M' ? { mbi: '3GJ6VG7PM94' } : {}),
  };
}

const merge = (json: unknown): Route => ({ method: 'POST', path: '/landrover/api/profiles/merge/v1', json });
const merges = (server: FetchStub) => server.requests.filter((r) => r.url.pathname.endsWith('/merge/v1'));

function identityBackend(type: string, routes: Route[] = []): FetchStub {
  return stubFetch([
    ...routes,
    { method: 'GET', path: /\/Users\/[^/]+\/full\//, json: { uuid: USER_UUID, userDetails: { ...identityUser(type), retryCount: 3 } } },
    { method: 'GET', path: /\/Users\/[^/]+\/all\//, json: { uuid: USER_UUID, userDetails: identityUser(type) } },
    { method: 'POST', path: '/EmailWAR/emailrest/profile/email/v1', json: { success: true } },
  ]);
}

async function attestAndSubmit(el: HTMLElement): Promise<void> {
  const attest = getByRole(shadow(el), 'checkbox') as HTMLInputElement;
  if (!attest.checked) attest.click();
  getByRole(shadow(el), 'button', 'Import my drugs and doctors').click();
}

describe('masked fields keep the caret where the person is typing', () => {
  beforeEach(() => {
    freshPage({ config: IMPORT_CONFIG });
    signIn(USER_UUID);
  });
  afterEach(() => leavePage());

  it('the confirm-identity Medicare number: typing, Backspace and Delete in the middle and next to a hyphen, paste and a replaced selection; the fixed number is what is sent', async () => {
    const server = identityBackend('M', [merge({ isProfileMerged: true, remainingRetryCount: 3 })]);
    const el = place('sp-identity-dialog');
    await openDialog(el, 'Confirm your identity');
    const mbi = textbox(el, 'Medicare number');
    expect(mbi.value).to.equal('3GJ6-VG7-PM94');
    await walk(mbi, MEDICARE_NUMBER_STEPS);
    getByRole(shadow(el), 'button', 'Confirm identity').click();
    await openDialog(el, 'Your identity is confirmed');
    expect((merges(server)[0]?.json as { mbi?: string }).mbi).to.equal('1EG4TE5MK72');
  });

  it('the confirm-identity ZIP code takes digits only and keeps the caret', async () => {
    const server = identityBackend('TPM', [merge({ isProfileMerged: true, remainingRetryCount: 3 })]);
    const el = place('sp-identity-dialog');
    await openDialog(el, 'Confirm your identity');
    const zip = textbox(el, 'ZIP code');
    expect(zip.value).to.equal('33101');
    await walk(zip, [
      { caret: [2], press: 'Backspace', shows: '3|101' },
      { type: '3', shows: '33|101', asTyped: true },
      { caret: [3], press: 'Delete', shows: '331|1' },
      { type: 'a', shows: '331|1' },
      { type: '0', shows: '3310|1', asTyped: true },
      { caret: [0, 5], paste: ' 33101-4410', shows: '33101|' },
    ]);
    getByRole(shadow(el), 'button', 'Confirm identity').click();
    await openDialog(el, 'Your identity is confirmed');
    expect((merges(server)[0]?.json as { zipCode?: string }).zipCode).to.equal('33101');
  });

  it('import form 1: the ZIP code and the date of birth take digits only and keep the caret', async () => {
    stubFetch([{ method: 'GET', path: /\/landrover\/api\/Users\//, json: IMPORT_PROFILE }]);
    const el = place('sp-import-dialog', { open: '' });
    await openDialog(el, 'Import your drugs and doctors');
    await walk(textbox(el, 'ZIP code'), [
      { caret: [1], press: 'Backspace', shows: '|0001' },
      { type: '7', shows: '7|0001', asTyped: true },
      { caret: [2, 5], type: '8', shows: '708|' },
      { caret: [1, 2], paste: '87a', shows: '787|8' },
    ]);
    await walk(textbox(el, 'Year (YYYY)'), [
      { caret: [2], press: 'Backspace', shows: '1|56' },
      { type: '9', shows: '19|56', asTyped: true },
      { caret: [2], type: 'x', shows: '19|56' },
      { caret: [1, 3], paste: '94', shows: '194|6' },
    ]);
    await walk(textbox(el, 'Month (MM)'), [{ caret: [0, 2], type: '4/', shows: '4|' }, { type: '1', shows: '41|', asTyped: true }, { caret: [0, 2], type: '04', shows: '04|' }]);
  });

  it('import form 2: the masked Medicare number keeps the caret, and the fixed number is what is sent', async () => {
    const server = stubFetch([
      { method: 'GET', path: /\/landrover\/api\/Users\//, json: IMPORT_PROFILE },
      { method: 'GET', path: '/landrover/api/system-date/v1', json: { systemDate: '2026-03-10T12:00:00-06:00' } },
      { method: 'POST', path: '/landrover/api/profiles/import/member-items/v1', json: {} },
      merge({ isProfileMerged: false, remainingRetryCount: 2 }),
    ]);
    const el = place('sp-import-dialog', { open: '' });
    await openDialog(el, 'Import your drugs and doctors');
    await attestAndSubmit(el);
    await waitFor(() => queryByText(shadow(el), 'You have 2 attempt(s) remaining to confirm your identity.'), 'form 2 never showed');
    const mbi = textbox(el, 'Medicare number');
    expect(mbi.value).to.equal('1EG4-TE5-MK72');
    await walk(mbi, MEDICARE_NUMBER_STEPS);
    await attestAndSubmit(el);
    await waitFor(() => merges(server).length === 2, 'form 2 was never sent');
    expect((merges(server)[1]?.json as { mbi?: string }).mbi).to.equal('1EG4TE5MK72');
  });
});
