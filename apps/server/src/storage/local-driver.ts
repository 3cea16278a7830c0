import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  copyFile,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isActiveDocumentType } from '../lib/content-types.js';
import { createContentHasher, HashingCounter, type ContentHashKind } from './content-hash.js';
import type { LocalUrlSigner } from './local-url-signer.js';
import {
  quoteEtag,
  StorageError,
  type ByteRange,
  type CompletedPart,
  type GetResult,
  type ListOptions,
  type ListResult,
  type ObjectInfo,
  type PutResult,
  type StorageDriver,
} from './storage-driver.js';

/*
 * The `local` provider (api.md §3.5): objects are files under `<DATA_DIR>/storage/<bucket>/<key>`.
 * - Writes go to a temp file beside the buckets, then rename into place: no half-written objects.
 * - A content ETag is computed while streaming (MD5 where S3 semantics are promised, else the cheaper
 *   xxh128; see content-hash.ts) and kept in a sidecar under `.meta/` (outside the bucket, so it
 *   never shows up as an object), together with the size and mtime it belongs to; a file changed by
 *   another tool falls back to a size/mtime ETag.
 * - Multipart parts wait in `.multipart/<bucket>/<upload id>/`; completion concatenates them and
 *   gets the S3-style ETag `"<md5 of the part md5s>-<n>"`.
 * - Every resolved path is re-checked with realpath against the bucket directory (api.md §5.9), so
 *   neither `..` nor a symlink can lead outside it.
 * Bucket names never start with `.`, so the `.tmp`, `.meta` and `.multipart` folders cannot collide.
 */

const READ_CHUNK_BYTES = 1024 * 1024;
const DEFAULT_LIST_LIMIT = 1000;
const UPLOAD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_SEGMENT_BYTES = 255;
const META_SUFFIX = '.json';
const EMPTY_MD5 = createHash('md5').digest('hex');

interface ObjectMeta {
  etag: string;
  size: number;
  mtimeMs: number;
  contentType: string | null;
}

interface MultipartMeta {
  key: string;
  contentType: string;
}

function isErrnoException(error: unknown, ...codes: string[]): boolean {
  return (
    typeof error === 'object' && error !== null && codes.includes((error as { code?: string }).code ?? '')
  );
}

/**
 * Splits a key into path segments, refusing what cannot be a file path inside the bucket: empty
 * keys, a leading `/`, empty, `.` or `..` segments, NUL, over-long names. A trailing `/` marks a
 * directory (S3 "folder" marker).
 */
export function splitObjectKey(key: string): { segments: string[]; isDirectory: boolean } {
  if (key === '' || key.startsWith('/') || key.includes('\0')) {
    throw new StorageError('invalid_key', 'object key is not a valid local path');
  }
  const isDirectory = key.endsWith('/');
  const segments = (isDirectory ? key.slice(0, -1) : key).split('/');
  for (const segment of segments) {
    if (
      segment === '' ||
      segment === '.' ||
      segment === '..' ||
      Buffer.byteLength(segment) > MAX_SEGMENT_BYTES
    ) {
      throw new StorageError('invalid_key', 'object key is not a valid local path');
    }
  }
  return { segments, isDirectory };
}

function isValidKey(key: string): boolean {
  try {
    splitObjectKey(key);
    return true;
  } catch {
    return false;
  }
}

function isWithin(path: string, base: string): boolean {
  return path === base || path.startsWith(base + sep);
}

/** Byte-wise key order, as S3 lists keys. */
function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

