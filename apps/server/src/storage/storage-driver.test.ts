import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { xxhash128 } from 'hash-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { createFixedClock } from '../lib/clock.js';
import { createKeyring } from '../lib/crypto.js';
import { createLocalDriver } from './local-driver.js';
import { createLocalUrlSigner } from './local-url-signer.js';
import { createS3Driver } from './s3-driver.js';
import { normalizeEtag, StorageError, type StorageDriver } from './storage-driver.js';

/*
 * One contract, two implementations: every behaviour the rest of the server relies on is checked
 * against the local driver and against a real S3 server (s3rver).
 */

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function md5(data: Buffer | string): string {
  return createHash('md5').update(data).digest('hex');
}

/** A stream of `size` bytes in chunks, without a known length. */
function generate(size: number, fill = 0x61): Readable {
  const chunk = Buffer.alloc(64 * 1024, fill);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const next = Math.min(chunk.length, size - sent);
      sent += next;
      this.push(chunk.subarray(0, next));
    },
  });
}

interface DriverHarness {
  driver: StorageDriver;
  /** Provider-specific check that no object or temp file is left behind. */
  close(): Promise<void>;
}

const clock = createFixedClock();
const signer = createLocalUrlSigner({ keyring: createKeyring('x'.repeat(40)), clock });

const implementations: Array<[string, () => Promise<DriverHarness>]> = [
  [
    'local',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'satchel-local-driver-'));
      const driver = createLocalDriver({ rootDir: root, bucket: 'default', configId: 'cfg', signer });
      return { driver, close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      const server: S3TestServer = await startS3TestServer();
      const driver = createS3Driver({
        providerType: 'other',
        endpointUrl: server.endpoint,
        region: 'us-east-1',
        bucket: server.bucket,
        accessKeyId: server.accessKeyId,
        secretAccessKey: server.secretAccessKey,
        pathStyle: true,
      });
      return {
        driver,
        close: async () => {
          driver.destroy();
          await server.stop();
        },
      };
    },
  ],
];

