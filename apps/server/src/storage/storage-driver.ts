import type { Readable } from 'node:stream';
import type { StorageProviderType } from '@satchel/shared';

/*
 * The one storage interface (design.md §2): every byte the server stores or serves goes through a
 * StorageDriver. `local-driver.ts` keeps objects on disk, `s3-driver.ts` talks to any S3-compatible
 * service. Bodies are streams in both directions: nothing here buffers a whole object.
 */

/** Metadata of one stored object. `etag` always carries its quotes (`"…"`), like S3 sends it. */
export interface ObjectInfo {
  key: string;
  size: number;
  etag: string;
  contentType: string | null;
  lastModified: Date;
}

/** What a write produced. */
export interface PutResult {
  etag: string;
  size: number;
}

/** An inclusive byte range, already checked against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object body being read: `stream` yields `contentLength` bytes (the range, or everything). */
export interface GetResult {
  stream: Readable;
  /** Size of the whole object. */
  size: number;
  contentLength: number;
  range: ByteRange | null;
  etag: string;
  contentType: string | null;
  lastModified: Date;
}

export interface ListOptions {
  prefix?: string;
  /** `/` lists one level: deeper keys are folded into `prefixes`. */
  delimiter?: string;
  /** Opaque; the `nextCursor` of the previous page. */
  cursor?: string;
  /** Keys and prefixes per page (default 1000). */
  limit?: number;
}

export interface ListResult {
  objects: Array<Omit<ObjectInfo, 'contentType'>>;
  /** Common prefixes (one level down, ending in the delimiter) when a delimiter was given. */
  prefixes: string[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/**
 * Every presigned URL is absolute. The local driver serves its own URLs (api.md §3.5), so it needs
 * the base URL the client reaches this server at; S3 drivers ignore it.
 */
export interface PresignBase {
  expiresInSeconds: number;
  baseUrl: string;
}

export interface PresignGetOptions extends PresignBase {
  disposition: 'inline' | 'attachment';
  filename: string;
  contentType: string;
}

export interface PresignPutOptions extends PresignBase {
  contentType: string;
  /** Bound where the provider honours it. */
  contentLength?: number;
}

export interface PutOptions {
  contentType: string;
  /** Known length (single request); omitted when unknown (streamed in parts where needed). */
  contentLength?: number;
  /**
   * The ETag must be the MD5 of the bytes, as S3 gives for a single-part object (the local presigned
   * PUT promises it, api.md §3.5). S3 always does; `local` otherwise uses a cheaper content hash.
   */
  md5Etag?: boolean;
  /**
   * Runs once every byte has arrived, before the object replaces what the key holds; a rejection
   * discards the bytes and is passed on. Only the local driver (its signed PUT) takes it.
   */
  beforeCommit?: () => Promise<void>;
}

export interface CompletedPart {
  partNumber: number;
  etag: string;
}

export interface StorageDriver {
  readonly providerType: StorageProviderType;
  /** Writes `body` to `key`, replacing any object there. A failed write leaves no partial object. */
  putStream(key: string, body: Readable, options: PutOptions): Promise<PutResult>;
  /** Reads the object (or one range of it); null when it does not exist. */
  getStream(key: string, options?: { range?: ByteRange }): Promise<GetResult | null>;
  /** Null when the object does not exist. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Deletes the object; a missing object counts as success. */
  delete(key: string): Promise<void>;
  /** Server-side copy within this storage. Throws StorageError `not_found` when the source is missing. */
  copy(sourceKey: string, targetKey: string): Promise<PutResult>;
  list(options?: ListOptions): Promise<ListResult>;
  /** A GET URL with disposition, filename and type bound; HTML, SVG and XML always download. */
  presignGet(key: string, options: PresignGetOptions): Promise<string>;
  /** A PUT URL with the content type (and length where honoured) bound. */
  presignPut(key: string, options: PresignPutOptions): Promise<string>;
  createMultipartUpload(key: string, options: { contentType: string }): Promise<string>;
  uploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    contentLength?: number,
  ): Promise<{ etag: string }>;
  presignPart(key: string, uploadId: string, partNumber: number, options: PresignBase): Promise<string>;
  completeMultipartUpload(key: string, uploadId: string, parts: CompletedPart[]): Promise<PutResult>;
  /** Aborts an open multipart upload; an unknown upload counts as success. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
  /** Informational URL of an object (`s3_url`); null for `local`. Never grants access. */
  describeObjectUrl(key: string): string | null;
}

export type StorageErrorKind = 'not_found' | 'invalid_key' | 'conflict' | 'failed';

/**
 * A storage failure. Its message is for logs only: routes answer `invalid_key` with 400 and anything
 * else with the generic 500 STORAGE_ERROR, never with storage text (api.md §1.2).
 */
export class StorageError extends Error {
  constructor(
    readonly kind: StorageErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageError';
  }
}

/** Strips the quotes (and a weak prefix) of an ETag and lower-cases it, for comparisons (api.md §4.5). */
export function normalizeEtag(etag: string): string {
  return etag
    .trim()
    .replace(/^W\//i, '')
    .replace(/^"+|"+$/g, '')
    .toLowerCase();
}

/** `"…"` form of an ETag. */
export function quoteEtag(etag: string): string {
  return `"${etag.replace(/^"+|"+$/g, '')}"`;
}
