import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable, Transform } from 'node:stream';
import type { StorageProviderType } from '@satchel/shared';
import { isActiveDocumentType, resolveContentPolicy } from '../lib/content-types.js';
import { buildContentDisposition } from '../http/user-content.js';
import {
  quoteEtag,
  StorageError,
  type ListOptions,
  type ObjectInfo,
  type StorageDriver,
} from './storage-driver.js';

/*
 * Any S3-compatible service through the AWS SDK v3. Checksums are only sent or validated where the
 * API requires them: many S3-compatible services (R2, B2, MinIO versions) reject or lack the newer
 * default CRC headers, and presigned URLs must not carry them.
 */

/** S3 refuses single PUTs and copies above 5 GiB. */
const SINGLE_REQUEST_MAX_BYTES = 5 * 1024 ** 3;
/** Part size of streamed uploads of unknown length. */
const STREAM_PART_BYTES = 8 * 1024 * 1024;
const STREAM_QUEUE_SIZE = 4;
/** Part size of server-side copies above 5 GiB. */
const COPY_PART_BYTES = 512 * 1024 * 1024;
const CONNECT_TIMEOUT_MS = 10_000;
/** Idle socket timeout of storage requests: no total timeout, so large transfers can take their time. */
const SOCKET_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_LIST_LIMIT = 1000;

export interface S3DriverOptions {
  providerType: Exclude<StorageProviderType, 'local'>;
  endpointUrl: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotFound' || name === 'NoSuchKey' || statusOf(error) === 404;
}

function isNoSuchUpload(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchUpload' || statusOf(error) === 404;
}

/** Storage text stays in logs (cause); callers answer with a generic error. */
function wrap(error: unknown, action: string): StorageError {
  if (error instanceof StorageError) return error;
  return new StorageError(isNotFound(error) ? 'not_found' : 'failed', `S3 ${action} failed`, {
    cause: error,
  });
}

