/**
 * The Medicare Supplement disclosures in a scroll box (spec §2.2), from the
 * 'medsuppContent' fragment. Legal text is never invented: until the
 * fragment arrives (or if it fails) the block is left out.
 */
import { Heading } from '../common/headings';
import { SafeHtml } from '../common/SafeHtml';
import { ScrollBox } from '../common/ScrollBox';
import { useContent } from '../common/useStartupAndContent';
import { useMessages } from '../i18n/useMessages';
import { profileMessages } from './profileMessages';

export function Disclosures() {
  const content = useContent('medsuppContent');
  const heading = useMessages(profileMessages).disclosuresHeading;
  if (!content?.disclosures) return null;
  return (
    <div className="sp-profile__disclosures">
      <Heading>{heading}</Heading>
      <ScrollBox label={heading}>
        <SafeHtml html={content.disclosures} when="in-view" />
      </ScrollBox>
    </div>
  );
}
