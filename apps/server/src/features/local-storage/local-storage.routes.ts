import { MIB, UPLOAD_IDLE_TIMEOUT_MS } from '@satchel/shared';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { buildByteResponse } from '../../http/byte-response.js';
import {
  requestBodyStream,
  tooLargeUploadError,
  UploadLimitError,
  UploadMeter,
  uploadLimitToAppError,
} from '../../http/upload-stream.js';
import { AppError, notFoundError, validationError } from '../../lib/app-error.js';
import { parseMediaType } from '../../lib/content-types.js';
import type { Logger } from '../../lib/logger.js';
import type { LocalUrlSigner } from '../../storage/local-url-signer.js';
import { StorageError } from '../../storage/storage-driver.js';
import type { S3ConfigsService } from '../s3-configs/s3-configs.service.js';

/*
 * The `local` provider's presigned URLs (api.md §3.5), served by the server itself:
 *   GET|HEAD|PUT /api/local-storage/{config_id}/{key}?op=get|put|part&exp=&sig=
 * No credential: the signature is the permission. A bad or expired one gets 403.
 */

const PREFIX = '/local-storage/';

function signatureInvalid(): AppError {
  return new AppError('ACCESS_TOKEN_INVALID', 'signature invalid or expired');
}

/** The object key from the raw request path, each segment decoded exactly once. */
function readObjectKey(c: Context<AppEnv>, configId: string): string {
  const pathname = new URL(c.req.url).pathname;
  const start = pathname.indexOf(PREFIX);
  const rest = pathname.slice(start + PREFIX.length);
  const slash = rest.indexOf('/');
  if (start === -1 || slash === -1 || decodeURIComponent(rest.slice(0, slash)) !== configId)
    throw signatureInvalid();
  try {
    return rest
      .slice(slash + 1)
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    throw signatureInvalid();
  }
}

export function createLocalStorageRoutes(deps: {
  storage: S3ConfigsService;
  signer: LocalUrlSigner;
  /**
   * A PUT needs a live pending upload for its object besides the signature, so a URL still within
   * its hour cannot write after the upload was deleted (untracked bytes) or committed (overwrite).
   */
  isPendingUploadTarget: (target: { configId: string; key: string; uploadId?: string }) => Promise<boolean>;
  getMaxUploadSizeMb: () => Promise<number>;
  logger: Logger;
  uploadIdleTimeoutMs?: number;
}) {
  const idleTimeoutMs = deps.uploadIdleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS;

  const failure = (error: unknown): AppError => {
    if (error instanceof AppError) return error;
    if (error instanceof UploadLimitError) return uploadLimitToAppError(error);
    if (error instanceof StorageError && error.kind === 'not_found') return notFoundError('upload');
    if (error instanceof StorageError && (error.kind === 'invalid_key' || error.kind === 'conflict')) {
      return validationError('key', 'this key cannot be stored');
    }
    deps.logger.error({ err: error }, 'local storage request failed');
    return new AppError('STORAGE_ERROR', 500, 'storage error');
  };

  const handle = async (c: Context<AppEnv>) => {
    const configId = c.req.param('configId')!;
    const key = readObjectKey(c, configId);
    const verified = deps.signer.verify({ method: c.req.method, configId, key, query: c.req.query() });
    if (!verified) throw signatureInvalid();
    const uploadId = verified.op === 'part' ? (verified.params.upload_id ?? '') : undefined;
    const assertPendingTarget = async () => {
      if (!(await deps.isPendingUploadTarget({ configId, key, uploadId }))) throw signatureInvalid();
    };
    if (verified.op !== 'get') await assertPendingTarget();
    const resolved = await deps.storage.findStorage(configId);
    if (!resolved || resolved.config.providerType !== 'local') throw notFoundError('storage');
    const { driver } = resolved;
    const { op, params } = verified;

    if (op === 'get') {
      try {
        const object = await driver.head(key);
        if (!object) throw notFoundError('object');
        return await buildByteResponse({
          method: c.req.method,
          rangeHeader: c.req.header('range'),
          object,
          open: (range) => driver.getStream(key, { range }),
          contentType: params.type ?? object.contentType,
          disposition: params.disp === 'inline' ? 'inline' : 'attachment',
          filename: params.name ?? key.split('/').pop() ?? 'file',
        });
      } catch (error) {
        throw failure(error);
      }
    }

    // PUT: a whole object (op=put) or one part of a multipart upload (op=part).
    if (op === 'put' && params.type !== undefined) {
      const sent = parseMediaType(c.req.header('content-type'));
      if (sent !== null && sent !== parseMediaType(params.type)) throw signatureInvalid();
    }
    const boundLength = op === 'put' && params.len !== undefined ? Number(params.len) : undefined;
    const header = c.req.header('content-length');
    const declared = header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
    if (boundLength !== undefined && declared !== undefined && declared !== boundLength) {
      throw validationError('content-length', `the body must be exactly ${boundLength} bytes long`);
    }
    const maxBytes = boundLength ?? (await deps.getMaxUploadSizeMb()) * MIB;
    if (declared !== undefined && declared > maxBytes) throw tooLargeUploadError(maxBytes);
    const meter = new UploadMeter({
      maxBytes,
      capacityBytes: Number.MAX_SAFE_INTEGER,
      idleTimeoutMs,
      exactBytes: boundLength,
    });
    const source = requestBodyStream(c);
    let streamError: unknown = null;
    source.on('error', (error) => meter.destroy(error));
    meter.on('error', (error) => {
      streamError = error;
    });
    source.pipe(meter);
    try {
      const etag =
        op === 'put'
          ? (
              await driver.putStream(key, meter, {
                contentType: params.type ?? 'application/octet-stream',
                contentLength: boundLength,
                md5Etag: true,
                // Checked again once the bytes are in: the upload may have been deleted or committed
                // while they streamed, and then they must neither stay untracked nor replace the share.
                beforeCommit: assertPendingTarget,
              })
            ).etag
          : (await driver.uploadPart(key, params.upload_id ?? '', Number(params.part), meter)).etag;
      return c.body(null, 200, { ETag: etag });
    } catch (error) {
      source.unpipe(meter);
      source.resume();
      if (
        streamError instanceof UploadLimitError &&
        boundLength !== undefined &&
        streamError.reason !== 'idle'
      ) {
        // Longer or shorter than the signed length: a mismatch (400), not a limit (api.md §3.5).
        throw uploadLimitToAppError(new UploadLimitError('length_mismatch', boundLength));
      }
      throw failure(streamError instanceof UploadLimitError ? streamError : error);
    }
  };

  return new Hono<AppEnv>().on(['GET', 'PUT'], '/local-storage/:configId/*', handle);
}
