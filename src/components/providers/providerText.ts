/**
 * Display texts of the doctors view (spec §2.5, §3.4), in the catalog's
 * words (providersMessages.ts). Pure.
 */
import type { Plan } from '../../api/schemas/plan';
import type { Provider } from '../../api/schemas/provider';
import { anyPrivateFeeForService, providerIcon, type ProviderIcon } from '../../domain/providers';
import type { ProvidersMessages } from './providersMessages';

/** The list's heading: doctors accepting Medicare when any saved plan is private fee-for-service, else in network. */
export function providersHeading(savedPlans: readonly Plan[], messages: ProvidersMessages): string {
  return anyPrivateFeeForService(savedPlans) ? messages.acceptMedicareHeading : messages.inNetworkHeading;
}

const ICON_LABELS = {
  medical: 'medicalIcon',
  dental: 'dentalIcon',
  behavioral: 'behavioralIcon',
  facility: 'facilityIcon',
} as const satisfies Record<ProviderIcon, keyof ProvidersMessages>;

export function providerIconOf(provider: Provider, messages: ProvidersMessages): { icon: ProviderIcon; label: string } {
  const icon = providerIcon(provider);
  return { icon, label: messages[ICON_LABELS[icon]] };
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
