/**
 * The Extra Help widget's and pop-up's English texts (spec §2.2, §2.7;
 * see ../i18n/messages.ts).
 */
import type { ExtraHelpAnswer } from '../../domain/extraHelp';
import { defineMessages } from '../i18n/messages';

const ANSWERS: Record<ExtraHelpAnswer, string> = {
  receive: 'I receive Extra Help',
  doNotReceive: "I don't receive Extra Help",
};

export const extraHelpMessages = defineMessages('extraHelp', {
  heading: 'Extra Help',
  intro: 'Do you get Extra Help from Medicare to pay for prescription drugs? Tell us, and plan costs will show what you would pay.',
  groupLabel: 'Do you receive Extra Help?',
  answer: (answer: ExtraHelpAnswer) => ANSWERS[answer],

  dialogHeading: 'How Extra Help lowers your costs',
  monthlyPremium: 'Monthly premium without Extra Help',
  lisPremium: 'Monthly premium with Extra Help',
  programLine: 'Extra Help is a Medicare program that helps people with limited income and resources pay for prescription drug costs.',
  lowerCostsLine: 'With Extra Help, your drug plan premium, deductible and copays can be lower, or even $0.',
  planCostsLine: 'Plan costs on this site now show what you would pay with Extra Help.',
  tableCaption: 'Your monthly premium by Extra Help level',
  levelColumn: 'Extra Help level',
  premiumColumn: 'Monthly premium',
  continue: 'Continue',
});

export type ExtraHelpMessages = typeof extraHelpMessages.en;

declare module '../i18n/messages' {
  interface Catalogs {
    extraHelp: typeof extraHelpMessages;
  }
}
