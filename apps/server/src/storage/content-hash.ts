import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { createXXHash128 } from 'hash-wasm';

/*
 * Content ETags for objects the `local` driver writes (docs/decisions/006).
 * - `md5`: the S3 ETag of a single-part object, `<32 hex>`. Required where a client reads the ETag
 *   as S3 would: the local presigned PUT (api.md §3.5) and its multipart parts.
 * - `xxh128`: `xxh128-<32 hex>`, for bytes the server streams in itself (POST /upload, copies).
 *   Equally a strong validator (it changes with the content), but about six times cheaper than MD5:
 *   MD5 alone held uploads to ~60 % of the disk's speed on a 2-core machine. The `-` keeps S3-aware
 *   tools from mistaking it for an MD5, as they do for multipart ETags.
 */
export type ContentHashKind = 'md5' | 'xxh128';

/** A running hash of the bytes of one object. */
export interface ContentHasher {
  update(chunk: Uint8Array): void;
  /** The ETag value, unquoted. */
  digest(): string;
}

export async function createContentHasher(kind: ContentHashKind): Promise<ContentHasher> {
  if (kind === 'md5') {
    const hash = createHash('md5');
    return {
      update: (chunk) => hash.update(chunk),
      digest: () => hash.digest('hex'),
    };
  }
  // Each call gets its own WebAssembly instance (the compiled module is cached), so concurrent
  // uploads never share hash state.
  const hash = await createXXHash128();
  hash.init();
  return {
    update: (chunk) => hash.update(chunk),
    digest: () => `xxh128-${hash.digest('hex')}`,
  };
}

/** Counts and hashes the bytes flowing through. */
export class HashingCounter extends Transform {
  bytes = 0;

  constructor(readonly hasher: ContentHasher) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hasher.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}
