/**
 * <sp-saved-plans> on a Spanish page: the cards of each plan type
 * with their drug costs, the plan pop-ups, the year toggle, the panel, the
 * Medicare Supplement unavailable card and the empty state, with no English
 * left apart from what the data says (plan, benefit, bullet and drug names).
 * A file of its own: WebKit limits the history calls a file may make.
 */
import { expect } from '@open-wc/testing';
import '../../elements/sp-saved-plans';
import { lisSubsidyLevelAtom } from '../../src/state/plans/extraHelp';
import { configure } from '../../src/state/config';
import { stubFetch, type Route } from '../helpers/fetch';
import { getByRole, getByText, queryAllByRole, queryByRole, queryByText } from '../helpers/queries';
import { englishLeft } from '../helpers/spanish';
import { waitFor } from '../helpers/wait';
import { MEMBER_UUID } from '../state/fixtures';
import {
  CONTENT_ROUTES,
  isnpPlan,
  mapdPlan,
  drugCostAnswer,
  medsuppPlan,
  NDC,
  pdpPlan,
  planF,
  planHighDeductible,
  profileWith,
  savedDrugs,
  TEXAS,
} from '../components/plans/fixtures';
import { freshPage, leavePage, placeElement, signIn } from '../helpers/page';

const MAPD_NAME = 'AARP Medicare Advantage Plan 2 (HMO)';
const PDP_NAME = 'AARP Medicare Rx Preferred from UHC (PDP)';
const ISNP_NAME = 'UnitedHealthcare Nursing Home Plan (PPO I-SNP)';
const PLAN_F_NAME = 'AARP Medicare Supplement Plan F';
const HIGH_DEDUCTIBLE_NAME = 'AARP Medicare Supplement High Deductible Plan G';
const ESTIMATE_PATH = '/drug-pricing-api/drugpricing/estimateplancost';

/** What the data says, in English as the services give it. */
const FROM_DATA = [
  MAPD_NAME,
  PDP_NAME,
  ISNP_NAME,
  HIGH_DEDUCTIBLE_NAME,
  PLAN_F_NAME,
  'in-network',
  'allowance for covered dental services',
  'Dental',
  'copay',
  'Part B Deductible',
  'Covered',
  'dental allowance each year',
  'for primary care visits',
  'Fitness program membership at no extra cost',
  'Optional Supplemental Dental',
  'Extra dental coverage for',
  'more each month.',
  'Our most comprehensive coverage, for those eligible for Medicare before 2020.',
  ...savedDrugs.map((drug) => drug.drugDosage),
];


const profileRoute = (plans: unknown[], year = 2026): Route => ({
  method: 'GET',
  path: new RegExp(`/landrover/api/Users/${MEMBER_UUID}/all/${year}`),
  json: profileWith(plans),
});

const drugCostRoutes: Route[] = [
  { method: 'GET', path: '/pharmacysearch/pharmacyData/v1/P1/2026', json: { data: { pharmacyNumber: 'P1', pharmacyName: 'Main Street Pharmacy', mailOrder: false } } },
  {
    method: 'POST',
    path: ESTIMATE_PATH,
    json: {
      data: {
        plans: [
          drugCostAnswer('H3387-003-000', 987.6, true, [
            { ndc: NDC.atorvastatin, covered: true, tier: 2, initial: 7.25 },
            { ndc: NDC.insulin, covered: false, tier: 0, initial: 160 },
          ]),
          drugCostAnswer('S5921-001-000', 2400, false, [
            { ndc: NDC.atorvastatin, covered: true, tier: 1, initial: 3 },
            { ndc: NDC.insulin, covered: true, tier: 3, initial: 35 },
          ]),
        ],
      },
    },
  },
];

/** The plan-benefits content: the Spanish labels by code, and the English ones the plans' labels are matched against. */
const benefitLabels = (labels: [string, string, string][]): Route[] => [
  { method: 'GET', path: /\/es\/common-tools-vpp\/plan-summary\/plan-benefits\.json$/, json: { benefits: labels.map(([code, , label]) => ({ code, label })) } },
  { method: 'GET', path: /plan-benefits\.json$/, json: { benefits: labels.map(([code, label]) => ({ code, label })) } },
];

const BENEFIT_ROUTES = benefitLabels([
  ['M91a', 'Primary Care Provider', 'Proveedor de cuidado primario'],
  ['M92a', 'Specialist', 'Especialista'],
  ['18a1', 'Out-of-Pocket Maximum', 'Máximo de gastos de su bolsillo'],
  ['17a1', 'Dental', 'Dental'],
  ['14a6', 'Tier 1: Preferred Generic', 'Nivel 1: Genéricos preferidos'],
]);

