import { Code2, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';

export type PasteDisplayMode = 'rendered' | 'source';

/** Switches a share between its rendered Markdown and its source. */
export function PasteModeTabs({
  value,
  onValueChange,
  className,
  listClassName,
}: {
  value: PasteDisplayMode;
  onValueChange: (mode: PasteDisplayMode) => void;
  className?: string;
  listClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onValueChange={(next) => onValueChange(next as PasteDisplayMode)}
      className={className}
    >
      <TabsList aria-label={t('paste.view.modeLabel')} className={listClassName}>
        <TabsTrigger value="rendered">
          <Eye aria-hidden="true" />
          {t('paste.view.rendered')}
        </TabsTrigger>
        <TabsTrigger value="source">
          <Code2 aria-hidden="true" />
          {t('paste.view.source')}
        </TabsTrigger>
      </TabsList>
    </Tabs>
  );
}
