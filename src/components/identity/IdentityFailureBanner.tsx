/**
 * The identity-failure banner (spec §8) above the confirm-identity form and
 * the import pop-up's form 2: the remaining attempts after a failure, or the
 * maximum-attempts message with the toll-free number once locked.
 */
import { useAtomValue } from 'jotai';
import type { IdentityBanner } from '../../domain/identityMachine';
import { configAtom } from '../../state/config';
import { Banner } from '../common/Banner';
import { useMessages } from '../i18n/useMessages';
import { identityMessages } from './identityMessages';

export function IdentityFailureBanner({ banner }: { banner: IdentityBanner }) {
  const messages = useMessages(identityMessages);
  const { tollFreeNumber } = useAtomValue(configAtom);
  if (banner.kind === 'none') return null;
  const lines =
    banner.kind === 'locked'
      ? [messages.maximumAttempts, messages.contactUs(tollFreeNumber)]
      : [messages.unableToConfirm, messages.attemptsRemaining(banner.remainingRetryCount)];
  return (
    <Banner variant="error" announce>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Banner>
  );
}
