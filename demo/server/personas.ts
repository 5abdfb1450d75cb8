/**
 * The personas of architecture §4 and the data each is seeded with. Every
 * persona exercises its own paths: the member has an enrolled plan,
 * applications in every state, a Medicare Supplement application,
 * recommendations, drugs with a pharmacy and providers; member-noclaims is a
 * member whose import finds no claim history; the telesales personas carry
 * server-side identity attempts that count down to a lock.
 */
export type PersonaId =
  | 'guest' | 'shopper' | 'shopper-applied' | 'member' | 'member-noclaims' | 'base-account'
  | 'telesales-m' | 'telesales-p' | 'telesales-tpm' | 'telesales-tpp' | 'agent' | 'cloaked' | 'large';

export interface SeedDrug { drugId: string; dosage: number; pkg: number; quantity: number; frequency: string; supply: '30' | '90' }
export interface SeedPlan { planId: string; year: number; savedOn: string; enrolled?: { effectiveDate: string; terminationDate?: string; enrollmentStatus: string } }
export interface SeedEnrollment {
  planId: string; year: number; submitted: boolean; confirmationNo?: string; stateCode?: number;
  imageId?: string; lastSaved: string; origin: string;
}

export interface Telesales {
  /** The earlier telesales profile's identity a merge must match. */
  identity: { firstName: string; lastName: string; email: string; dob: string; mbi?: string; gender?: string; zipCode?: string };
  remainingRetryCount: number;
}

export interface Persona {
  id: PersonaId;
  uuid: string;
  displayName: string;
  /** Signs in as another persona's profile (cloaked customer service). */
  profileOf?: PersonaId;
  isCSRLogin?: boolean;
  agentUserName?: string;
  isNewOptumIdProfileCreated?: boolean;
  userDetails?: Record<string, unknown>;
  zipCode?: string;
  plans?: SeedPlan[];
  drugs?: SeedDrug[];
  /** Pharmacy by position in pharmaciesNear(zip); -1 is mail order. */
  pharmacy?: number;
  /** Provider positions in searchProviders({ zip }). */
  providers?: number[];
  enrollments?: SeedEnrollment[];
  medsupp?: { planId: string; applicationStatus: string; adjudicationStatus?: string; savedTimestamp: string };
  recommendation?: string[];
  /** Claim history an import finds (by mbi); absent means none. */
  claims?: { drugs: SeedDrug[]; pharmacy: number; providers: number[]; plans: SeedPlan[] };
  telesales?: Telesales;
}

