import { Code2, Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { MarkdownView } from '../../markdown/components/markdown-view';
import { useManagedPaste } from '../api/get-managed-paste';
import type { PasteManagementArea } from '../api/management-area';

/** Shows a share's Markdown as visitors see it, read through management (no view counted). */
export function PastePreviewDialog({
  area,
  paste,
  onClose,
}: {
  area: PasteManagementArea;
  /** null closes the dialog. */
  paste: { id: string; slug: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = useManagedPaste(area, paste?.id ?? null);
  const [mode, setMode] = useState<PasteDisplayMode>('rendered');
  return (
    <Dialog open={paste !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle className="break-all">
            {t('textManagement.preview.title', { slug: paste?.slug ?? '' })}
          </DialogTitle>
          <DialogDescription>{t('textManagement.preview.description')}</DialogDescription>
          <PasteModeTabs value={mode} onValueChange={setMode} className="mt-2" listClassName="w-fit" />
        </DialogHeader>
        <DialogBody className="min-h-40">
          {details.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : details.isError ? (
            <Alert tone="error">
              {t('textManagement.errors.detail', {
                message: errorMessage(details.error, t('errors.requestFailed')),
              })}
            </Alert>
          ) : mode === 'source' ? (
            <pre className="markdown-source">{details.data.content}</pre>
          ) : (
            <MarkdownView source={details.data.content} />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

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