describe.each(implementations)('storage driver contract: %s', (_name, setup) => {
  let harness: DriverHarness;
  let driver: StorageDriver;
  beforeAll(async () => {
    harness = await setup();
    driver = harness.driver;
  });
  afterAll(async () => {
    await harness.close();
  });

  it('puts with a known length, heads, reads and deletes', async () => {
    const body = Buffer.from('hello, satchel');
    const put = await driver.putStream('a/hello.txt', Readable.from([body]), {
      contentType: 'text/plain',
      contentLength: body.length,
      md5Etag: true,
    });
    expect(put).toEqual({ etag: `"${md5(body)}"`, size: body.length });
    const head = await driver.head('a/hello.txt');
    expect(head).toMatchObject({ key: 'a/hello.txt', size: body.length, etag: `"${md5(body)}"` });
    expect(head?.contentType).toMatch(/^text\/plain/);
    expect(head?.lastModified).toBeInstanceOf(Date);
    const got = await driver.getStream('a/hello.txt');
    expect(got).toMatchObject({ size: body.length, contentLength: body.length, range: null });
    expect((await readAll(got!.stream)).toString()).toBe('hello, satchel');
    await driver.delete('a/hello.txt');
    expect(await driver.head('a/hello.txt')).toBeNull();
    expect(await driver.getStream('a/hello.txt')).toBeNull();
  });

  it('gives every write a content ETag: equal for equal bytes, different otherwise', async () => {
    const put = (key: string, text: string) =>
      driver.putStream(key, Readable.from([Buffer.from(text)]), { contentType: 'text/plain' });
    const first = await put('etag/one.txt', 'same bytes');
    const again = await put('etag/two.txt', 'same bytes');
    const other = await put('etag/three.txt', 'same bytez');
    expect(normalizeEtag(again.etag)).toBe(normalizeEtag(first.etag));
    expect(normalizeEtag(other.etag)).not.toBe(normalizeEtag(first.etag));
    expect(normalizeEtag((await driver.head('etag/one.txt'))!.etag)).toBe(normalizeEtag(first.etag));
    const listed = await driver.list({ prefix: 'etag/' });
    expect(listed.objects.find((item) => item.key === 'etag/three.txt')?.etag).toBe(other.etag);
  });

  it('treats deleting a missing object as success', async () => {
    await expect(driver.delete('never/was.txt')).resolves.toBeUndefined();
  });

  it('streams a body of unknown length (several parts on S3) with its real size', async () => {
    const size = 9 * 1024 * 1024 + 123;
    const put = await driver.putStream('big/unknown.bin', generate(size), {
      contentType: 'application/octet-stream',
    });
    expect(put.size).toBe(size);
    const head = await driver.head('big/unknown.bin');
    expect(head?.size).toBe(size);
    expect(normalizeEtag(head!.etag)).toBe(normalizeEtag(put.etag));
    await driver.delete('big/unknown.bin');
  });

  it('reads one byte range', async () => {
    await driver.putStream('range.txt', Readable.from([Buffer.from('0123456789')]), {
      contentType: 'text/plain',
      contentLength: 10,
    });
    const got = await driver.getStream('range.txt', { range: { start: 2, end: 5 } });
    expect(got).toMatchObject({ size: 10, contentLength: 4, range: { start: 2, end: 5 } });
    expect((await readAll(got!.stream)).toString()).toBe('2345');
  });

  it('replaces an object and copies one', async () => {
    await driver.putStream('copy/source.txt', Readable.from([Buffer.from('first')]), {
      contentType: 'text/plain',
    });
    await driver.putStream('copy/source.txt', Readable.from([Buffer.from('second')]), {
      contentType: 'text/plain',
      md5Etag: true,
    });
    const copied = await driver.copy('copy/source.txt', 'copy/target.txt');
    expect(copied.size).toBe(6);
    expect(normalizeEtag(copied.etag)).toBe(md5('second'));
    expect((await readAll((await driver.getStream('copy/target.txt'))!.stream)).toString()).toBe('second');
    await expect(driver.copy('copy/missing.txt', 'copy/x.txt')).rejects.toBeInstanceOf(StorageError);
  });

  it('lists with prefix, delimiter and cursor pagination', async () => {
    for (const key of ['list/a.txt', 'list/b.txt', 'list/c.txt', 'list/sub/d.txt', 'list/sub/e.txt']) {
      await driver.putStream(key, Readable.from([Buffer.from(key)]), {
        contentType: 'text/plain',
        md5Etag: true,
      });
    }
    const level = await driver.list({ prefix: 'list/', delimiter: '/' });
    expect(level.objects.map((item) => item.key)).toEqual(['list/a.txt', 'list/b.txt', 'list/c.txt']);
    expect(level.prefixes).toEqual(['list/sub/']);
    expect(level.objects[0]).toMatchObject({ size: 10, etag: `"${md5('list/a.txt')}"` });
    expect(level.nextCursor).toBeNull();

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await driver.list({ prefix: 'list/', limit: 2, cursor });
      expect(page.objects.length).toBeLessThanOrEqual(2);
      seen.push(...page.objects.map((item) => item.key));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['list/a.txt', 'list/b.txt', 'list/c.txt', 'list/sub/d.txt', 'list/sub/e.txt']);
    expect((await driver.list({ prefix: 'nothing-here/' })).objects).toEqual([]);
  });

  it('completes a multipart upload with the S3-style ETag', async () => {
    const partOne = Buffer.alloc(5 * 1024 * 1024, 0x31);
    const partTwo = Buffer.from('tail');
    const uploadId = await driver.createMultipartUpload('multi/file.bin', {
      contentType: 'application/octet-stream',
    });
    // Parts may arrive in any order.
    const second = await driver.uploadPart(
      'multi/file.bin',
      uploadId,
      2,
      Readable.from([partTwo]),
      partTwo.length,
    );
    const first = await driver.uploadPart(
      'multi/file.bin',
      uploadId,
      1,
      Readable.from([partOne]),
      partOne.length,
    );
    expect(normalizeEtag(first.etag)).toBe(md5(partOne));
    const done = await driver.completeMultipartUpload('multi/file.bin', uploadId, [
      { partNumber: 2, etag: second.etag },
      { partNumber: 1, etag: first.etag },
    ]);
    const head = await driver.head('multi/file.bin');
    expect(head?.size).toBe(partOne.length + partTwo.length);
    expect(normalizeEtag(head!.etag)).toBe(normalizeEtag(done.etag));
    expect((await readAll((await driver.getStream('multi/file.bin'))!.stream)).subarray(-4).toString()).toBe(
      'tail',
    );
    if (driver.providerType === 'local') {
      // s3rver computes its own multipart ETag; real S3 and the local driver use this form.
      const partHashes = Buffer.concat([Buffer.from(md5(partOne), 'hex'), Buffer.from(md5(partTwo), 'hex')]);
      expect(normalizeEtag(done.etag)).toBe(`${md5(partHashes)}-2`);
    }
  });

  it('presigns GET and PUT URLs that work with plain HTTP', async () => {
    if (driver.providerType === 'local') return; // served by the app; see local-storage.test.ts
    const putUrl = await driver.presignPut('presigned/up.txt', {
      baseUrl: 'http://unused',
      expiresInSeconds: 600,
      contentType: 'text/plain',
      contentLength: 5,
    });
    const put = await fetch(putUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(put.status).toBe(200);
    expect(normalizeEtag(put.headers.get('etag') ?? '')).toBe(md5('hello'));
    const getUrl = await driver.presignGet('presigned/up.txt', {
      baseUrl: 'http://unused',
      expiresInSeconds: 600,
      disposition: 'inline',
      filename: 'page.html',
      contentType: 'text/html',
    });
    // HTML is never served inline from storage: the disposition is forced to attachment.
    expect(decodeURIComponent(getUrl)).toContain('attachment;');
    const get = await fetch(getUrl);
    expect(await get.text()).toBe('hello');
  });

  it('describes object URLs only for S3', () => {
    const url = driver.describeObjectUrl('a b/c.txt');
    if (driver.providerType === 'local') expect(url).toBeNull();
    else expect(url).toMatch(/\/satchel-test\/a%20b\/c\.txt$/);
  });
});

