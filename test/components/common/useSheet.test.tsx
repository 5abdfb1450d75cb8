/**
 * useSheet across real elements: each component adopts its own sheet where
 * it renders, so no element keeps a list, and nothing a library sheet styles
 * is left unstyled where the profile, its nested views and a pop-up render it.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/sp-profile';
import { profileStatusAtom } from '../../../src/state/profile';
import { getStore } from '../../../src/state/store';
import { profilePage } from '../profile/profilePage';
import { leavePage, placeElement, startPage } from '../../helpers/page';
import { getByRole, queryByRole } from '../../helpers/queries';
import { classesMissingTheirSheet } from '../../helpers/styles';
import { waitFor } from '../../helpers/wait';

const viewRoot = (root: ShadowRoot, probe: string) => {
  const view = root.querySelector('.sp-profile__view')?.shadowRoot;
  return view?.querySelector(probe) ? view : null;
};

describe('useSheet: style sheets follow what renders', () => {
  afterEach(() => leavePage());

  it('the profile, its nested views and their pop-ups adopt the sheet of every component they show, none listed by hand', async () => {
    startPage(profilePage('member'));
    const { root } = await placeElement('sp-profile', (r) => getStore().get(profileStatusAtom) === 'ready' && queryByRole(r, 'link', 'Your drugs, 2 saved'));
    const plans = await waitFor(() => viewRoot(root, '.sp-plan-card'), 'no plan card');
    expect(classesMissingTheirSheet(root), 'profile').to.deep.equal([]);
    expect(classesMissingTheirSheet(plans), 'saved plans').to.deep.equal([]);

    getByRole(plans, 'button', 'Remove Plan H1234-001-000 from saved plans').click();
    await waitFor(() => plans.querySelector('dialog[open]'), 'the remove-plan pop-up never opened');
    expect(classesMissingTheirSheet(plans), 'saved plans with its pop-up').to.deep.equal([]);

    getByRole(root, 'link', 'Your drugs, 2 saved').click();
    const drugs = await waitFor(() => viewRoot(root, '.sp-drugs__row'), 'no drug row');
    expect(classesMissingTheirSheet(drugs), 'drug list').to.deep.equal([]);
  });
});
