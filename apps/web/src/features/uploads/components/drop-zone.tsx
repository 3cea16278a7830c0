import { UploadCloud } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

function hasFiles(event: DragEvent<HTMLElement>): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/**
 * Where files come in: drag and drop, the file picker, or Ctrl+V / ⌘V of copied files anywhere on
 * the page (text pastes into fields are left alone).
 */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const dragDepth = useRef(0);

  useEffect(() => {
    const handlePaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files);
    };
    // A file dropped beside the zone must not make the browser leave the page to open it.
    const preventNavigation = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    document.addEventListener('paste', handlePaste);
    window.addEventListener('dragover', preventNavigation);
    window.addEventListener('drop', preventNavigation);
    return () => {
      document.removeEventListener('paste', handlePaste);
      window.removeEventListener('dragover', preventNavigation);
      window.removeEventListener('drop', preventNavigation);
    };
  }, [onFiles]);

  const handleDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setIsDragging(true);
  };
  const handleDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setIsDragging(false);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setIsDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      role="region"
      aria-label={t('upload.dropZone.label')}
      aria-describedby={descriptionId}
      data-dragging={isDragging}
      onDragEnter={handleDragEnter}
      onDragOver={(event) => {
        if (hasFiles(event)) {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }
      }}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      className={cn(
        'flex flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors sm:py-14',
        isDragging
          ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10'
          : 'border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-900',
      )}
    >
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <UploadCloud className="size-7" aria-hidden="true" />
      </span>
      <p className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
        {isDragging ? t('upload.dropZone.release') : t('upload.dropZone.title')}
      </p>
      <p id={descriptionId} className="mt-1 max-w-md text-sm text-zinc-500 dark:text-zinc-400">
        {t('upload.dropZone.description')}
      </p>
      <Button
        className="mt-5"
        variant="outline"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {t('upload.dropZone.choose')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t('upload.dropZone.inputLabel')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) onFiles(files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
