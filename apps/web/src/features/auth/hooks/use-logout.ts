import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { clearAdminToken, clearApiKeyCredentials, getAdminToken } from '../../../lib/local-store';
import { logoutAdmin } from '../api/admin-logout';

/**
 * Logs out whoever is signed in. The admin's token is revoked on the server first (a failure there
 * still logs out locally); a key user's stored key and permissions are simply cleared.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();

  return useCallback(
    async (options: { silent?: boolean } = {}) => {
      const token = getAdminToken();
      if (token) {
        await logoutAdmin(token).catch(() => undefined);
        clearAdminToken();
      } else {
        clearApiKeyCredentials();
      }
      queryClient.clear();
      if (!options.silent) toast.success(token ? t('auth.loggedOut') : t('auth.authCleared'));
    },
    [queryClient, toast, t],
  );
}
