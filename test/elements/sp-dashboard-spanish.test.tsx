/**
 * <sp-dashboard> on a Spanish page. Its own file: WebKit limits
 * the history calls one test file may make, and the English file is full.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/sp-dashboard';
import type { Store } from '../../src/state/store';
import { getByRole, queryByRole } from '../helpers/queries';
import { englishLeft } from '../helpers/spanish';
import { waitFor } from '../helpers/wait';
import { CONTACT, DASHBOARD_CONFIG, ENROLLMENTS, medsuppApplication, preData, type ProfileParts, recommended, savedPlan, STATUS_ITEMS, mountDashboard, shownApplications } from '../components/dashboard/fixtures';
import { freshPage, leavePage } from '../helpers/page';


const DRUG = { drugId: 'd1', drugName: 'Metformin', drugDosage: 'Metformin 500 mg tablet', drugQuantity: 60, drugFrequency: 'Month', drugSupplyLength: '30' };
const PROVIDER = { providerId: 'p1', providerName: 'Dra. Ana Suárez', providerCoverageType: 'medical' };
const ENROLLED = savedPlan('H9000-001-000', 'MAPD', { isEnrolled: true, effectiveDate: '2026-01-01', planName: 'AARP Medicare Advantage Choice (PPO)' });

/** Names, brands and the plan's own hours that come from the data as they are. */
const NAMES = ['Recommended H3387-004-000', 'Recommended G01', CONTACT.hoursOfOperation];

const section = (root: ShadowRoot, name: string) => queryByRole(root, 'region', name);

