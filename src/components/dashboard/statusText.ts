/** An application status as the card shows it: a status we know in the page's words, any other as the service gives it. */
import { enrollmentStatusKey } from '../../domain/enrollmentStatus';
import { useMessages } from '../i18n/useMessages';
import { dashboardMessages } from './dashboardMessages';

export function useStatusText(): (status: string) => string {
  const messages = useMessages(dashboardMessages);
  return (status) => {
    const key = enrollmentStatusKey(status);
    return key ? messages.enrollmentStatus(key) : status;
  };
}
