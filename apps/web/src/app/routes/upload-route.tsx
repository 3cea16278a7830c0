import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { AuthPrompt } from '../../features/auth/components/auth-prompt';
import { canAccessFeature, usePrincipal } from '../../features/auth/hooks/use-principal';

/** `/upload`: file shares (filled by a later issue). */
export function UploadRoute() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  return (
    <PagePlaceholder
      icon={Upload}
      title={t('pages.upload.title')}
      description={t('pages.upload.description')}
    >
      {!canAccessFeature(principal, 'file') && <AuthPrompt feature="file" principal={principal} />}
    </PagePlaceholder>
  );
}
