/** Drugs, providers, enrollments and medsupp applications built from catalog entries. */
import { findDrug, findByNdc } from '../catalog/drugs';
import { countiesForZip } from '../catalog/geography';
import { findPlan } from '../catalog/plans';
import type { CatalogProvider } from '../catalog/providers';
import type { CatalogPharmacy } from '../catalog/pharmacies';
import { money } from '../catalog/seeded';
import type { SeedDrug, SeedEnrollment } from '../personas';

export function drugItem(seed: SeedDrug): Record<string, unknown> {
  const drug = findDrug(seed.drugId);
  const dosage = drug?.dosages[seed.dosage] ?? drug?.dosages[0];
  const pkg = dosage?.packages[seed.pkg] ?? dosage?.packages[0];
  if (!drug || !dosage || !pkg) throw new Error(`Unknown seed drug ${seed.drugId}`);
  return {
    drugId: drug.drugId,
    isGeneric: drug.isGeneric,
    drugName: drug.drugName,
    drugDosage: dosage.dosageName,
    drugQuantity: seed.quantity,
    drugFrequency: seed.frequency,
    drugSupplyLength: seed.supply,
    nationalDrugCode: pkg.nationalDrugCode,
    drugPackageName: pkg.packageName,
    drugPackageSize: pkg.packageSize,
    drugPackageQuantity: pkg.packageQuantity,
  };
}

/** The key a saved drug is stored under: its drugId, else its national drug code. */
export function drugKey(drug: Record<string, unknown>): string {
  const id = drug.drugId ?? findByNdc(String(drug.nationalDrugCode ?? ''))?.drug.drugId ?? drug.nationalDrugCode ?? drug.drugName;
  return String(id);
}

/** The profile's pharmacyObj: mailOrder as text 'true'/'false' (spec §3.1). */
export function pharmacyObj(p: CatalogPharmacy): Record<string, unknown> {
  return { pharmacyNumber: p.pharmacyNumber, pharmacyName: p.pharmacyName, mailOrder: String(p.mailOrder), pharmacySaver: String(p.pharmacySaver) };
}

export function pharmacyData(p: CatalogPharmacy): Record<string, unknown> {
  return {
    pharmacyNumber: p.pharmacyNumber, pharmacyName: p.pharmacyName, pharmacyAddress: p.pharmacyAddress, phone: p.phone,
    mailOrder: p.mailOrder, pharmacySaver: p.pharmacySaver, preferredNetwork: p.preferredNetwork,
  };
}

export function providerItem(p: CatalogProvider, planIds: string[]): Record<string, unknown> {
  const { stateCode: _state, ...fields } = p;
  return { ...fields, plansList: planIds, providerSearchCode: 'uhc.mnr', pcpId: p.isPcpQualifiedId ? [`PCP${p.providerId}`] : [], ...(p.isPcpQualifiedId ? { PCPId: `PCP${p.providerId}` } : {}), isAddedByOLE: false };
}

const CENTRAL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago', month: '2-digit', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true,
});

/** 'saved 10/20/2025 03:15 PM CST' (spec §3.5, §9). */
export function savedText(iso: string): string {
  return `saved ${CENTRAL.format(new Date(iso)).replace(',', '')} CST`;
}

function formSteps(planType: string, firstName: string, complete: boolean): string {
  const routes = ['/steps/personal-information', '/steps/medicare-information', '/steps/mailing-address', '/steps/phone-number',
    ...(planType === 'SNP' ? ['/steps/chronic-questions', '/steps/use-disclosure', '/steps/effective-date'] : []),
    '/steps/special-election-period', '/steps/monthly-premium', '/steps/authorization', '/steps/statement-of-understanding', '//review'];
  const done = complete ? routes.length : 3;
  const steps = routes.slice(0, done).map((view, i) => ({
    view,
    data: i === 0 ? { personal: { firstName, lastName: 'Hill', birthMonth: '04', birthDate: '12', birthYear: '1956', gender: 'f' } } : {},
    keyLables: i === 0 ? [{ questionKey: 'firstName', questionLabel: 'First name', userInput: firstName, dynamic: false, subQuestionLablesArray: [] }] : [],
    formValid: true,
    nextPageUrl: routes[i + 1] ?? '',
  }));
  return JSON.stringify(steps);
}

export function enrollmentItem(seed: SeedEnrollment, zipCode: string, firstName: string): Record<string, unknown> {
  const plan = findPlan(seed.planId, seed.year);
  const county = countiesForZip(zipCode)[0];
  return {
    planId: seed.planId,
    planName: plan?.planName ?? seed.planId,
    planYear: seed.year,
    planType: plan?.planType ?? 'MAPD',
    zipCode,
    ...(county ? { county } : {}),
    status: seed.submitted ? 'Submitted' : 'Saved',
    isSubmitted: seed.submitted,
    confirmationNo: seed.confirmationNo ?? null,
    lastSaved: savedText(seed.lastSaved),
    createDateTime: seed.lastSaved,
    updateDateTime: seed.lastSaved,
    ...(plan?.snpType ? { snpType: plan.snpType } : {}),
    monthlyPremium: plan?.monthlyPremium ?? 0,
    outofPocketMaximum: { value: plan?.outOfPocketMaximum ?? '' },
    tier1PreferredGeneric: plan?.tier1PreferredGeneric ?? '',
    lisMonthlyPremiumFormatted: money(plan?.lisMonthlyPremium ?? 0),
    origin: seed.origin,
    formData: formSteps(plan?.planType ?? 'MAPD', firstName, seed.submitted),
  };
}
