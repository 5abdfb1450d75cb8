/**
 * The Medicare Supplement disclosures in a scroll box (spec §2.2), from the
 * 'medsuppContent' fragment. Legal text is never invented: until the
 * fragment arrives (or if it fails) the block is left out.
 */
import { useId } from 'react';
import { SafeHtml } from '../common/SafeHtml';
import { ScrollBox } from '../common/ScrollBox';
import { useContent } from '../common/useProfile';

export const DISCLOSURES_HEADING = 'Medicare Supplement disclosures';

export function Disclosures() {
  const content = useContent('medsuppContent');
  const headingId = useId();
  if (!content?.disclosures) return null;
  return (
    <section className="sp-profile__disclosures" aria-labelledby={headingId}>
      <h2 id={headingId}>{DISCLOSURES_HEADING}</h2>
      <ScrollBox label={DISCLOSURES_HEADING}>
        <SafeHtml html={content.disclosures} />
      </ScrollBox>
    </section>
  );
}