function encodeCursor(key: string): string {
  return Buffer.from(key, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (key === '' || encodeCursor(key) !== cursor) {
    throw new StorageError('invalid_key', 'invalid list cursor');
  }
  return key;
}

export interface LocalDriverOptions {
  /** `<DATA_DIR>/storage`. */
  rootDir: string;
  bucket: string;
  configId: string;
  signer: LocalUrlSigner;
}

export function createLocalDriver(options: LocalDriverOptions): StorageDriver {
  const { rootDir, bucket, configId, signer } = options;
  const bucketDir = join(rootDir, bucket);
  const tmpDir = join(rootDir, '.tmp');
  const metaDir = join(rootDir, '.meta', bucket);
  const multipartDir = join(rootDir, '.multipart', bucket);
  let realBucketDir: Promise<string> | null = null;

  const ensureBucket = (): Promise<string> =>
    (realBucketDir ??= (async () => {
      await mkdir(bucketDir, { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      return realpath(bucketDir);
    })().catch((error: unknown) => {
      realBucketDir = null;
      throw error;
    }));

  /**
   * The file path of a key, after checking that it (or, when it does not exist yet, its nearest
   * existing ancestor) really lies inside the bucket: a symlink pointing outside is refused.
   */
  const resolveObjectPath = async (
    key: string,
  ): Promise<{ path: string; isDirectory: boolean; segments: string[] }> => {
    const { segments, isDirectory } = splitObjectKey(key);
    const root = await ensureBucket();
    const path = join(bucketDir, ...segments);
    if (!isWithin(path, bucketDir)) throw new StorageError('invalid_key', 'object key escapes the bucket');
    let probe = path;
    for (;;) {
      try {
        const real = await realpath(probe);
        if (!isWithin(real, root)) throw new StorageError('invalid_key', 'object path escapes the bucket');
        break;
      } catch (error) {
        if (error instanceof StorageError) throw error;
        if (isErrnoException(error, 'ENAMETOOLONG')) {
          throw new StorageError('invalid_key', 'object key is too long for this file system');
        }
        if (!isErrnoException(error, 'ENOENT', 'ENOTDIR')) throw error;
        probe = dirname(probe);
        if (!isWithin(probe, bucketDir)) break;
      }
    }
    return { path, isDirectory, segments };
  };

  /**
   * `<name>.json` beside the key's folders under `.meta/`. A name within 5 bytes of the 255-byte
   * limit has no room for the suffix, so its sidecar is named by the name's SHA-256 instead.
   */
  const metaPathFor = (segments: string[]) => {
    const name = segments.at(-1)!;
    const file =
      Buffer.byteLength(name) + META_SUFFIX.length <= MAX_SEGMENT_BYTES
        ? `${name}${META_SUFFIX}`
        : `${createHash('sha256').update(name).digest('hex')}.long${META_SUFFIX}`;
    return join(metaDir, ...segments.slice(0, -1), file);
  };

  const readMeta = async (segments: string[]): Promise<ObjectMeta | null> => {
    try {
      return JSON.parse(await readFile(metaPathFor(segments), 'utf8')) as ObjectMeta;
    } catch {
      return null;
    }
  };

  const writeMeta = async (segments: string[], meta: ObjectMeta): Promise<void> => {
    const path = metaPathFor(segments);
    await mkdir(dirname(path), { recursive: true });
    const temp = join(tmpDir, `meta-${randomUUID()}`);
    await writeFile(temp, JSON.stringify(meta));
    await rename(temp, path);
  };

  /** The ETag of a file: the stored MD5 while the file is unchanged, else derived from size and mtime. */
  const etagFor = async (segments: string[], size: number, mtimeMs: number) => {
    const meta = await readMeta(segments);
    if (meta && meta.size === size && meta.mtimeMs === mtimeMs)
      return { etag: quoteEtag(meta.etag), contentType: meta.contentType };
    return { etag: quoteEtag(`${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}`), contentType: null };
  };

  /** Moves a finished temp file into place with its sidecar; the temp file is removed on failure. */
  const commitTempFile = async (
    temp: string,
    target: { path: string; segments: string[] },
    etag: string,
    contentType: string | null,
  ): Promise<PutResult> => {
    try {
      await mkdir(dirname(target.path), { recursive: true });
      const info = await stat(temp);
      await writeMeta(target.segments, { etag, size: info.size, mtimeMs: info.mtimeMs, contentType });
      await rename(temp, target.path);
      return { etag: quoteEtag(etag), size: info.size };
    } catch (error) {
      await rm(temp, { force: true });
      if (isErrnoException(error, 'EISDIR', 'ENOTDIR', 'EEXIST', 'ENOTEMPTY')) {
        throw new StorageError('conflict', 'a file and a folder would share this key', { cause: error });
      }
      if (isErrnoException(error, 'ENAMETOOLONG')) {
        throw new StorageError('invalid_key', 'object key is too long for this file system', {
          cause: error,
        });
      }
      throw error;
    }
  };

  const writeStreamToTemp = async (
    body: Readable,
    hashKind: ContentHashKind,
  ): Promise<{ temp: string; etag: string; size: number }> => {
    await ensureBucket();
    const temp = join(tmpDir, randomUUID());
    const counter = new HashingCounter(await createContentHasher(hashKind));
    const output = createWriteStream(temp, { flags: 'wx', highWaterMark: READ_CHUNK_BYTES });
    try {
      await pipeline(body, counter, output);
      return { temp, etag: counter.hasher.digest(), size: counter.bytes };
    } catch (error) {
      // A source failing before the file was opened would otherwise create it after the rm.
      if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
      await rm(temp, { force: true });
      throw error;
    }
  };

  const multipartPath = (uploadId: string) => {
    if (!UPLOAD_ID_PATTERN.test(uploadId)) throw new StorageError('not_found', 'unknown multipart upload');
    return join(multipartDir, uploadId);
  };

  const readMultipartMeta = async (
    key: string,
    uploadId: string,
  ): Promise<{ dir: string; meta: MultipartMeta }> => {
    const dir = multipartPath(uploadId);
    let meta: MultipartMeta;
    try {
      meta = JSON.parse(await readFile(join(dir, 'upload.json'), 'utf8')) as MultipartMeta;
    } catch {
      throw new StorageError('not_found', 'unknown multipart upload');
    }
    if (meta.key !== key) throw new StorageError('not_found', 'unknown multipart upload');
    return { dir, meta };
  };

  /** Every file below `dir` as keys relative to the bucket (empty folders as `name/` markers). */
  const walk = async (dir: string, keyPrefix: string, into: Array<{ key: string; isDirectory: boolean }>) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isErrnoException(error, 'ENOENT', 'ENOTDIR')) return;
      throw error;
    }
    if (entries.length === 0 && keyPrefix !== '') into.push({ key: keyPrefix, isDirectory: true });
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${keyPrefix}${entry.name}/`, into);
      else if (entry.isFile()) into.push({ key: keyPrefix + entry.name, isDirectory: false });
    }
  };

  const describeFile = async (key: string): Promise<Omit<ObjectInfo, 'contentType'> | null> => {
    const { segments, isDirectory } = splitObjectKey(key);
    const path = join(bucketDir, ...segments);
    try {
      const info = await lstat(path);
      if (isDirectory) return { key, size: 0, etag: quoteEtag(EMPTY_MD5), lastModified: info.mtime };
      if (!info.isFile()) return null;
      const { etag } = await etagFor(segments, info.size, info.mtimeMs);
      return { key, size: info.size, etag, lastModified: info.mtime };
    } catch {
      return null;
    }
  };

  const driver: StorageDriver = {
    providerType: 'local',

    async putStream(key, body, { contentType, md5Etag, beforeCommit }) {
      const target = await resolveObjectPath(key);
      if (target.isDirectory) {
        body.resume();
        await mkdir(target.path, { recursive: true });
        return { etag: quoteEtag(EMPTY_MD5), size: 0 };
      }
      const { temp, etag } = await writeStreamToTemp(body, md5Etag ? 'md5' : 'xxh128');
      try {
        await beforeCommit?.();
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return commitTempFile(temp, target, etag, contentType);
    },

    async getStream(key, { range }: { range?: ByteRange } = {}) {
      const target = await resolveObjectPath(key);
      if (target.isDirectory) return null;
      let handle;
      try {
        handle = await open(target.path, 'r');
      } catch (error) {
        if (isErrnoException(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const { etag, contentType } = await etagFor(target.segments, info.size, info.mtimeMs);
        const start = range?.start ?? 0;
        const end = range ? Math.min(range.end, info.size - 1) : info.size - 1;
        const contentLength = Math.max(0, end - start + 1);
        let stream: Readable;
        if (contentLength === 0) {
          // createReadStream cannot express "no bytes" (end < start still reads one).
          await handle.close();
          stream = Readable.from([]);
        } else {
          stream = createReadStream('', { fd: handle, start, end, highWaterMark: READ_CHUNK_BYTES });
        }
        const result: GetResult = {
          stream,
          size: info.size,
          contentLength,
          range: range ? { start, end } : null,
          etag,
          contentType,
          lastModified: info.mtime,
        };
        return result;
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
    },

    async head(key) {
      const target = await resolveObjectPath(key);
      try {
        const info = await stat(target.path);
        if (target.isDirectory) {
          return info.isDirectory()
            ? { key, size: 0, etag: quoteEtag(EMPTY_MD5), contentType: null, lastModified: info.mtime }
            : null;
        }
        if (!info.isFile()) return null;
        const { etag, contentType } = await etagFor(target.segments, info.size, info.mtimeMs);
        return { key, size: info.size, etag, contentType, lastModified: info.mtime };
      } catch (error) {
        if (isErrnoException(error, 'ENOENT', 'ENOTDIR')) return null;
        throw error;
      }
    },

    async delete(key) {
      let target;
      try {
        target = await resolveObjectPath(key);
      } catch (error) {
        // A valid key that leads out of the bucket (through a symlink) or is too long holds no object here.
        if (error instanceof StorageError && error.kind === 'invalid_key' && isValidKey(key)) return;
        throw error;
      }
      try {
        if (target.isDirectory) await rm(target.path, { recursive: false });
        else await unlink(target.path);
      } catch (error) {
        // Missing is success; a non-empty folder keeps its contents, as S3 keeps keys below a marker.
        if (!isErrnoException(error, 'ENOENT', 'ENOTDIR', 'ENOTEMPTY', 'EISDIR', 'ERR_FS_EISDIR'))
          throw error;
      }
      if (!target.isDirectory) await rm(metaPathFor(target.segments), { force: true });
    },

    async copy(sourceKey, targetKey) {
      const source = await resolveObjectPath(sourceKey);
      const target = await resolveObjectPath(targetKey);
      const info = await driver.head(sourceKey);
      if (!info || source.isDirectory) throw new StorageError('not_found', 'copy source does not exist');
      await ensureBucket();
      const temp = join(tmpDir, randomUUID());
      try {
        await copyFile(source.path, temp);
      } catch (error) {
        await rm(temp, { force: true });
        if (isErrnoException(error, 'ENOENT'))
          throw new StorageError('not_found', 'copy source does not exist');
        throw error;
      }
      const meta = await readMeta(source.segments);
      const etag = meta && meta.size === info.size ? meta.etag : null;
      if (etag) return commitTempFile(temp, target, etag, info.contentType);
      // No trustworthy content ETag (file written by another tool): hash the copy once.
      const counter = new HashingCounter(await createContentHasher('xxh128'));
      await pipeline(
        createReadStream(temp),
        counter,
        new Writable({ write: (_chunk, _encoding, done) => done() }),
      );
      return commitTempFile(temp, target, counter.hasher.digest(), info.contentType);
    },

    async list({ prefix = '', delimiter, cursor, limit = DEFAULT_LIST_LIMIT }: ListOptions = {}) {
      const root = await ensureBucket();
      const after = cursor ? decodeCursor(cursor) : null;
      const folded = delimiter === '/';
      const slash = prefix.lastIndexOf('/');
      const folder = slash === -1 ? '' : prefix.slice(0, slash + 1);
      if (folder !== '') splitObjectKey(folder);
      const folderPath = folder === '' ? bucketDir : join(bucketDir, ...folder.slice(0, -1).split('/'));
      try {
        if (!isWithin(await realpath(folderPath), root))
          throw new StorageError('invalid_key', 'prefix escapes the bucket');
      } catch (error) {
        if (error instanceof StorageError) throw error;
        return { objects: [], prefixes: [], nextCursor: null };
      }
      const candidates: Array<{ key: string; isDirectory: boolean }> = [];
      if (folded) {
        const entries = await readdir(folderPath, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          if (entry.isDirectory()) candidates.push({ key: `${folder}${entry.name}/`, isDirectory: true });
          else if (entry.isFile()) candidates.push({ key: folder + entry.name, isDirectory: false });
        }
      } else {
        await walk(folderPath, folder, candidates);
      }
      const matching = candidates
        .filter((candidate) => candidate.key.startsWith(prefix) && candidate.key !== prefix)
        .filter((candidate) => after === null || compareKeys(candidate.key, after) > 0)
        .sort((a, b) => compareKeys(a.key, b.key));
      const page = matching.slice(0, limit);
      const objects: ListResult['objects'] = [];
      const prefixes: string[] = [];
      const described = await Promise.all(
        page.map((candidate) => (folded && candidate.isDirectory ? null : describeFile(candidate.key))),
      );
      page.forEach((candidate, index) => {
        if (folded && candidate.isDirectory) prefixes.push(candidate.key);
        else if (described[index]) objects.push(described[index]);
      });
      const last = page.at(-1);
      return {
        objects,
        prefixes,
        nextCursor: matching.length > limit && last ? encodeCursor(last.key) : null,
      };
    },

    async presignGet(key, { baseUrl, expiresInSeconds, disposition, filename, contentType }) {
      splitObjectKey(key);
      const forced = isActiveDocumentType(contentType) ? 'attachment' : disposition;
      return signer.buildUrl({
        baseUrl,
        configId,
        key,
        op: 'get',
        params: { disp: forced, name: filename, type: contentType },
        expiresInSeconds,
      });
    },

    async presignPut(key, { baseUrl, expiresInSeconds, contentType, contentLength }) {
      splitObjectKey(key);
      return signer.buildUrl({
        baseUrl,
        configId,
        key,
        op: 'put',
        params: { type: contentType, len: contentLength === undefined ? undefined : String(contentLength) },
        expiresInSeconds,
      });
    },

    async createMultipartUpload(key, { contentType }) {
      await resolveObjectPath(key);
      const uploadId = randomUUID();
      const dir = join(multipartDir, uploadId);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'upload.json'), JSON.stringify({ key, contentType } satisfies MultipartMeta));
      return uploadId;
    },

    async uploadPart(key, uploadId, partNumber, body) {
      const { dir } = await readMultipartMeta(key, uploadId);
      const { temp, etag: md5 } = await writeStreamToTemp(body, 'md5');
      try {
        await writeFile(join(dir, `part-${partNumber}.md5`), md5);
        await rename(temp, join(dir, `part-${partNumber}`));
      } catch (error) {
        await rm(temp, { force: true });
        if (isErrnoException(error, 'ENOENT'))
          throw new StorageError('not_found', 'unknown multipart upload');
        throw error;
      }
      return { etag: quoteEtag(md5) };
    },

    async presignPart(key, uploadId, partNumber, { baseUrl, expiresInSeconds }) {
      splitObjectKey(key);
      return signer.buildUrl({
        baseUrl,
        configId,
        key,
        op: 'part',
        params: { upload_id: uploadId, part: String(partNumber) },
        expiresInSeconds,
      });
    },

    async completeMultipartUpload(key, uploadId, parts: CompletedPart[]) {
      const target = await resolveObjectPath(key);
      const { dir, meta } = await readMultipartMeta(key, uploadId);
      if (parts.length === 0)
        throw new StorageError('invalid_key', 'a multipart upload needs at least one part');
      const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
      const partHashes: Buffer[] = [];
      for (const part of ordered) {
        let md5: string;
        try {
          md5 = (await readFile(join(dir, `part-${part.partNumber}.md5`), 'utf8')).trim();
        } catch {
          throw new StorageError('invalid_key', `part ${part.partNumber} was not uploaded`);
        }
        if (quoteEtag(md5).toLowerCase() !== quoteEtag(part.etag).toLowerCase()) {
          throw new StorageError('invalid_key', `part ${part.partNumber} has a different ETag`);
        }
        partHashes.push(Buffer.from(md5, 'hex'));
      }
      const temp = join(tmpDir, randomUUID());
      const output = createWriteStream(temp, { flags: 'wx' });
      try {
        for (const part of ordered) {
          await pipeline(createReadStream(join(dir, `part-${part.partNumber}`)), output, { end: false });
        }
        await new Promise<void>((resolve, reject) =>
          output.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
      } catch (error) {
        output.destroy();
        await rm(temp, { force: true });
        throw error;
      }
      const etag = `${createHash('md5').update(Buffer.concat(partHashes)).digest('hex')}-${ordered.length}`;
      const result = await commitTempFile(temp, target, etag, meta.contentType);
      await rm(dir, { recursive: true, force: true });
      return result;
    },

    async abortMultipartUpload(key, uploadId) {
      if (!UPLOAD_ID_PATTERN.test(uploadId)) return;
      try {
        const { dir } = await readMultipartMeta(key, uploadId);
        await rm(dir, { recursive: true, force: true });
      } catch (error) {
        if (!(error instanceof StorageError && error.kind === 'not_found')) throw error;
      }
    },

    describeObjectUrl: () => null,
  };
  return driver;
}
