import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { toWebStream } from './web-stream.js';

describe('toWebStream', () => {
  it('passes the very same chunks through, without copies', async () => {
    const chunks = [Buffer.from('one'), Buffer.from('two')];
    const reader = toWebStream(Readable.from(chunks, { objectMode: false })).getReader();
    expect((await reader.read()).value).toBe(chunks[0]);
    expect((await reader.read()).value).toBe(chunks[1]);
    expect((await reader.read()).done).toBe(true);
  });

  it('destroys the Node stream when the reader cancels (client went away)', async () => {
    let sent = 0;
    const source = new Readable({
      read() {
        sent += 1;
        this.push(Buffer.alloc(1024));
      },
    });
    const reader = toWebStream(source).getReader();
    await reader.read();
    await reader.cancel(new Error('client closed'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.destroyed).toBe(true);
    // Backpressure: nothing like the whole (endless) source was read.
    expect(sent).toBeLessThan(100);
  });

  it('survives a stream that fails before the first read, and reports it on read', async () => {
    const stream = toWebStream(createReadStream(join(tmpdir(), `satchel-missing-${Date.now()}`)));
    // The file stream has tried to open its file by now; an unheard error would crash the process.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(stream.getReader().read()).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('errors the Web stream when the Node stream fails', async () => {
    const source = new Readable({
      read() {
        this.destroy(new Error('disk went away'));
      },
    });
    await expect(toWebStream(source).getReader().read()).rejects.toThrow('disk went away');
  });
});
