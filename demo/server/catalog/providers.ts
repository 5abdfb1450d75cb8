/** Medical, dental, behavioral and facility providers, with the plan networks they belong to. */
import { STATES } from './geography';
import { hash } from './seeded';

export type CoverageType = 'medical' | 'dental' | 'behavioral';

export interface CatalogProvider {
  providerId: string;
  providerAddressId: string;
  providerUniqueId: string;
  providerName: string;
  /** 'person' for clinicians, 'place' for facilities (facility icon, spec §2.5). */
  type: 'person' | 'place';
  providerType: string;
  directoryType: 'D' | 'M' | 'B';
  providerCoverageType: CoverageType;
  speciality: string;
  specialities: string[];
  gender?: 'M' | 'F';
  nationalProviderId: string;
  languages: string[];
  providerAddress: string;
  providerAddressObj: { zipCode: string; selectedZipCode: string; selectedFipsCode: string };
  stateCode: string;
  /** Network ids per plan product (HMO/PPO/...) in the provider's state. */
  networkIdsMedical: string[];
  isPcpQualifiedId: boolean;
}

interface ProviderSeed {
  name: string;
  type: 'person' | 'place';
  coverage: CoverageType;
  directory: 'D' | 'M' | 'B';
  speciality: string;
  gender?: 'M' | 'F';
  pcp?: boolean;
}

const SEEDS: ProviderSeed[] = [
  { name: 'Maria Alvarez, MD', type: 'person', coverage: 'medical', directory: 'M', speciality: 'Family Medicine', gender: 'F', pcp: true },
  { name: 'James Chen, MD', type: 'person', coverage: 'medical', directory: 'M', speciality: 'Internal Medicine', gender: 'M', pcp: true },
  { name: 'Priya Natarajan, MD', type: 'person', coverage: 'medical', directory: 'M', speciality: 'Cardiology', gender: 'F' },
  { name: 'Robert Okafor, DO', type: 'person', coverage: 'medical', directory: 'M', speciality: 'Orthopedic Surgery', gender: 'M' },
  { name: 'Susan Whitfield, DDS', type: 'person', coverage: 'dental', directory: 'D', speciality: 'General Dentistry', gender: 'F' },
  { name: 'Daniel Kim, DMD', type: 'person', coverage: 'dental', directory: 'B', speciality: 'Oral Surgery', gender: 'M' },
  { name: 'Helen Moreau, PhD', type: 'person', coverage: 'behavioral', directory: 'M', speciality: 'Clinical Psychology', gender: 'F' },
  { name: 'Anthony Russo, LCSW', type: 'person', coverage: 'behavioral', directory: 'M', speciality: 'Clinical Social Work', gender: 'M' },
  { name: 'Riverside General Hospital', type: 'place', coverage: 'medical', directory: 'M', speciality: 'Acute Care Hospital' },
  { name: 'Lakeview Imaging Center', type: 'place', coverage: 'medical', directory: 'M', speciality: 'Radiology Facility' },
];

const LANGUAGES = [['English'], ['English', 'Spanish'], ['English', 'Mandarin'], ['English', 'French']] as const;

function providersOf(): CatalogProvider[] {
  const list: CatalogProvider[] = [];
  STATES.forEach((state) => {
    state.counties.forEach((county, c) => {
      const zip = county.zips[0] ?? '10001';
      SEEDS.forEach((seed, i) => {
        const id = `${state.fipsStateCode}${county.fips}${String(i + 1).padStart(2, '0')}`;
        const h = hash(id);
        const networks = ['HMO', 'PPO', 'HMO-POS', 'SNP'].filter((_, n) => (h >> n) % 3 !== 0);
        list.push({
          providerId: id,
          providerAddressId: `${id}-A1`,
          providerUniqueId: `${id}:${id}-A1`,
          providerName: c === 0 ? seed.name : `${seed.name.replace(/^(\S+)/, '$1')} (${county.name.replace(/ County$/, '')})`,
          type: seed.type,
          providerType: seed.type === 'place' ? 'Facility' : 'Practitioner',
          directoryType: seed.directory,
          providerCoverageType: seed.coverage,
          speciality: seed.speciality,
          specialities: [seed.speciality],
          ...(seed.gender ? { gender: seed.gender } : {}),
          nationalProviderId: String(1000000000 + (h % 899999999)),
          languages: [...(LANGUAGES[h % LANGUAGES.length] ?? ['English'])],
          providerAddress: `${(h % 900) + 100} Health Way, ${county.name.replace(/ County$/, '')}, ${state.stateCode} ${zip}`,
          providerAddressObj: { zipCode: zip, selectedZipCode: zip, selectedFipsCode: `${state.fipsStateCode}${county.fips}` },
          stateCode: state.stateCode,
          networkIdsMedical: networks.map((n) => `${state.stateCode}-${n}-NET`),
          isPcpQualifiedId: seed.pcp ?? false,
        });
      });
    });
  });
  return list;
}

export const PROVIDERS: CatalogProvider[] = providersOf();

export function findProvider(providerId: string): CatalogProvider | undefined {
  return PROVIDERS.find((p) => p.providerId === providerId);
}

export function searchProviders(query: { text?: string; zip?: string; stateCode?: string; coverage?: string }): CatalogProvider[] {
  const text = (query.text ?? '').trim().toLowerCase();
  return PROVIDERS.filter((p) =>
    (!text || p.providerName.toLowerCase().includes(text) || p.speciality.toLowerCase().includes(text)) &&
    (!query.zip || p.providerAddressObj.zipCode === query.zip || p.stateCode === query.stateCode) &&
    (!query.stateCode || p.stateCode === query.stateCode) &&
    (!query.coverage || p.providerCoverageType === query.coverage));
}

/** A plan's network for a provider: product network match in the same state. */
export function providerInNetwork(provider: CatalogProvider, plan: { stateCode: string; planProductType: string; planType: string }): boolean {
  if (provider.stateCode !== plan.stateCode) return false;
  const product = plan.planType === 'SNP' ? 'SNP' : plan.planProductType;
  return provider.networkIdsMedical.includes(`${plan.stateCode}-${product}-NET`);
}
