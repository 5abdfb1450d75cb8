/**
 * Display texts of the doctors view (spec §2.5, §3.4). Pure; where the spec
 * shows no wording, the choice is written here.
 */
import type { Plan } from '../../api/schemas/plan';
import type { Provider } from '../../api/schemas/provider';
import { anyPrivateFeeForService, providerIcon, type ProviderIcon } from '../../domain/providers';

/**
 * The list's heading (spec §2.5 "doctors accept Medicare versus in network"):
 * a private fee-for-service plan has no network, its members can see any
 * doctor who accepts Medicare and the plan's terms.
 */
export const PROVIDER_HEADINGS = {
  inNetwork: 'Check if your doctors and dentists are in network',
  acceptMedicare: 'Check if your doctors and dentists accept Medicare',
} as const;

export function providersHeading(savedPlans: readonly Plan[]): string {
  return anyPrivateFeeForService(savedPlans) ? PROVIDER_HEADINGS.acceptMedicare : PROVIDER_HEADINGS.inNetwork;
}

/** What the row icon says to a screen reader. */
export const PROVIDER_ICON_LABELS: Record<ProviderIcon, string> = {
  medical: 'Medical provider',
  dental: 'Dental provider',
  behavioral: 'Behavioral health provider',
  facility: 'Facility',
};

export function providerIconOf(provider: Provider): { icon: ProviderIcon; label: string } {
  const icon = providerIcon(provider);
  return { icon, label: PROVIDER_ICON_LABELS[icon] };
}

/** The speciality, else the specialities joined; '' when neither is known. */
export function specialityText(provider: Pick<Provider, 'speciality' | 'specialities'>): string {
  return provider.speciality?.trim() || (provider.specialities ?? []).filter(Boolean).join(', ');
}

const ADDRESS_LINES = ['line1', 'addressLine1', 'streetAddress', 'line2', 'addressLine2'] as const;

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** One line: the address text as stored, or its parts as 'street, city, ST 12345'. */
export function addressText(address: Provider['providerAddress']): string {
  if (typeof address === 'string') return address.trim();
  if (!address) return '';
  const street = ADDRESS_LINES.map((key) => textOf(address[key])).filter(Boolean);
  const stateZip = [textOf(address.state ?? address.stateCode), textOf(address.zipCode ?? address.zip)].filter(Boolean).join(' ');
  return [...street, textOf(address.city), stateZip].filter(Boolean).join(', ');
}
