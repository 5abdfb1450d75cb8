/**
 * The texts an application card shows (spec §3.5, §4.8): its saved and
 * updated times in the page's locale, logged when they cannot be formatted
 * (§8). Its button and premium rules are in src/domain/applicationCard.ts.
 */
import type { Application } from '../../state/plans/applications';
import type { MedsuppEnrollment } from '../../api/schemas/enrollment';
import { medsuppApplicationView, type MedsuppApplicationView } from '../../domain/applicationActions';
import { enrollmentSavedTime } from '../../domain/enrollment';
import { formatSavedText, formatTimestamp } from '../../domain/format';
import type { Locale } from '../../domain/locale';
import { parseInstantText } from '../../domain/time';
import { logger } from '../../platform/logger';

/** A timestamp that cannot be formatted is logged and shows as empty text (spec §8). */
function formattedOrEmpty(text: string, value: unknown): string {
  if (text === '') logger.error('Timestamp formatting failed', { value });
  return text;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** 'saved {date} CST' from the enrollment's saved time (its lastSaved, domain/enrollment.ts); '' when it has none, or one that cannot be formatted (logged). */
export function applicationSavedText(application: Application, locale: Locale): string {
  if (isBlank(application.updateDateTime) && isBlank(application.lastSaved)) return '';
  const time = enrollmentSavedTime(application);
  return formattedOrEmpty(time === null ? '' : formatSavedText(time, locale), application.lastSaved ?? application.updateDateTime);
}

/** A timestamp as the card shows it; '' when it cannot be formatted (logged). */
function timestampText(value: string | number | null, locale: Locale): string | null {
  if (value === null) return null;
  const instant = typeof value === 'number' ? value : parseInstantText(value);
  return formattedOrEmpty(instant === null ? '' : formatTimestamp(instant, { locale }), value);
}

export interface MedsuppCardView extends MedsuppApplicationView {
  /** The plan's name; null when the application names none (the card then says what it is). */
  planName: string | null;
  lastUpdatedText: string | null;
}

export function medsuppCardView(application: MedsuppEnrollment, cloaked: boolean, locale: Locale): MedsuppCardView {
  const view = medsuppApplicationView(application.applicationStatus, cloaked);
  const plan = application.applicationStatus.plans?.[0];
  return {
    ...view,
    planName: plan?.planName ?? null,
    lastUpdatedText: timestampText(view.lastUpdated, locale),
  };
}
