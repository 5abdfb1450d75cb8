import { expect } from '@open-wc/testing';
import { fallbackFaq } from '../../../src/components/profile/faqFallback';
import { profileMessages } from '../../../src/components/profile/profileMessages';
import { profileEs } from '../../../src/components/profile/profileMessages.es';
import { englishLeft } from '../../helpers/spanish';

describe('the built-in FAQ (spec §2.2)', () => {
  it('in English: the spec\'s five questions, the toll-free number in the first answer', () => {
    const faq = fallbackFaq(profileMessages.en, '1-800-555-0199');
    expect(faq.map((item) => item.question)).to.deep.equal([
      'How can I talk to someone?',
      'How do I save my progress?',
      'What happens with my information?',
      'How do I complete an in-progress application?',
      'How can I see all plans?',
    ]);
    expect(faq[0]!.answer).to.contain('1-800-555-0199 (TTY 711)');
  });

  it('in Spanish: the same five, with the number and TTY 711, and no English word', () => {
    const faq = fallbackFaq(profileEs, '1-800-555-0199');
    expect(faq).to.have.length(5);
    expect(faq[0]).to.deep.equal({
      question: '¿Cómo puedo hablar con alguien?',
      answer: 'Llame a un agente de seguros autorizado al 1-800-555-0199 (TTY 711), de lunes a viernes de 7 a.m. a 11 p.m., y los sábados de 9 a.m. a 5 p.m., hora del Este.',
    });
    const page = document.createElement('div');
    for (const item of faq) page.append(Object.assign(document.createElement('p'), { textContent: item.question }), Object.assign(document.createElement('p'), { textContent: item.answer }));
    expect(englishLeft(page)).to.deep.equal([]);
  });
});
