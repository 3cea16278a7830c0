import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { UploadLimitError, UploadMeter } from './upload-stream.js';

const sink = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

describe('UploadMeter (api.md §1.5, §4.6)', () => {
  it('passes bodies within the limits and counts them', async () => {
    const meter = new UploadMeter({ maxBytes: 10, capacityBytes: 10, idleTimeoutMs: 1000 });
    await pipeline(Readable.from([Buffer.alloc(4), Buffer.alloc(6)]), meter, sink());
    expect(meter.bytes).toBe(10);
  });

  it('stops at the first byte over max_upload_size or capacity', async () => {
    const over = new UploadMeter({ maxBytes: 5, capacityBytes: 100, idleTimeoutMs: 1000 });
    await expect(pipeline(Readable.from([Buffer.alloc(6)]), over, sink())).rejects.toMatchObject({
      reason: 'max_upload_size',
      limitBytes: 5,
    });
    const full = new UploadMeter({ maxBytes: 100, capacityBytes: 3, idleTimeoutMs: 1000 });
    await expect(pipeline(Readable.from([Buffer.alloc(4)]), full, sink())).rejects.toMatchObject({
      reason: 'capacity',
    });
  });

  it('fails an exact-length body that ends early', async () => {
    const meter = new UploadMeter({ maxBytes: 10, capacityBytes: 10, idleTimeoutMs: 1000, exactBytes: 10 });
    await expect(pipeline(Readable.from([Buffer.alloc(4)]), meter, sink())).rejects.toMatchObject({
      reason: 'length_mismatch',
    });
  });

  it('times out when no byte arrives for the idle timeout, never for slow but steady bodies', async () => {
    const stalled = new Readable({ read() {} });
    stalled.push(Buffer.alloc(1));
    const meter = new UploadMeter({ maxBytes: 10, capacityBytes: 10, idleTimeoutMs: 50 });
    await expect(pipeline(stalled, meter, sink())).rejects.toBeInstanceOf(UploadLimitError);

    let sent = 0;
    const steady = new Readable({
      read() {
        setTimeout(() => this.push(sent++ < 5 ? Buffer.alloc(1) : null), 20);
      },
    });
    await pipeline(steady, new UploadMeter({ maxBytes: 10, capacityBytes: 10, idleTimeoutMs: 50 }), sink());
  });
});
