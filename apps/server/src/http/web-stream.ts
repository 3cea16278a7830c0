import type { Readable } from 'node:stream';

/**
 * A Node stream as the Web stream a `Response` body needs, without copying a byte.
 *
 * Node 20's `Readable.toWeb` copies every Buffer into a fresh Uint8Array; on a 1 GiB download that
 * doubled the garbage collector's work and held proxied downloads to a third of the disk's speed.
 * `ReadableStream.from` pulls from the stream's async iterator instead: chunks pass through as they
 * are, one read at a time (backpressure), and cancelling the Web stream (the client went away)
 * destroys the Node stream, which closes its file or connection.
 *
 * The iterator only listens once the first chunk is asked for, but a file stream opens its file at
 * once: an error before that (the file vanished) would have no listener and crash the process. The
 * no-op listener keeps it; the iterator still finds the error on the stream and rejects the read.
 */
export function toWebStream(stream: Readable): ReadableStream<Uint8Array> {
  stream.on('error', () => undefined);
  return ReadableStream.from(stream) as ReadableStream<Uint8Array>;
}
