import { Check, PencilLine, Server } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { getApiBaseUrl } from '../../../config/api-base-url';
import { getEnvironmentPresets, type EnvironmentPreset } from '../../../config/env-presets';
import { cn } from '../../../lib/cn';
import { setSavedApiBaseUrl } from '../../../lib/local-store';

function isSameUrl(a: string, b: string): boolean {
  return a.trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');
}

interface EnvSwitcherPanelProps {
  presets?: EnvironmentPreset[];
  currentUrl?: string;
  /** Reloads the page after a switch; injectable for tests. */
  reload?: () => void;
}

/** Developer panel that points the app at another backend (spec §2, §4). */
export function EnvSwitcherPanel({
  presets = getEnvironmentPresets(),
  currentUrl = getApiBaseUrl(),
  reload = () => window.location.reload(),
}: EnvSwitcherPanelProps) {
  const { t } = useTranslation();
  const matchesPreset = presets.some((preset) => isSameUrl(preset.url, currentUrl));
  const [isCustomOpen, setIsCustomOpen] = useState(!matchesPreset);
  const [customUrl, setCustomUrl] = useState(matchesPreset ? '' : currentUrl);

  const switchTo = (url: string) => {
    const trimmed = url.trim();
    if (!trimmed) return;
    setSavedApiBaseUrl(trimmed);
    reload();
  };

  const handleToggleCustom = () => {
    if (isCustomOpen) setCustomUrl('');
    setIsCustomOpen(!isCustomOpen);
  };

  const handleApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    switchTo(customUrl);
  };

  return (
    <Card
      aria-labelledby="env-switcher-heading"
      className="border-dashed border-indigo-300 p-4 sm:p-5 dark:border-indigo-500/40"
    >
      <div className="flex items-center gap-2">
        <Server className="size-4 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        <h2 id="env-switcher-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">
          {t('envSwitcher.title')}
        </h2>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {presets.map((preset) => {
          const isCurrent = isSameUrl(preset.url, currentUrl);
          return (
            <Button
              key={preset.id}
              size="sm"
              variant={isCurrent ? 'primary' : 'outline'}
              aria-pressed={isCurrent}
              title={preset.url}
              onClick={() => switchTo(preset.url)}
            >
              {isCurrent && <Check aria-hidden="true" />}
              {t(preset.labelKey as 'envSwitcher.presets.local')}
            </Button>
          );
        })}
        <Button
          size="sm"
          variant={isCustomOpen ? 'secondary' : 'ghost'}
          aria-expanded={isCustomOpen}
          aria-controls="env-switcher-custom"
          onClick={handleToggleCustom}
        >
          <PencilLine aria-hidden="true" />
          {t('envSwitcher.custom')}
        </Button>
      </div>
      {isCustomOpen && (
        <form
          id="env-switcher-custom"
          className="mt-3 flex flex-col gap-2 sm:flex-row"
          onSubmit={handleApply}
        >
          <Input
            value={customUrl}
            onChange={(event) => setCustomUrl(event.target.value)}
            placeholder={t('envSwitcher.customPlaceholder')}
            aria-label={t('envSwitcher.customLabel')}
            inputMode="url"
            spellCheck={false}
            className="sm:max-w-md"
          />
          <Button type="submit" variant="primary">
            {t('envSwitcher.apply')}
          </Button>
        </form>
      )}
      <p className={cn('mt-3 text-xs break-all text-zinc-500 dark:text-zinc-400')}>
        {t('envSwitcher.current')}{' '}
        <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
          {currentUrl}
        </code>
      </p>
    </Card>
  );
}
