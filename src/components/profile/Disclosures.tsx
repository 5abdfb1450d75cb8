/**
 * The Medicare Supplement disclosures in a scroll box (spec §2.2), from the
 * 'medsuppContent' fragment. Legal text is never invented: until the
 * fragment arrives (or if it fails) the block is left out.
 */
import { SafeHtml } from '../common/SafeHtml';
import { ScrollBox } from '../common/ScrollBox';
import { useContent } from '../common/useStartupAndContent';

export const DISCLOSURES_HEADING = 'Medicare Supplement disclosures';

export function Disclosures() {
  const content = useContent('medsuppContent');
  if (!content?.disclosures) return null;
  return (
    <div className="sp-profile__disclosures">
      <h2>{DISCLOSURES_HEADING}</h2>
      <ScrollBox label={DISCLOSURES_HEADING}>
        <SafeHtml html={content.disclosures} when="in-view" />
      </ScrollBox>
    </div>
  );
}
