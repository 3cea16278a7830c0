import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { MODULE_ICONS, type AdminModule } from '../modules';
import { ModuleGate } from './module-gate';

type PlaceholderModule = Exclude<AdminModule, 'key-management' | 'settings'>;

/** A module that a later issue fills: its heading and one sentence. */
export function ModulePlaceholder({ module }: { module: PlaceholderModule }) {
  const { t } = useTranslation();
  return (
    <ModuleGate module={module}>
      <PagePlaceholder
        icon={MODULE_ICONS[module]}
        title={t(`admin.modules.${module}`)}
        description={t(`admin.moduleDescriptions.${module}`)}
      />
    </ModuleGate>
  );
}
