import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

/** `/paste/:slug`: a text share (filled by a later issue). */
export function PasteRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  return (
    <PagePlaceholder
      icon={FileText}
      title={t('pages.paste.title', { slug })}
      description={t('pages.paste.description')}
    />
  );
}
