/** Retail, preferred-retail and mail-order pharmacies; pharmacyNumber is a 7-digit NCPDP-like id. */
import { STATES } from './geography';
import { hash } from './seeded';

export interface CatalogPharmacy {
  pharmacyNumber: string;
  pharmacyName: string;
  pharmacyAddress: { line1: string; city: string; state: string; zipCode: string };
  phone: string;
  mailOrder: boolean;
  preferredNetwork: boolean;
  pharmacySaver: boolean;
}

const CHAINS = [
  { name: 'Walgreens', preferred: true, saver: true },
  { name: 'CVS Pharmacy', preferred: false, saver: false },
  { name: 'Rite Aid', preferred: false, saver: true },
  { name: 'Neighborhood Family Pharmacy', preferred: true, saver: false },
] as const;

const STREETS = ['Main St', 'Broadway', 'Oak Ave', 'Elm St', 'Park Blvd', 'Market St'] as const;

export const MAIL_ORDER_PHARMACY: CatalogPharmacy = {
  pharmacyNumber: '0599999',
  pharmacyName: 'Optum Rx Mail Service Pharmacy',
  pharmacyAddress: { line1: '2858 Loker Ave East', city: 'Carlsbad', state: 'CA', zipCode: '92010' },
  phone: '(877) 889-6358',
  mailOrder: true,
  preferredNetwork: true,
  pharmacySaver: false,
};

function retailPharmacies(): CatalogPharmacy[] {
  const list: CatalogPharmacy[] = [];
  STATES.forEach((state, s) => {
    state.counties.forEach((county, c) => {
      const zip = county.zips[0] ?? '10001';
      CHAINS.forEach((chain, k) => {
        const number = `${state.fipsStateCode}${String(c + 1)}${String(k + 1).padStart(2, '0')}${String(s + 1).padStart(2, '0')}`;
        const street = STREETS[hash(number) % STREETS.length] ?? 'Main St';
        list.push({
          pharmacyNumber: number.padEnd(7, '0'),
          pharmacyName: `${chain.name} #${(hash(number) % 9000) + 1000}`,
          pharmacyAddress: { line1: `${(hash(`a${number}`) % 900) + 100} ${street}`, city: county.name.replace(/ County$/, ''), state: state.stateCode, zipCode: zip },
          phone: `(${(hash(`p${number}`) % 800) + 200}) 555-${String(hash(`q${number}`) % 10000).padStart(4, '0')}`,
          mailOrder: false,
          preferredNetwork: chain.preferred,
          pharmacySaver: chain.saver,
        });
      });
    });
  });
  return list;
}

export const PHARMACIES: CatalogPharmacy[] = [MAIL_ORDER_PHARMACY, ...retailPharmacies()];

export function findPharmacy(pharmacyNumber: string): CatalogPharmacy | undefined {
  return PHARMACIES.find((p) => p.pharmacyNumber === pharmacyNumber);
}

export function pharmaciesNear(zip: string, stateCode?: string): CatalogPharmacy[] {
  const local = PHARMACIES.filter((p) => !p.mailOrder && (p.pharmacyAddress.zipCode === zip || (!!stateCode && p.pharmacyAddress.state === stateCode)));
  return [...local.sort((a, b) => Number(b.pharmacyAddress.zipCode === zip) - Number(a.pharmacyAddress.zipCode === zip)), MAIL_ORDER_PHARMACY];
}

/** Whether a pharmacy is in a plan's network: mail order and preferred always; others by a stable per-plan draw. */
export function inNetwork(pharmacy: CatalogPharmacy, planId: string): boolean {
  if (pharmacy.mailOrder || pharmacy.preferredNetwork) return true;
  return hash(`net:${pharmacy.pharmacyNumber}:${planId}`) % 4 !== 0;
}