const uuidOf = (n: number): string => `5a1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const member: Persona = {
  id: 'member', uuid: uuidOf(3), displayName: 'Member: Margaret Hill (enrolled, applications, import eligible)',
  zipCode: '10001',
  userDetails: {
    userType: 'hsid', optumId: 'mhill.optum', mbi: '1EG4TE5MK72', email: 'margaret.hill@example.com', firstName: 'Margaret', lastName: 'Hill',
    dob: '1956-04-12', gender: 'f', salesforceRecordType: 'm', siteId: 'aarpmedicareplans', profileType: 'AUTHENTICATED', profileStatus: 'ACTIVE',
    importAgreementData: { agreementDate: '2024-03-02' },
  },
  plans: [
    { planId: 'H3387-003-000', year: 2025, savedOn: '2024-11-02T15:20:00Z', enrolled: { effectiveDate: '2025-01-01', enrollmentStatus: 'ENROLLED' } },
    { planId: 'H3387-004-000', year: 2026, savedOn: '2025-10-16T14:05:00Z' },
    { planId: 'S5921-002-000', year: 2026, savedOn: '2025-10-17T09:30:00Z' },
    { planId: 'H3379-001-000', year: 2026, savedOn: '2025-10-18T11:45:00Z' },
    { planId: 'H3387-001-000', year: 2025, savedOn: '2024-11-03T10:00:00Z' },
    { planId: 'H3387-004-000', year: 2027, savedOn: '2026-10-16T10:00:00Z' },
    { planId: 'G01', year: 2026, savedOn: '2025-10-19T16:10:00Z' },
  ],
  drugs: [
    { drugId: '1001', dosage: 1, pkg: 1, quantity: 90, frequency: 'Day', supply: '90' },
    { drugId: '1003', dosage: 0, pkg: 0, quantity: 60, frequency: 'Month', supply: '30' },
    { drugId: '1005', dosage: 1, pkg: 0, quantity: 60, frequency: 'Month', supply: '30' },
  ],
  pharmacy: 0,
  providers: [0, 4, 6, 8],
  enrollments: [
    { planId: 'H3387-004-000', year: 2026, submitted: false, lastSaved: '2025-10-20T20:15:00Z', origin: 'profile' },
    { planId: 'H3387-006-000', year: 2026, submitted: true, confirmationNo: 'WS26100045', stateCode: 5, imageId: 'WS0026100045', lastSaved: '2025-10-22T15:40:00Z', origin: 'profile' },
    { planId: 'S5921-001-000', year: 2026, submitted: true, confirmationNo: 'WS26100077', stateCode: 12, imageId: 'WS0026100077', lastSaved: '2025-10-24T18:02:00Z', origin: 'profile' },
    { planId: 'H3387-003-000', year: 2025, submitted: true, confirmationNo: 'WS25100012', stateCode: 11, imageId: 'WS0025100012', lastSaved: '2024-11-05T16:30:00Z', origin: 'profile' },
    { planId: 'S5921-012-000', year: 2026, submitted: true, confirmationNo: 'PB26100099', stateCode: 4, imageId: 'PB0026100099', lastSaved: '2025-10-25T13:00:00Z', origin: 'call center' },
    // Withdrawn (code 13), so the dashboard shows every application status for this persona.
    { planId: 'H3387-002-000', year: 2026, submitted: true, confirmationNo: 'WS26100118', stateCode: 13, imageId: 'WS0026100118', lastSaved: '2025-10-26T16:10:00Z', origin: 'profile' },
  ],
  medsupp: { planId: 'G01', applicationStatus: 'IN_PROGRESS', savedTimestamp: '2025-10-21T17:25:00Z' },
  recommendation: ['H3387-004-000', 'H3387-006-000', 'H3387-003-000', 'S5921-002-000', 'H3387-002-000'],
  claims: {
    drugs: [
      { drugId: '1004', dosage: 1, pkg: 0, quantity: 30, frequency: 'Month', supply: '30' },
      { drugId: '1008', dosage: 0, pkg: 1, quantity: 90, frequency: 'Day', supply: '90' },
    ],
    pharmacy: 1,
    providers: [1, 5],
    plans: [],
  },
};

const telesales = (id: PersonaId, n: number, code: string, name: [string, string], remaining: number, extra: Partial<Telesales['identity']>): Persona => ({
  id, uuid: uuidOf(n), displayName: `Telesales ${code}: ${name.join(' ')} (confirm identity, ${remaining} attempts)`,
  zipCode: '33101',
  userDetails: {
    userType: 'hsid', optumId: `${name[0].toLowerCase()}.${code.toLowerCase()}`, email: `${name[0].toLowerCase()}@example.com`,
    firstName: name[0], lastName: name[1], dob: '1957-07-04', telesalesProfileType: code, createdBy: 'telesales', profileType: 'AUTHENTICATED',
    ...(code === 'M' || code === 'TPM' ? { mbi: extra.mbi } : {}),
  },
  plans: [{ planId: 'H1045-003-000', year: 2026, savedOn: '2025-10-20T12:00:00Z' }],
  telesales: {
    identity: { firstName: name[0], lastName: name[1], email: `${name[0].toLowerCase()}@example.com`, dob: '07/04/1957', ...extra },
    remainingRetryCount: remaining,
  },
});

export const PERSONAS: Persona[] = [
  { id: 'guest', uuid: '', displayName: 'Guest (not signed in)' },
  {
    id: 'shopper', uuid: uuidOf(2), displayName: 'Shopper: Carlos Reyes (signed in, not a member)', zipCode: '33101',
    userDetails: { userType: 'hsid', optumId: 'creyes.optum', email: 'carlos.reyes@example.com', firstName: 'Carlos', lastName: 'Reyes', dob: '1959-09-30', zipCode: '33101', createdBy: 'self', profileType: 'AUTHENTICATED' },
    plans: [
      { planId: 'H1045-003-000', year: 2025, savedOn: '2024-11-10T14:00:00Z' },
      { planId: 'H1045-005-000', year: 2026, savedOn: '2025-10-15T15:00:00Z' },
      { planId: 'S5820-001-000', year: 2026, savedOn: '2025-10-15T15:05:00Z' },
      { planId: 'H1045-004-000', year: 2026, savedOn: '2025-10-16T10:00:00Z' },
    ],
    drugs: [
      { drugId: '1002', dosage: 0, pkg: 0, quantity: 30, frequency: 'Month', supply: '30' },
      { drugId: '1010', dosage: 0, pkg: 0, quantity: 1, frequency: 'Month', supply: '30' },
    ],
    pharmacy: -1,
    providers: [1, 3],
  },
  {
    // No mbi: the status search by mbi cannot run, so submitted applications get their status by confirmation number (spec §7.2).
    id: 'shopper-applied', uuid: uuidOf(11), displayName: 'Shopper: Nina Alvarez (no mbi, submitted applications)', zipCode: '85004',
    userDetails: { userType: 'hsid', optumId: 'nalvarez.optum', email: 'nina.alvarez@example.com', firstName: 'Nina', lastName: 'Alvarez', dob: '1958-06-18', zipCode: '85004', createdBy: 'self', profileType: 'AUTHENTICATED' },
    plans: [{ planId: 'H0321-003-000', year: 2026, savedOn: '2025-10-16T12:00:00Z' }],
    enrollments: [
      { planId: 'H0321-003-000', year: 2026, submitted: true, confirmationNo: 'WS26200011', stateCode: 11, imageId: 'WS0026200011', lastSaved: '2025-10-18T15:00:00Z', origin: 'profile' },
      { planId: 'H0321-001-000', year: 2026, submitted: true, confirmationNo: 'WS26200012', stateCode: 12, imageId: 'WS0026200012', lastSaved: '2025-10-19T15:00:00Z', origin: 'profile' },
    ],
  },
  member,
  {
    id: 'member-noclaims', uuid: uuidOf(4), displayName: 'Member: Walter Brooks (no claim history, Texas)', zipCode: '78701',
    userDetails: { userType: 'hsid', optumId: 'wbrooks.optum', mbi: '2FH5UF6NL83', email: 'walter.brooks@example.com', firstName: 'Walter', lastName: 'Brooks', dob: '1954-01-22', gender: 'm', salesforceRecordType: 'm', profileType: 'AUTHENTICATED' },
    plans: [{ planId: 'H4514-003-000', year: 2026, savedOn: '2025-10-18T10:00:00Z' }, { planId: 'G01', year: 2026, savedOn: '2025-10-18T10:05:00Z' }],
  },
  {
    id: 'base-account', uuid: uuidOf(5), displayName: 'Base account (single sign-on, no name)', zipCode: '85004', isNewOptumIdProfileCreated: true,
    userDetails: { userType: 'hsid', optumId: 'base.account', email: 'base.account@example.com', profileType: 'AUTHENTICATED' },
  },
  telesales('telesales-m', 6, 'M', ['Dorothy', 'Price'], 3, { mbi: '3GJ6VG7PM94' }),
  telesales('telesales-p', 7, 'P', ['Eugene', 'Ward'], 3, { gender: 'm', zipCode: '33101' }),
  telesales('telesales-tpm', 8, 'TPM', ['Frances', 'Long'], 2, { mbi: '4HK7WH8QN05', zipCode: '33101' }),
  telesales('telesales-tpp', 9, 'TPP', ['George', 'Patel'], 1, { gender: 'm', zipCode: '33101' }),
  {
    id: 'agent', uuid: uuidOf(10), displayName: 'Agent flow: Irene Scott (profile made by an agent)', zipCode: '85004', agentUserName: 'agent.kowalski',
    userDetails: { userType: 'hsid', optumId: 'iscott.optum', email: 'irene.scott@example.com', firstName: 'Irene', lastName: 'Scott', dob: '1958-02-14', createdBy: 'agent', agentFlow: true, telesalesProfileType: 'P', profileType: 'AUTHENTICATED' },
    plans: [{ planId: 'H0321-003-000', year: 2026, savedOn: '2025-10-21T10:00:00Z' }],
    drugs: [{ drugId: '1013', dosage: 0, pkg: 0, quantity: 30, frequency: 'Month', supply: '30' }],
  },
  {
    // Benchmark persona: 300 saved plans, 200 drugs, 200 providers, 50 applications (demo/server/db/seed-large.ts).
    id: 'large', uuid: uuidOf(20), displayName: 'Large profile: Ruth Large (hundreds of items, for the benchmark)', zipCode: '10001',
    userDetails: { userType: 'hsid', optumId: 'rlarge.optum', mbi: '5JL8XJ9RP16', email: 'ruth.large@example.com', firstName: 'Ruth', lastName: 'Large', dob: '1955-05-05', gender: 'f', salesforceRecordType: 'm', profileType: 'AUTHENTICATED' },
    plans: [{ planId: 'H3387-003-000', year: 2025, savedOn: '2024-11-02T15:20:00Z', enrolled: { effectiveDate: '2025-01-01', enrollmentStatus: 'ENROLLED' } }],
  },
  { id: 'cloaked', uuid: member.uuid, displayName: 'Cloaked: customer service viewing Margaret Hill', profileOf: 'member', isCSRLogin: true, agentUserName: 'csr.jackson' },
];

export function personaById(id: string): Persona | undefined {
  return PERSONAS.find((p) => p.id === id);
}

/** The telesales records merged from: a separate profile each, uuid derived from the persona's. */
export function telesalesRecordUuid(persona: Persona): string {
  return persona.uuid.replace(/^5a1e/, '7e1e');
}
