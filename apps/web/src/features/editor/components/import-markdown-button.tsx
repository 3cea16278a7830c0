import { MARKDOWN_IMPORT_EXTENSIONS } from '@satchel/shared';
import { FileUp } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import {
  checkMarkdownImport,
  MARKDOWN_IMPORT_ACCEPT,
  needsImportConfirmation,
  readMarkdownFile,
  type MarkdownImportError,
} from '../lib/markdown-import';

// The dialog library is not part of the editor's first load: it is fetched when a file is picked.
const ImportConfirmDialog = lazy(() => import('./import-confirm-dialog'));

interface ImportMarkdownButtonProps {
  currentContent: string;
  onImport: (text: string) => void;
}

/**
 * Imports a Markdown file (spec §5): accepted extensions or text/markdown, at most 10 MB, and a
 * confirmation before replacing text already in the editor. Problems are reported as toasts.
 */
export function ImportMarkdownButton({ currentContent, onImport }: ImportMarkdownButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pendingFile, setPendingFile] = useState<File | null>(null);

  const reportError = (error: MarkdownImportError, fileName: string) => {
    toast.error(
      t(`editor.import.errors.${error}`, {
        name: fileName,
        extensions: MARKDOWN_IMPORT_EXTENSIONS.map((extension) => `.${extension}`).join(', '),
      }),
    );
  };

  const importFile = async (file: File) => {
    try {
      const text = await readMarkdownFile(file);
      onImport(text);
      toast.success(t('editor.import.done', { name: file.name }));
    } catch {
      reportError('unreadable', file.name);
    }
  };

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire change again.
    event.target.value = '';
    if (!file) return;
    const error = checkMarkdownImport(file);
    if (error) {
      reportError(error, file.name);
      return;
    }
    if (needsImportConfirmation(currentContent)) setPendingFile(file);
    else void importFile(file);
  };

  const handleConfirm = () => {
    const file = pendingFile;
    setPendingFile(null);
    if (file) void importFile(file);
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={MARKDOWN_IMPORT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('editor.import.fileInput')}
        onChange={handleFileChange}
      />
      <Button
        variant="ghost"
        size="sm"
        onClick={() => inputRef.current?.click()}
        title={t('editor.import.hint')}
      >
        <FileUp aria-hidden="true" />
        <span className="max-sm:sr-only">{t('editor.import.button')}</span>
      </Button>
      {pendingFile && (
        <Suspense fallback={null}>
          <ImportConfirmDialog
            fileName={pendingFile.name}
            onConfirm={handleConfirm}
            onCancel={() => setPendingFile(null)}
          />
        </Suspense>
      )}
    </>
  );
}
