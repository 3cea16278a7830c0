import type { FileShareDto } from '@satchel/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../lib/api-client';
import {
  toUploadError,
  uploadFile,
  type UploadPhase,
  type UploadShareOptions,
  type UploadTransport,
} from './upload-flow';

export type UploadItemStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadItemStatus;
  phase: UploadPhase | null;
  method: 'direct' | 'form' | null;
  loaded: number;
  total: number;
  /** Recent throughput, null until measured. */
  bytesPerSecond: number | null;
  error: string | null;
  share: FileShareDto | null;
}

/** Files uploaded at the same time. */
export const UPLOAD_CONCURRENCY = 3;
/** Throughput is measured over windows of at least this long. */
const SPEED_WINDOW_MS = 500;

let nextItemId = 1;

/** Progress percentage 0–100 of an item (done counts as 100). */
export function progressPercent(item: Pick<UploadItem, 'status' | 'loaded' | 'total'>): number {
  if (item.status === 'done') return 100;
  if (item.total <= 0) return 0;
  return Math.min(100, Math.floor((item.loaded / item.total) * 100));
}

/**
 * The upload page's queue: files wait until the batch starts, then run a few at a time, each with
 * its own progress, speed and cancel. Finished shares are reported once the batch ends.
 */
export function useUploadQueue({
  transport,
  onBatchDone,
}: {
  transport: UploadTransport;
  onBatchDone?: (shares: FileShareDto[]) => void;
}) {
  const { t: translate } = useTranslation();
  // The flow takes plain string keys (it builds them itself).
  const t = useCallback(
    (key: string, options?: Record<string, unknown>) =>
      translate(key as never, options as never) as unknown as string,
    [translate],
  );
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isRunning, setIsRunning] = useState(false);
  const itemsRef = useRef(new Map<string, UploadItem>());
  const controllers = useRef(new Map<string, AbortController>());
  const speedSamples = useRef(new Map<string, { time: number; loaded: number }>());

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    const current = itemsRef.current.get(id);
    if (!current) return;
    const next = { ...current, ...change };
    itemsRef.current.set(id, next);
    setItems((list) => list.map((item) => (item.id === id ? next : item)));
  }, []);

  // Leaving the page cancels whatever still runs (each cancelled upload cleans up after itself).
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const addFiles = useCallback((files: Iterable<File>) => {
    const added: UploadItem[] = [...files].map((file) => ({
      id: `upload-${nextItemId++}`,
      file,
      status: 'queued',
      phase: null,
      method: null,
      loaded: 0,
      total: file.size,
      bytesPerSecond: null,
      error: null,
      share: null,
    }));
    for (const item of added) itemsRef.current.set(item.id, item);
    setItems((list) => [...list, ...added]);
    return added.length;
  }, []);

  const remove = useCallback((id: string) => {
    const item = itemsRef.current.get(id);
    if (!item || item.status === 'uploading') return;
    itemsRef.current.delete(id);
    setItems((list) => list.filter((entry) => entry.id !== id));
  }, []);

  /** Stops an upload that runs (its record is deleted by the flow) or drops a waiting file. */
  const cancel = useCallback(
    (id: string) => {
      const item = itemsRef.current.get(id);
      if (!item) return;
      if (item.status === 'uploading') controllers.current.get(id)?.abort();
      else if (item.status === 'queued')
        patch(id, { status: 'cancelled', error: t('upload.errors.cancelled') });
    },
    [patch, t],
  );

  const clearFinished = useCallback(() => {
    for (const [id, item] of itemsRef.current) {
      if (item.status !== 'queued' && item.status !== 'uploading') itemsRef.current.delete(id);
    }
    setItems((list) => list.filter((item) => item.status === 'queued' || item.status === 'uploading'));
  }, []);

  const handleProgress = useCallback(
    (id: string, progress: UploadProgress) => {
      const now = performance.now();
      const sample = speedSamples.current.get(id);
      let bytesPerSecond: number | undefined;
      if (!sample) {
        speedSamples.current.set(id, { time: now, loaded: progress.loaded });
      } else if (now - sample.time >= SPEED_WINDOW_MS) {
        bytesPerSecond = ((progress.loaded - sample.loaded) / (now - sample.time)) * 1000;
        speedSamples.current.set(id, { time: now, loaded: progress.loaded });
      }
      patch(id, {
        loaded: progress.loaded,
        total: progress.total || itemsRef.current.get(id)?.total || 0,
        ...(bytesPerSecond === undefined ? {} : { bytesPerSecond: Math.max(0, bytesPerSecond) }),
      });
    },
    [patch],
  );

  const runOne = useCallback(
    async (id: string, options: UploadShareOptions): Promise<FileShareDto | null> => {
      const item = itemsRef.current.get(id);
      if (!item || item.status !== 'queued') return null;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      speedSamples.current.delete(id);
      patch(id, { status: 'uploading', phase: 'preparing', loaded: 0, bytesPerSecond: null, error: null });
      try {
        const share = await uploadFile(item.file, options, transport, controller.signal, t, {
          onPhase: (phase, method) => patch(id, { phase, method }),
          onProgress: (progress) => handleProgress(id, progress),
        });
        patch(id, { status: 'done', phase: null, loaded: item.file.size, share });
        return share;
      } catch (error) {
        const failure = toUploadError(error, t, 'upload');
        patch(id, {
          status: failure.kind === 'cancelled' ? 'cancelled' : 'failed',
          phase: null,
          error: failure.message,
        });
        return null;
      } finally {
        controllers.current.delete(id);
      }
    },
    [handleProgress, patch, t, transport],
  );

  /** Uploads every waiting file with the same options; resolves with the shares created. */
  const start = useCallback(
    async (options: UploadShareOptions): Promise<FileShareDto[]> => {
      const pending = [...itemsRef.current.values()]
        .filter((item) => item.status === 'queued')
        .map((item) => item.id);
      if (pending.length === 0) return [];
      setIsRunning(true);
      const shares: FileShareDto[] = [];
      const worker = async () => {
        for (let id = pending.shift(); id !== undefined; id = pending.shift()) {
          const share = await runOne(id, options);
          if (share) shares.push(share);
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, pending.length) }, worker));
      } finally {
        setIsRunning(false);
      }
      onBatchDone?.(shares);
      return shares;
    },
    [onBatchDone, runOne],
  );

  /** Puts a failed or cancelled file back in the queue. */
  const retry = useCallback(
    (id: string) => {
      const item = itemsRef.current.get(id);
      if (item && (item.status === 'failed' || item.status === 'cancelled')) {
        patch(id, { status: 'queued', error: null, loaded: 0, bytesPerSecond: null });
      }
    },
    [patch],
  );

  return { items, isRunning, addFiles, remove, cancel, retry, clearFinished, start };
}