describe('<sp-dashboard> in Spanish', () => {
  let store: Store;
  beforeEach(() => {
    store = freshPage({ config: DASHBOARD_CONFIG });
    document.documentElement.lang = 'es';
  });
  // leavePage takes the dashboard out of the document with everything else.
  afterEach(() => {
    leavePage(store);
    sinon.restore();
  });
  const mount = mountDashboard;

  const memberParts = (extra: ProfileParts = {}): ProfileParts => ({
    plans: [savedPlan('H1234-001-000', 'MAPD'), savedPlan('S5678-001-000', 'PDP'), ENROLLED],
    memberEnrolledPlans: [ENROLLED],
    drugs: [DRUG],
    providers: [PROVIDER],
    enrollments: ENROLLMENTS,
    preData: preData([recommended('H3387-004-000', 'MAPD')]),
    ...extra,
  });

  it('a member sees the active plan, applications, recommendation, saved plans and saved items in Spanish, with no English left', async () => {
    const { root, el } = await mount('member', memberParts({ isServiceOutage: true }), { statusItems: STATUS_ITEMS, medsupp: medsuppApplication() });
    await waitFor(() => section(root, 'Sus solicitudes') && queryByRole(root, 'article', 'AARP Medicare Supplement Plan G'), 'no Spanish applications');
    await waitFor(() => root.textContent?.includes(CONTACT.phoneNumber), 'no denied contact');
    await shownApplications(root, 'the applications never showed', 'Sus solicitudes');
    for (const name of ['Su plan activo', 'Su plan recomendado', 'Sus planes guardados', 'Sus artículos guardados']) expect(section(root, name), name).to.exist;
    expect(getByRole(root, 'heading', 'Interrupción del servicio')).to.exist;
    expect(getByRole(root, 'heading', 'Su cuenta está lista')).to.exist;

    const active = getByRole(root, 'article', 'AARP Medicare Advantage Choice (PPO)');
    expect(active.textContent).to.contain('Inicio de la cobertura1 ene 2026');

    const card = (name: string) => getByRole(root, 'article', name);
    const inProgress = card('Plan H1111-001-000');
    expect(inProgress.textContent).to.contain('EstadoInscripción sin terminar');
    expect(inProgress.textContent).to.contain('guardada el 01 feb 2026, 10:00 a.m. CST');
    await waitFor(() => queryByRole(inProgress, 'button', 'Continuar su solicitud: Plan H1111-001-000'), 'no Spanish application button');
    expect(card('Plan H2222-001-000').textContent).to.contain('EstadoAprobada');
    expect(getByRole(card('Plan H2222-001-000'), 'button', 'Ver la solicitud: Plan H2222-001-000')).to.exist;
    const denied = card('Plan S3333-001-000');
    expect(denied.textContent).to.contain('EstadoDenegada');
    expect(denied.textContent).to.contain(`¿Tiene preguntas sobre esta decisión? Llame al plan al ${CONTACT.phoneNumber} (TTY 711), ${CONTACT.hoursOfOperation}.`);
    const medsupp = card('AARP Medicare Supplement Plan G');
    expect(medsupp.textContent).to.contain('EstadoGuardada');
    expect(medsupp.textContent).to.contain('Última actualización');

    const recommendation = card('Recommended H3387-004-000');
    for (const text of ['N.º 1', 'Deducible$250.00', 'Medicamentos cubiertos2 de 3', 'Su farmaciaDentro de la red']) expect(recommendation.textContent).to.contain(text);
    await waitFor(() => queryByRole(recommendation, 'button', 'Inscribirse en el plan: Recommended H3387-004-000'), 'no Spanish enroll button');

    expect(getByRole(root, 'heading', '2 planes guardados')).to.exist;
    expect(getByRole(root, 'heading', '1 medicamento guardado')).to.exist;
    expect(getByRole(root, 'heading', '1 médico o dentista guardado')).to.exist;

    expect(englishLeft(root, NAMES)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('the recommendation tooltip is in Spanish', async () => {
    const { root, el } = await mount('member', memberParts({ enrollments: [], preData: preData([recommended('G01', 'MS')]) }), { medsupp: 'none' });
    getByRole(root, 'button', '¿Por qué este plan? Recommended G01').click();
    const dialog = await waitFor(() => queryByRole(root, 'dialog', 'Por qué le recomendamos este plan'), 'no Spanish tooltip');
    expect(dialog.textContent).to.contain('Este Seguro Suplementario de Medicare (Medigap) es el que mejor se ajusta a sus respuestas.');
    expect(getByRole(dialog, 'button', 'Cerrar')).to.exist;
    expect(englishLeft(root, NAMES)).to.deep.equal([]);
    await expect(el).to.be.accessible();
    getByRole(dialog, 'button', 'Cerrar').click();
    await waitFor(() => !queryByRole(root, 'dialog'), 'the tooltip did not close');
  });

  it('in a cloaked session the buttons say in Spanish why they are off', async () => {
    const { root, el } = await mount('cloaked', memberParts(), { statusItems: STATUS_ITEMS });
    const button = await waitFor(() => queryByRole(root, 'button', 'Continuar su solicitud: Plan H1111-001-000'), 'no Spanish application button');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.getAttribute('title')).to.equal('No puede inscribirse mientras el servicio al cliente está viendo este perfil.');
    expect(englishLeft(root, NAMES)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('a guest sees the add tiles and the find-a-plan prompt in Spanish', async () => {
    const { root, el } = await mount('guest');
    expect(getByRole(root, 'heading', 'Agregar planes')).to.exist;
    expect(getByRole(root, 'heading', 'Agregar medicamentos')).to.exist;
    expect(getByRole(root, 'heading', 'Agregar médicos')).to.exist;
    expect(getByRole(root, 'link', 'Buscar un plan').getAttribute('href')).to.equal('/shop.html');
    expect(englishLeft(root)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('a shopper with saved plans and nothing recommended sees the prompts in Spanish', async () => {
    const { root } = await mount('shopper', { plans: [savedPlan('H1234-001-000', 'MAPD')] });
    expect(section(root, 'Encuentre el plan adecuado para usted')).to.exist;
    expect(getByRole(root, 'link', 'Obtener una recomendación de planes')).to.exist;
    expect(root.textContent).to.contain('Tiene 1 plan guardado. Compárelos uno al lado del otro o siga buscando.');
    expect(englishLeft(root)).to.deep.equal([]);
  });
});
