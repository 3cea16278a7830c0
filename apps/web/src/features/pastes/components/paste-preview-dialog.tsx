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
import { errorMessage } from '../../../lib/api-client';
import { MarkdownView } from '../../markdown/components/markdown-view';
import { useManagedPaste } from '../api/get-managed-paste';
import type { PasteManagementArea } from '../api/management-area';
import { PasteModeTabs, type PasteDisplayMode } from './paste-mode-tabs';

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
