import {
  File,
  FileArchive,
  FileAudio,
  FileCode,
  FileImage,
  FileText,
  FileVideo,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../../lib/cn';
import { fileExtension, selectPreviewKind } from '../preview-kind';

const ARCHIVE_EXTENSIONS = new Set(['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz', 'zst']);

function iconFor(filename: string, mimetype: string): LucideIcon {
  const preview = selectPreviewKind(filename, mimetype);
  if (preview.kind === 'image') return FileImage;
  if (preview.kind === 'video') return FileVideo;
  if (preview.kind === 'audio') return FileAudio;
  if (preview.kind === 'pdf' || preview.kind === 'markdown') return FileText;
  if (preview.kind === 'text') return preview.language ? FileCode : FileText;
  if (ARCHIVE_EXTENSIONS.has(fileExtension(filename))) return FileArchive;
  return File;
}

/** A tile with an icon for the file's kind. */
export function FileTypeIcon({
  filename,
  mimetype,
  size = 'md',
}: {
  filename: string;
  mimetype: string;
  size?: 'sm' | 'md';
}) {
  const Icon = iconFor(filename, mimetype);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-600/10 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/20',
        size === 'md' ? 'size-12' : 'size-9 rounded-lg',
      )}
    >
      <Icon className={size === 'md' ? 'size-6' : 'size-4.5'} aria-hidden="true" />
    </span>
  );
}
