import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import type { Context } from 'hono';
import { AppError, validationError } from '../lib/app-error.js';
import type { AppEnv } from './app-env.js';

/*
 * Streaming request bodies (api.md §1.5): uploads are read as streams, counted while they flow,
 * and never buffered whole. Forms are parsed with busboy: text fields first (or in the query), then
 * one `file` part.
 */

/** The request body as a Node stream: the socket itself under @hono/node-server, else the Web stream. */
export function requestBodyStream(c: Context<AppEnv>): Readable {
  const incoming = c.env?.incoming as (Readable & { readableDidRead?: boolean }) | undefined;
  if (
    incoming &&
    typeof incoming.pipe === 'function' &&
    !incoming.readableDidRead &&
    incoming.listenerCount('data') === 0
  ) {
    return incoming;
  }
  const body = c.req.raw.body;
  if (!body) return Readable.from([]);
  return Readable.fromWeb(body as WebReadableStream<Uint8Array>);
}

/** Why a metered stream stopped. */
export class UploadLimitError extends Error {
  constructor(
    readonly reason: 'max_upload_size' | 'capacity' | 'idle' | 'length_mismatch',
    readonly limitBytes: number,
  ) {
    super(
      reason === 'idle'
        ? 'upload stalled'
        : reason === 'length_mismatch'
          ? `upload is not ${limitBytes} bytes long`
          : `upload exceeds ${limitBytes} bytes`,
    );
    this.name = 'UploadLimitError';
  }
}

/**
 * Counts bytes as they pass. Errors with UploadLimitError as soon as more than `maxBytes`
 * (`max_upload_size`) or `capacityBytes` (free capacity) have been received, when no byte arrives
 * for `idleTimeoutMs` (no total timeout), or, with `exactBytes`, when the body ends at another
 * length. Erroring before the end means a storage write never commits the object.
 */
export class UploadMeter extends Transform {
  bytes = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly limits: {
      maxBytes: number;
      capacityBytes: number;
      idleTimeoutMs: number;
      exactBytes?: number;
    },
  ) {
    super();
    this.armIdleTimer();
  }

  private armIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(
      () => this.destroy(new UploadLimitError('idle', 0)),
      this.limits.idleTimeoutMs,
    );
    this.idleTimer.unref();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxBytes)
      return callback(new UploadLimitError('max_upload_size', this.limits.maxBytes));
    if (this.bytes > this.limits.capacityBytes) {
      return callback(new UploadLimitError('capacity', this.limits.capacityBytes));
    }
    this.armIdleTimer();
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const { exactBytes } = this.limits;
    if (exactBytes !== undefined && this.bytes !== exactBytes) {
      return callback(new UploadLimitError('length_mismatch', exactBytes));
    }
    callback();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    callback(error);
  }
}

/** 413 for a limit hit while streaming (api.md §1.2: `reason`, `limit_bytes`). */
export function uploadLimitToAppError(error: UploadLimitError): AppError {
  if (error.reason === 'idle') return validationError('file', 'upload timed out: no data received for 60 s');
  if (error.reason === 'length_mismatch') {
    return validationError('file', `the body must be exactly ${error.limitBytes} bytes long`);
  }
  if (error.reason === 'capacity') {
    return new AppError('INSUFFICIENT_STORAGE', 'not enough storage space left for this file', {
      reason: 'capacity',
      limit_bytes: error.limitBytes,
    });
  }
  return tooLargeUploadError(error.limitBytes);
}

/** 413 TOO_LARGE over `max_upload_size`. */
export function tooLargeUploadError(limitBytes: number): AppError {
  return new AppError('TOO_LARGE', `file exceeds the maximum upload size of ${limitBytes} bytes`, {
    reason: 'max_upload_size',
    limit_bytes: limitBytes,
  });
}

/** Form text fields are small: a remark of 500 characters is the longest legitimate one. */
const FORM_FIELD_MAX_BYTES = 16 * 1024;
const FORM_MAX_FIELDS = 32;
/**
 * Everything a form may carry besides the file (fields, part headers, boundaries) stays below this.
 * A declared Content-Length above `max_upload_size` plus this cannot hold an allowed file.
 */
export const FORM_OVERHEAD_ALLOWANCE_BYTES = 1024 * 1024;

