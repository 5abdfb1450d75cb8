/** Drugs with dosages and packages; national drug codes are 11-digit (5-4-2) NDC-shaped texts. */
export interface DrugPackage {
  nationalDrugCode: string;
  packageName: string;
  packageSize: string;
  packageQuantity: string;
}

export interface DrugDosage {
  dosageId: string;
  dosageName: string;
  packages: DrugPackage[];
}

export interface CatalogDrug {
  drugId: string;
  drugName: string;
  genericName: string;
  isGeneric: boolean;
  /** The branded counterpart of a generic (or the generic of a brand). */
  pairedDrugId?: string;
  insulin: boolean;
  dosages: DrugDosage[];
}

interface DrugSeed {
  id: string;
  name: string;
  generic: string;
  isGeneric: boolean;
  labeler: string;
  strengths: string[];
  form: string;
  pair?: string;
  insulin?: boolean;
}

const SEEDS: DrugSeed[] = [
  { id: '1001', name: 'Atorvastatin Calcium', generic: 'atorvastatin calcium', isGeneric: true, labeler: '00093', strengths: ['10MG', '20MG', '40MG'], form: 'TAB', pair: '1002' },
  { id: '1002', name: 'Lipitor', generic: 'atorvastatin calcium', isGeneric: false, labeler: '00071', strengths: ['10MG', '20MG', '40MG'], form: 'TAB', pair: '1001' },
  { id: '1003', name: 'Metformin HCl', generic: 'metformin hcl', isGeneric: true, labeler: '00378', strengths: ['500MG', '1000MG'], form: 'TAB' },
  { id: '1004', name: 'Lisinopril', generic: 'lisinopril', isGeneric: true, labeler: '68180', strengths: ['5MG', '10MG', '20MG'], form: 'TAB' },
  { id: '1005', name: 'Eliquis', generic: 'apixaban', isGeneric: false, labeler: '00003', strengths: ['2.5MG', '5MG'], form: 'TAB' },
  { id: '1006', name: 'Januvia', generic: 'sitagliptin', isGeneric: false, labeler: '00006', strengths: ['50MG', '100MG'], form: 'TAB' },
  { id: '1007', name: 'Levothyroxine Sodium', generic: 'levothyroxine sodium', isGeneric: true, labeler: '00378', strengths: ['50MCG', '75MCG', '100MCG'], form: 'TAB' },
  { id: '1008', name: 'Amlodipine Besylate', generic: 'amlodipine besylate', isGeneric: true, labeler: '59762', strengths: ['5MG', '10MG'], form: 'TAB' },
  { id: '1009', name: 'Omeprazole', generic: 'omeprazole', isGeneric: true, labeler: '62175', strengths: ['20MG', '40MG'], form: 'CPDR' },
  { id: '1010', name: 'Humalog KwikPen', generic: 'insulin lispro', isGeneric: false, labeler: '00002', strengths: ['100UNIT/ML'], form: 'SOPN', insulin: true },
  { id: '1011', name: 'Xarelto', generic: 'rivaroxaban', isGeneric: false, labeler: '50458', strengths: ['10MG', '20MG'], form: 'TAB' },
  { id: '1012', name: 'Gabapentin', generic: 'gabapentin', isGeneric: true, labeler: '27241', strengths: ['100MG', '300MG'], form: 'CAP' },
  { id: '1013', name: 'Sertraline HCl', generic: 'sertraline hcl', isGeneric: true, labeler: '16714', strengths: ['50MG', '100MG'], form: 'TAB' },
  { id: '1014', name: 'Trulicity', generic: 'dulaglutide', isGeneric: false, labeler: '00002', strengths: ['0.75MG/0.5ML', '1.5MG/0.5ML'], form: 'SOAJ' },
];

function packagesFor(seed: DrugSeed, strengthIndex: number): DrugPackage[] {
  const product = String(1000 + Number(seed.id.slice(-2)) * 10 + strengthIndex).padStart(4, '0');
  const pen = seed.form === 'SOPN' || seed.form === 'SOAJ';
  return pen
    ? [{ nationalDrugCode: `${seed.labeler}${product}01`, packageName: 'carton', packageSize: '3', packageQuantity: '5' }]
    : [
        { nationalDrugCode: `${seed.labeler}${product}30`, packageName: 'bottle', packageSize: '30', packageQuantity: '1' },
        { nationalDrugCode: `${seed.labeler}${product}90`, packageName: 'bottle', packageSize: '90', packageQuantity: '1' },
      ];
}

function toDrug(seed: DrugSeed): CatalogDrug {
  return {
    drugId: seed.id,
    drugName: seed.name,
    genericName: seed.generic,
    isGeneric: seed.isGeneric,
    insulin: seed.insulin ?? false,
    ...(seed.pair ? { pairedDrugId: seed.pair } : {}),
    dosages: seed.strengths.map((strength, i) => ({
      dosageId: `${seed.id}${String(i + 1).padStart(2, '0')}`,
      dosageName: `${seed.name} ${seed.form} ${strength}`,
      packages: packagesFor(seed, i),
    })),
  };
}

export const DRUGS: CatalogDrug[] = SEEDS.map(toDrug);

export interface DrugPackageHit {
  drug: CatalogDrug;
  dosage: DrugDosage;
  pkg: DrugPackage;
}

/** Every package by its national drug code (the first drug listing a code keeps it): a profile read prices each saved drug on each plan. */
const BY_NDC = new Map<string, DrugPackageHit>();
for (const drug of DRUGS) {
  for (const dosage of drug.dosages) {
    for (const pkg of dosage.packages) if (!BY_NDC.has(pkg.nationalDrugCode)) BY_NDC.set(pkg.nationalDrugCode, { drug, dosage, pkg });
  }
}

export function findByNdc(ndc: string): DrugPackageHit | undefined {
  return BY_NDC.get(ndc.replace(/-/g, ''));
}

export function findDrug(idOrName: string): CatalogDrug | undefined {
  const key = idOrName.trim().toLowerCase();
  return DRUGS.find((d) => d.drugId === key || d.drugName.toLowerCase() === key || d.dosages.some((s) => s.dosageId === key));
}

export function searchDrugs(text: string): CatalogDrug[] {
  const key = text.trim().toLowerCase();
  if (key.length < 2) return [];
  return DRUGS.filter((d) => d.drugName.toLowerCase().includes(key) || d.genericName.includes(key));
}
