import { FolderTree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { AuthPrompt } from '../../features/auth/components/auth-prompt';
import { canAccessFeature, usePrincipal } from '../../features/auth/hooks/use-principal';

/** `/mount-explorer` and `/mount-explorer/*`: browse mounted storage (filled by a later issue). */
export function MountExplorerRoute() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  return (
    <PagePlaceholder
      icon={FolderTree}
      title={t('pages.mountExplorer.title')}
      description={t('pages.mountExplorer.description')}
    >
      {!canAccessFeature(principal, 'mount-explorer') && (
        <AuthPrompt feature="mount-explorer" principal={principal} />
      )}
    </PagePlaceholder>
  );
}