/** The file part of an upload form. */
export interface UploadFormFile {
  stream: BusboyFileStream;
  filename: string;
  mimeType: string;
}

export interface UploadForm {
  /** Query parameters overlaid with the form fields sent before the file part. */
  fields: Record<string, string>;
  file: UploadFormFile;
  /**
   * Settles when the whole form has been read. Rejects with 400 when a field or another file follows
   * the file part; the upload must then be undone.
   */
  done: Promise<void>;
  /** Stops reading (after a failure): unhooks the parser from the request. */
  abort(): void;
}

/**
 * Reads a `multipart/form-data` body up to its `file` part. Resolves once the file part starts
 * (its bytes are still in flight); rejects with 400 for a body that is not a form, a form without a
 * file, or oversized fields.
 */
export function readUploadForm(
  source: Readable,
  contentType: string | undefined,
  queryFields: Record<string, string>,
): Promise<UploadForm> {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) {
    return Promise.reject(validationError('file', 'the upload must be multipart/form-data with a file part'));
  }
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      // Socket-sized file chunks would pause and resume the parser every 64 KiB.
      fileHwm: 1024 * 1024,
      limits: {
        fieldSize: FORM_FIELD_MAX_BYTES,
        fields: FORM_MAX_FIELDS,
        files: 1,
        parts: FORM_MAX_FIELDS + 1,
      },
    });
  } catch {
    return Promise.reject(validationError('file', 'malformed multipart/form-data request'));
  }
  const fields: Record<string, string> = { ...queryFields };
  let file: UploadFormFile | null = null;

  return new Promise<UploadForm>((resolve, reject) => {
    let settleDone: { resolve: () => void; reject: (error: unknown) => void } | null = null;
    let doneResult: { error: unknown } | null = null;
    const done = new Promise<void>((resolveDone, rejectDone) => {
      settleDone = { resolve: resolveDone, reject: rejectDone };
    });
    // `done` may be rejected before anyone awaits it.
    done.catch(() => undefined);
    const finish = (error: unknown = null) => {
      if (doneResult) return;
      doneResult = { error };
      if (error) settleDone!.reject(error);
      else settleDone!.resolve();
    };
    const abort = () => {
      source.unpipe(parser);
      parser.removeAllListeners('file');
    };
    const fail = (error: AppError) => {
      if (file) {
        // The file may still be streaming: stop it so the upload is undone, and fail the form.
        if (!file.stream.readableEnded) file.stream.destroy(error);
        finish(error);
      } else {
        reject(error);
      }
      abort();
    };

    parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (file) return fail(validationError(name, `form field "${name}" must come before the file part`));
      if (valueTruncated) return fail(validationError(name, `form field "${name}" is too long`));
      fields[name] = value;
    });
    parser.on(
      'file',
      (name: string, stream: BusboyFileStream, filename: string, _encoding: string, mimeType: string) => {
        if (file) {
          stream.resume();
          return fail(validationError(name, 'only one file may be uploaded per request'));
        }
        if (name !== 'file') {
          stream.resume();
          return fail(validationError(name, 'the file part must be named "file"'));
        }
        // Errors reach the upload through its pipeline; this keeps a late one from going unhandled.
        stream.on('error', () => undefined);
        file = { stream, filename: filename ?? '', mimeType };
        resolve({ fields, file, done, abort });
      },
    );
    parser.on('fieldsLimit', () => fail(validationError(null, 'too many form fields')));
    parser.on('partsLimit', () => fail(validationError(null, 'too many form parts')));
    parser.on('filesLimit', () => fail(validationError('file', 'only one file may be uploaded per request')));
    parser.on('error', () => fail(validationError('file', 'malformed multipart/form-data body')));
    parser.on('finish', () => {
      if (!file) reject(validationError('file', 'file is required'));
      finish();
    });
    // A client that goes away mid-file must not leave the upload waiting for the idle timeout.
    source.on('close', () => {
      if (!source.readableEnded && file && !file.stream.readableEnded && !file.stream.destroyed) {
        file.stream.destroy(new Error('the client closed the connection'));
      }
    });
    source.on('error', (error) => {
      if (file) file.stream.destroy(error);
      finish(error);
      reject(error);
    });
    source.pipe(parser);
  });
}
