import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useThemeMode } from '../../lib/use-theme-mode';

const icons = { auto: Monitor, light: Sun, dark: Moon } as const;

/** Cycles auto → light → dark (spec §4). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, cycleMode } = useThemeMode();
  const Icon = icons[mode];
  const label = t('theme.toggle', { mode: t(`theme.modes.${mode}`) });
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      onClick={cycleMode}
      aria-label={label}
      title={label}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
