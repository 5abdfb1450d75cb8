/**
 * Whether the empty drugs and doctors views offer the data import (spec
 * §2.4, §2.5, §4.3): a signed-in health-ID member eligible for it. Not in a
 * cloaked session: the import asks the member to attest, which customer
 * service cannot do for them (the spec does not say; our choice).
 */
import { useAtomValue } from 'jotai';
import { canImportMemberItems } from '../../domain/importEligibility';
import { isMemberProfile } from '../../domain/profileType';
import { userDetailsAtom } from '../../state/profile';
import { sessionAtom } from '../../state/session';
import { systemDateAtom } from '../../state/systemDate';

export function useImportOffer(): boolean {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userDetailsAtom);
  const systemDate = useAtomValue(systemDateAtom);
  if (session.isGuest || session.isCloaked || !user) return false;
  return canImportMemberItems({
    isHealthIdMember: isMemberProfile(user) && (user.userType ?? '').toLowerCase() === 'hsid',
    agreementDate: user.importAgreementData?.agreementDate,
    systemDate,
  });
}