/** `a b/c` → `a%20b/c` for the informational object URL. */
function encodeKeyForUrl(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function createS3Driver(options: S3DriverOptions): StorageDriver & { destroy(): void } {
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.endpointUrl,
    region: options.region,
    forcePathStyle: options.pathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: SOCKET_IDLE_TIMEOUT_MS },
  });

  const endpoint = new URL(options.endpointUrl);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const objectUrlBase = options.pathStyle
    ? `${endpoint.origin}${basePath}/${encodeURIComponent(bucket)}`
    : `${endpoint.protocol}//${bucket}.${endpoint.host}${basePath}`;

  const putWithUpload = async (key: string, body: Readable, contentType: string) => {
    let size = 0;
    const counted = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      }),
    );
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: counted, ContentType: contentType },
      partSize: STREAM_PART_BYTES,
      queueSize: STREAM_QUEUE_SIZE,
      leavePartsOnError: false,
    });
    // A failing source must stop the upload (and abort its parts) instead of leaving it waiting.
    let sourceError: unknown = null;
    const onError = (error: unknown) => {
      sourceError = error;
      counted.destroy(error instanceof Error ? error : new Error('upload source failed'));
      void upload.abort().catch(() => undefined);
    };
    body.once('error', onError);
    try {
      const result = await upload.done();
      if (sourceError) throw sourceError;
      return { etag: quoteEtag(result.ETag ?? ''), size };
    } catch (error) {
      throw sourceError ?? error;
    } finally {
      body.off('error', onError);
    }
  };

  const driver: StorageDriver & { destroy(): void } = {
    providerType: options.providerType,

    async putStream(key, body, { contentType, contentLength }) {
      try {
        if (contentLength === undefined || contentLength > SINGLE_REQUEST_MAX_BYTES) {
          return await putWithUpload(key, body, contentType);
        }
        const result = await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: contentLength,
          }),
        );
        return { etag: quoteEtag(result.ETag ?? ''), size: contentLength };
      } catch (error) {
        body.destroy();
        throw wrap(error, 'put');
      }
    },

    async getStream(key, { range } = {}) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = result.Body as Readable | undefined;
        const contentLength = Number(result.ContentLength ?? 0);
        const totalFromRange = /\/(\d+)$/.exec(result.ContentRange ?? '')?.[1];
        const size = totalFromRange === undefined ? contentLength : Number(totalFromRange);
        return {
          stream: body ?? Readable.from([]),
          size,
          contentLength,
          range: range ? { start: range.start, end: range.start + contentLength - 1 } : null,
          etag: quoteEtag(result.ETag ?? ''),
          contentType: result.ContentType ?? null,
          lastModified: result.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw wrap(error, 'get');
      }
    },

    async head(key) {
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          key,
          size: Number(result.ContentLength ?? 0),
          etag: quoteEtag(result.ETag ?? ''),
          contentType: result.ContentType ?? null,
          lastModified: result.LastModified ?? new Date(0),
        } satisfies ObjectInfo;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw wrap(error, 'head');
      }
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(error)) throw wrap(error, 'delete');
      }
    },

    async copy(sourceKey, targetKey) {
      const source = await driver.head(sourceKey);
      if (!source) throw new StorageError('not_found', 'copy source does not exist');
      const copySource = `${bucket}/${encodeKeyForUrl(sourceKey)}`;
      try {
        if (source.size <= SINGLE_REQUEST_MAX_BYTES) {
          const result = await client.send(
            new CopyObjectCommand({ Bucket: bucket, Key: targetKey, CopySource: copySource }),
          );
          return { etag: quoteEtag(result.CopyObjectResult?.ETag ?? ''), size: source.size };
        }
        const created = await client.send(
          new CreateMultipartUploadCommand({
            Bucket: bucket,
            Key: targetKey,
            ContentType: source.contentType ?? undefined,
          }),
        );
        const uploadId = created.UploadId!;
        try {
          const parts: Array<{ PartNumber: number; ETag: string }> = [];
          for (let start = 0, part = 1; start < source.size; start += COPY_PART_BYTES, part += 1) {
            const end = Math.min(start + COPY_PART_BYTES, source.size) - 1;
            const copied = await client.send(
              new UploadPartCopyCommand({
                Bucket: bucket,
                Key: targetKey,
                UploadId: uploadId,
                PartNumber: part,
                CopySource: copySource,
                CopySourceRange: `bytes=${start}-${end}`,
              }),
            );
            parts.push({ PartNumber: part, ETag: copied.CopyPartResult?.ETag ?? '' });
          }
          const completed = await client.send(
            new CompleteMultipartUploadCommand({
              Bucket: bucket,
              Key: targetKey,
              UploadId: uploadId,
              MultipartUpload: { Parts: parts },
            }),
          );
          return { etag: quoteEtag(completed.ETag ?? ''), size: source.size };
        } catch (error) {
          await driver.abortMultipartUpload(targetKey, uploadId).catch(() => undefined);
          throw error;
        }
      } catch (error) {
        throw wrap(error, 'copy');
      }
    },

    async list({ prefix, delimiter, cursor, limit = DEFAULT_LIST_LIMIT }: ListOptions = {}) {
      try {
        const result = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix || undefined,
            Delimiter: delimiter,
            ContinuationToken: cursor,
            MaxKeys: limit,
          }),
        );
        return {
          objects: (result.Contents ?? []).map((item) => ({
            key: item.Key ?? '',
            size: Number(item.Size ?? 0),
            etag: quoteEtag(item.ETag ?? ''),
            lastModified: item.LastModified ?? new Date(0),
          })),
          prefixes: (result.CommonPrefixes ?? []).map((item) => item.Prefix ?? '').filter(Boolean),
          nextCursor: result.IsTruncated ? (result.NextContinuationToken ?? null) : null,
        };
      } catch (error) {
        throw wrap(error, 'list');
      }
    },

    async presignGet(key, { expiresInSeconds, disposition, filename, contentType }) {
      // Storage URLs are served on the bucket's origin: HTML, SVG and XML never render there.
      const requested = isActiveDocumentType(contentType) ? 'attachment' : disposition;
      const policy = resolveContentPolicy(contentType, requested);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: buildContentDisposition(policy.disposition, filename),
          ResponseContentType: policy.contentType,
        }),
        { expiresIn: expiresInSeconds },
      );
    },

    async presignPut(key, { expiresInSeconds, contentType, contentLength }) {
      return getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          ContentType: contentType,
          ContentLength: contentLength,
        }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
      );
    },

    async createMultipartUpload(key, { contentType }) {
      try {
        const result = await client.send(
          new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
        );
        if (!result.UploadId) throw new StorageError('failed', 'storage returned no upload id');
        return result.UploadId;
      } catch (error) {
        throw wrap(error, 'create multipart upload');
      }
    },

    async uploadPart(key, uploadId, partNumber, body, contentLength) {
      try {
        const result = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber: partNumber,
            Body: body,
            ContentLength: contentLength,
          }),
        );
        return { etag: quoteEtag(result.ETag ?? '') };
      } catch (error) {
        body.destroy();
        throw wrap(error, 'upload part');
      }
    },

    async presignPart(key, uploadId, partNumber, { expiresInSeconds }) {
      return getSignedUrl(
        client,
        new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }),
        { expiresIn: expiresInSeconds },
      );
    },

    async completeMultipartUpload(key, uploadId, parts) {
      try {
        const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
        const result = await client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: {
              Parts: ordered.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
            },
          }),
        );
        const info = await driver.head(key);
        return { etag: quoteEtag(result.ETag ?? info?.etag ?? ''), size: info?.size ?? 0 };
      } catch (error) {
        throw wrap(error, 'complete multipart upload');
      }
    },

    async abortMultipartUpload(key, uploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
      } catch (error) {
        if (!isNoSuchUpload(error)) throw wrap(error, 'abort multipart upload');
      }
    },

    describeObjectUrl: (key) => `${objectUrlBase}/${encodeKeyForUrl(key)}`,

    destroy: () => client.destroy(),
  };
  return driver;
}
