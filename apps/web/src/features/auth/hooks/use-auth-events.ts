import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { ADMIN_TOKEN_EXPIRED_EVENT, API_KEY_INVALID_EVENT } from '../../../lib/events';

/** Tells the user when a stored credential was dropped, and forgets data fetched with it. */
export function useAuthEvents(): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();

  useEffect(() => {
    const handleAdminExpired = () => {
      queryClient.removeQueries();
      toast.error(t('errors.adminSessionExpired'));
    };
    const handleKeyInvalid = () => {
      queryClient.removeQueries();
      toast.error(t('errors.apiKeyInvalid'));
    };
    window.addEventListener(ADMIN_TOKEN_EXPIRED_EVENT, handleAdminExpired);
    window.addEventListener(API_KEY_INVALID_EVENT, handleKeyInvalid);
    return () => {
      window.removeEventListener(ADMIN_TOKEN_EXPIRED_EVENT, handleAdminExpired);
      window.removeEventListener(API_KEY_INVALID_EVENT, handleKeyInvalid);
    };
  }, [queryClient, toast, t]);
}
