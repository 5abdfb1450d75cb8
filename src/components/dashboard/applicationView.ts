/**
 * The texts an application card shows (spec §3.5, §4.8): its saved and
 * updated times, logged when they cannot be formatted (§8). Its button and
 * premium rules are in src/domain/applicationCard.ts.
 */
import type { Application } from '../../state/applications';
import type { MedsuppEnrollment } from '../../api/schemas/enrollment';
import { medsuppApplicationView, type MedsuppApplicationView } from '../../domain/applicationActions';
import { enrollmentSavedTime } from '../../domain/enrollment';
import { formatSavedText, formatTimestamp } from '../../domain/format';
import { parseInstantText } from '../../domain/time';
import { logger } from '../../platform/logger';

/** A timestamp that cannot be formatted is logged and shows as empty text (spec §8). */
function formattedOrEmpty(text: string, value: unknown): string {
  if (text === '') logger.error('Timestamp formatting failed', { value });
  return text;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** 'saved {date} CST' from the enrollment's saved time; '' when it has none, or one that cannot be formatted (logged). */
export function applicationSavedText(application: Application): string {
  if (isBlank(application.updateDateTime) && isBlank(application.lastSaved)) return '';
  const time = enrollmentSavedTime(application);
  return formattedOrEmpty(time === null ? '' : formatSavedText(time), application.updateDateTime ?? application.lastSaved);
}

/** A timestamp as the card shows it; '' when it cannot be formatted (logged). */
export function timestampText(value: string | number | null): string | null {
  if (value === null) return null;
  const instant = typeof value === 'number' ? value : parseInstantText(value);
  return formattedOrEmpty(instant === null ? '' : formatTimestamp(instant), value);
}

export interface MedsuppCardView extends MedsuppApplicationView {
  planName: string;
  lastUpdatedText: string | null;
}

export function medsuppCardView(application: MedsuppEnrollment, cloaked: boolean): MedsuppCardView {
  const view = medsuppApplicationView(application.applicationStatus, cloaked);
  const plan = application.applicationStatus.plans?.[0];
  return {
    ...view,
    planName: plan?.planName ?? 'Medicare Supplement Insurance application',
    lastUpdatedText: timestampText(view.lastUpdated),
  };
}
