import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ModuleGate } from '../../admin/components/module-gate';
import { AccountCard } from './account-card';
import { UploadSettingsCard } from './upload-settings-card';

/** `/admin/settings` (admin only). */
export function SettingsRoute() {
  return (
    <ModuleGate module="settings">
      <SettingsPage />
    </ModuleGate>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.modules.settings')} description={t('settings.description')} />
      <UploadSettingsCard />
      <AccountCard />
    </div>
  );
}
