import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { AuthPrompt } from '../../features/auth/components/auth-prompt';
import { canAccessFeature, usePrincipal } from '../../features/auth/hooks/use-principal';

/** `/`: the Markdown editor for text shares (filled by a later issue). */
export function HomeRoute() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  return (
    <PagePlaceholder
      icon={NotebookPen}
      title={t('pages.home.title')}
      description={t('pages.home.description')}
    >
      {!canAccessFeature(principal, 'text') && <AuthPrompt feature="text" principal={principal} />}
    </PagePlaceholder>
  );
}