describe('local driver: containment and atomic writes (api.md §5.9)', () => {
  let root: string;
  let driver: StorageDriver;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'satchel-local-containment-'));
    driver = createLocalDriver({ rootDir: root, bucket: 'default', configId: 'cfg', signer });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(['../escape.txt', 'a/../../escape.txt', '/abs.txt', 'a//b.txt', './x', 'a/./b', 'nul\0byte'])(
    'refuses the key %j',
    async (key) => {
      await expect(
        driver.putStream(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }),
      ).rejects.toMatchObject({ kind: 'invalid_key' });
      await expect(driver.head(key)).rejects.toMatchObject({ kind: 'invalid_key' });
    },
  );

  it('refuses a path through a symlink that leaves the bucket', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'satchel-outside-'));
    writeFileSync(join(outside, 'secret.txt'), 'secret');
    await driver.putStream('seed.txt', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });
    symlinkSync(outside, join(root, 'default', 'link'));
    await expect(driver.getStream('link/secret.txt')).rejects.toMatchObject({ kind: 'invalid_key' });
    await expect(
      driver.putStream('link/new.txt', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }),
    ).rejects.toMatchObject({ kind: 'invalid_key' });
    rmSync(outside, { recursive: true, force: true });
  });

  it('leaves no object and no temp file when the source fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(
      driver.putStream('broken.bin', failing, { contentType: 'application/octet-stream' }),
    ).rejects.toThrow('client went away');
    expect(await driver.head('broken.bin')).toBeNull();
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  it('tags server-written objects with xxh128 unless an MD5 ETag is asked for (decision 006)', async () => {
    const body = Buffer.from('hashed while streaming');
    const put = await driver.putStream('hash/fast.txt', Readable.from([body]), { contentType: 'text/plain' });
    expect(put.etag).toBe(`"xxh128-${await xxhash128(body)}"`);
    const copied = await driver.copy('hash/fast.txt', 'hash/copy.txt');
    expect(copied.etag).toBe(put.etag);
    const md5Put = await driver.putStream('hash/md5.txt', Readable.from([body]), {
      contentType: 'text/plain',
      md5Etag: true,
    });
    expect(md5Put.etag).toBe(`"${createHash('md5').update(body).digest('hex')}"`);
  });

  it('hashes a foreign file when it is copied, so the copy has a content ETag', async () => {
    mkdirSync(join(root, 'default', 'foreign'), { recursive: true });
    writeFileSync(join(root, 'default', 'foreign', 'copied.txt'), 'abc');
    const copied = await driver.copy('foreign/copied.txt', 'foreign/copy-of.txt');
    expect(copied.etag).toBe(`"xxh128-${await xxhash128('abc')}"`);
  });

  it('falls back to a size/mtime ETag for files written by other tools', async () => {
    mkdirSync(join(root, 'default', 'foreign'), { recursive: true });
    writeFileSync(join(root, 'default', 'foreign', 'file.txt'), 'abc');
    const head = await driver.head('foreign/file.txt');
    expect(head?.size).toBe(3);
    expect(head?.etag).toMatch(/^"3-[0-9a-f]+"$/);
  });
});
