import type { ApiKeyDto } from '@satchel/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** The flags a key carries, or a muted "none". */
export function PermissionBadges({ apiKey }: { apiKey: ApiKeyDto }) {
  const { t } = useTranslation();
  const flags = [
    apiKey.text_permission && { key: 'text', label: t('apiKeys.permissions.text') },
    apiKey.file_permission && { key: 'file', label: t('apiKeys.permissions.file') },
    apiKey.mount_permission && { key: 'mount', label: t('apiKeys.permissions.mount') },
  ].filter((flag): flag is { key: string; label: string } => Boolean(flag));
  if (flags.length === 0)
    return <span className="text-xs text-zinc-400 dark:text-zinc-500">{t('apiKeys.permissions.none')}</span>;
  return (
    <div className="flex flex-wrap gap-1 xl:flex-nowrap">
      {flags.map((flag) => (
        <Badge key={flag.key} tone="info">
          {flag.label}
        </Badge>
      ))}
    </div>
  );
}
