/**
 * The FAQ accordion, in every view (spec §2.2): the 'profile' fragment's
 * questions, or the built-in five while it loads or when it has none.
 * Answers from the CMS may carry markup and are sanitised; the sanitiser
 * loads once an answer is opened or the page has settled (SafeHtml).
 */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Accordion, AccordionItem } from '../common/Accordion';
import { Heading, Section } from '../common/headings';
import { SafeHtml } from '../common/SafeHtml';
import { useContent } from '../common/useStartupAndContent';
import { configAtom } from '../../state/config';
import { fallbackFaq } from './faqFallback';
import { useMessages } from '../i18n/useMessages';
import { profileMessages } from './profileMessages';

export function ProfileFaq() {
  const content = useContent('profile');
  const { tollFreeNumber } = useAtomValue(configAtom);
  const headingId = useId();
  const messages = useMessages(profileMessages);
  const items = content?.faq.length ? content.faq : fallbackFaq(messages, tollFreeNumber);
  return (
    <section className="sp-profile__faq" aria-labelledby={headingId}>
      <Heading id={headingId}>{messages.faqHeading}</Heading>
      <Section>
        <Accordion>
          {/* Keyed by place, not by question: the same question in the other language is the same item, so a
              language switch keeps an open answer open and the focus on its button. */}
          {items.map((item, index) => (
            <AccordionItem key={index} heading={item.question}>
              <SafeHtml html={item.answer} when="in-view" />
            </AccordionItem>
          ))}
        </Accordion>
      </Section>
    </section>
  );
}
