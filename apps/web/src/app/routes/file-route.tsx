import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

/** `/file/:slug`: a file share (filled by a later issue). */
export function FileRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  return (
    <PagePlaceholder
      icon={FileDown}
      title={t('pages.file.title', { slug })}
      description={t('pages.file.description')}
    />
  );
}