async function placeSpanish(attributes: Record<string, string>, ready: (root: ShadowRoot) => unknown) {
  return placeElement('sp-saved-plans', ready, attributes);
}

const figure = (card: HTMLElement, label: string) => getByText(card, label).nextElementSibling?.textContent;

describe('<sp-saved-plans> in Spanish', () => {
  afterEach(() => leavePage());

  it('cards of each plan type, with drug costs and the plan pop-ups, show no English apart from the data', async () => {
    const store = freshPage({ config: { brand: 'aarp', locale: 'es', flags: { lisChanges: true } } });
    store.set(lisSubsidyLevelAtom, '1');
    signIn(MEMBER_UUID);
    stubFetch([profileRoute([mapdPlan(), pdpPlan(), isnpPlan(), planF(), planHighDeductible()]), ...drugCostRoutes, ...BENEFIT_ROUTES, ...CONTENT_ROUTES]);
    const { el, root } = await placeSpanish({}, (r) => r.querySelectorAll('article').length === 5);

    expect(getByRole(root, 'heading', 'Sus planes guardados')).to.exist;
    expect(getByRole(root, 'heading', 'Planes Medicare Advantage (1)')).to.exist;
    expect(getByRole(root, 'heading', 'Planes de medicamentos recetados de Medicare (Parte D) (1)')).to.exist;
    expect(getByRole(root, 'heading', 'Planes de Medicare para Necesidades Especiales (SNP) (1)')).to.exist;
    expect(getByRole(root, 'heading', 'Seguro Suplementario de Medicare (Medigap) (2)')).to.exist;

    const mapd = getByRole(root, 'article', MAPD_NAME);
    await waitFor(() => figure(mapd, 'Costo anual estimado de sus medicamentos') === '$987.60', 'the estimate never arrived');
    expect(figure(mapd, 'Prima mensual')).to.equal('$0.00');
    const benefitNames = () => Array.from(mapd.querySelectorAll('.sp-plan-card__benefit dt')).map((dt) => dt.textContent);
    await waitFor(() => benefitNames()[0] === 'Proveedor de cuidado primario', 'the benefits never took their Spanish labels');
    expect(benefitNames()).to.deep.equal(['Proveedor de cuidado primario', 'Especialista', 'Máximo de gastos de su bolsillo']);
    expect(getByText(mapd, 'Incluye cobertura de medicamentos recetados')).to.exist;
    expect(getByText(mapd, 'Medicamentos cubiertos: 1 de 2')).to.exist;
    expect(getByRole(mapd, 'button', `Inscribirse en el plan: ${MAPD_NAME}`)).to.exist;
    expect(getByRole(mapd, 'link', `Ver detalles del plan ${MAPD_NAME}`)).to.exist;
    getByRole(mapd, 'button', `Mostrar más beneficios del plan ${MAPD_NAME}`).click();
    await waitFor(() => queryByRole(mapd, 'list', 'Beneficios opcionales adicionales'), 'the card never expanded');

    const pdp = getByRole(root, 'article', PDP_NAME);
    expect(figure(pdp, 'Prima mensual con Ayuda Adicional')).to.equal('$44.00');
    expect(getByRole(pdp, 'button', `Cómo la Ayuda Adicional reduce esta prima del plan ${PDP_NAME}`)).to.exist;
    await waitFor(() => getByText(pdp, 'Su farmacia no está en la red de este plan; por eso no mostramos el costo de sus medicamentos.'), 'no pharmacy message');

    const isnp = getByRole(root, 'article', ISNP_NAME);
    expect(getByText(isnp, 'Requiere el nivel de atención de un hogar de ancianos')).to.exist;
    expect(getByText(isnp, 'No se encontraron beneficios')).to.exist;

    const planFCard = getByRole(root, 'article', PLAN_F_NAME);
    expect(getByText(planFCard, 'Asegurado por UnitedHealthcare Insurance Company, Horsham, PA.')).to.exist;
    expect(getByRole(planFCard, 'button', `Comenzar la solicitud: ${PLAN_F_NAME}`)).to.exist;
    const highDeductible = getByRole(root, 'article', `${HIGH_DEDUCTIBLE_NAME}, nota 14`);
    expect(getByRole(highDeductible, 'list', 'Notas').textContent).to.equal('Plan con deducible alto: usted paga un deducible antes de que el plan empiece a pagar.');

    expect(englishLeft(root, FROM_DATA)).to.deep.equal([]);
    await expect(el).to.be.accessible();

    getByRole(mapd, 'button', `Ver precios de medicamentos del plan ${MAPD_NAME}`).click();
    const pricing = await waitFor(() => queryByRole(root, 'dialog', 'Precios de medicamentos'), 'the drug pricing pop-up never opened');
    const rows = Array.from(pricing.querySelectorAll('tbody tr')).map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent));
    expect(rows).to.deep.equal([
      ['Cubierto', 'Nivel 2', '$7.25'],
      ['No cubierto', 'No corresponde', '$160.00'],
    ]);
    expect(getByText(pricing, /^Usted no paga deducible de la Parte D/)).to.exist;
    expect(englishLeft(root, FROM_DATA)).to.deep.equal([]);
    await expect(el).to.be.accessible();
    queryAllByRole(pricing, 'button', 'Cerrar').at(-1)!.click();
    await waitFor(() => !queryByRole(root, 'dialog'), 'the drug pricing pop-up never closed');

    getByRole(isnp, 'button', `Más información: ${ISNP_NAME}`).click();
    const learnMore = await waitFor(() => queryByRole(root, 'dialog', 'Llame para inscribirse'), 'the learn-more pop-up never opened');
    expect(getByText(learnMore, 'De 7 a.m. a 7 p.m., hora del Centro, los 7 días de la semana')).to.exist;
    expect(englishLeft(root, FROM_DATA)).to.deep.equal([]);
    await expect(el).to.be.accessible();
    queryAllByRole(learnMore, 'button', 'Cerrar').at(-1)!.click();
    await waitFor(() => !queryByRole(root, 'dialog'), 'the learn-more pop-up never closed');

    getByRole(pdp, 'button', `Eliminar ${PDP_NAME} de sus planes guardados`).click();
    const remove = await waitFor(() => queryByRole(root, 'dialog', '¿Quiere eliminar este plan de sus planes guardados?'), 'the remove pop-up never opened');
    expect(getByRole(remove, 'button', 'Eliminar de mis planes guardados')).to.exist;
    expect(getByText(remove, 'Nivel 1: Genéricos preferidos').nextElementSibling?.textContent).to.equal('$1 copay');
    expect(getByRole(remove, 'button', 'Conservar el plan')).to.exist;
    expect(englishLeft(root, FROM_DATA)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('the year toggle, the Medicare Supplement unavailable card and the panel are Spanish too', async () => {
    freshPage({ config: { locale: 'es' } });
    configure({ systemDate: '2026-11-10' });
    signIn(MEMBER_UUID);
    stubFetch([profileRoute([mapdPlan(2027), medsuppPlan('F01', PLAN_F_NAME, TEXAS, 2027)], 2027), ...BENEFIT_ROUTES, ...CONTENT_ROUTES]);
    const { el, root } = await placeSpanish({}, (r) => queryByText(r, 'Proveedor de cuidado primario'));
    const group = getByRole(root, 'group', 'Año del plan');
    expect(getByRole(group, 'button', 'Planes que empiezan en noviembre o diciembre de 2026')).to.exist;
    expect(getByRole(group, 'button', 'Enero de 2027 o después').getAttribute('aria-pressed')).to.equal('true');
    const unavailable = await waitFor(() => queryByRole(root, 'heading', 'Tarjeta del plan no disponible para ... planes de Seguro Suplementario de Medicare (Medigap)'));
    expect(getByText(unavailable.closest('section')!, /^Estamos trabajando para darle la información que necesita\./)).to.exist;
    expect(englishLeft(root, FROM_DATA)).to.deep.equal([]);
    await expect(el).to.be.accessible();

    const panel = await placeSpanish({ variant: 'panel' }, (r) => r.querySelector('.sp-saved-plans-panel'));
    expect(getByRole(panel.root, 'heading', 'Planes guardados (2)')).to.exist;
    expect(getByText(panel.root, 'Prima mensual $0.00')).to.exist;
    expect(getByRole(panel.root, 'link', 'Ver todos los planes')).to.exist;
    expect(englishLeft(panel.root, FROM_DATA)).to.deep.equal([]);
    await expect(panel.el).to.be.accessible();
  });

  it('a guest with nothing saved reads the empty state in Spanish', async () => {
    freshPage({ config: { locale: 'es' } });
    stubFetch([{ method: 'GET', path: /\/landrover\/api\/Users\/guest\/all\//, json: { uuid: '' } }, ...CONTENT_ROUTES]);
    const { el, root } = await placeSpanish({}, (r) => r.querySelector('.sp-saved-plans__empty'));
    expect(getByText(root, 'Parece que no tiene planes guardados')).to.exist;
    expect(getByRole(root, 'link', 'Ver todos los planes')).to.exist;
    expect(englishLeft(root)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });
});
