// Streamed upload (POST /api/upload) and download (share download URL) of a large file, as ratios to
// a bare node:http server doing the same in the same run, plus the server's peak resident memory for
// two file sizes: it must not grow with the file (design.md §7: ≥ 0.8× and flat memory).
// BENCH_FILE_MB sets the large size (default 1024; the small run uses an eighth of it), BENCH_ROUNDS
// the number of alternating rounds (default 5: this machine's disk and CPU speed swing by 2× between runs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverCommand } from '../lib.mjs';

const MIB = 1024 * 1024;
const LARGE_MB = Number(process.env.BENCH_FILE_MB ?? 1024);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CHUNK = randomBytes(MIB);

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples a process's RSS every 20 ms until stopped; returns the peak in MB. */
function watchMemory(pid) {
  let peak = residentMegabytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(pid));
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMegabytes(pid));
  };
}

/** Writes `megabytes` MiB of the random chunk to `stream`, respecting backpressure. */
async function writeBody(stream, megabytes) {
  for (let index = 0; index < megabytes; index += 1) {
    if (!stream.write(CHUNK)) await new Promise((resolve) => stream.once('drain', resolve));
  }
}

/** Sends one request with a streamed body; resolves with the status and the parsed JSON (or text). */
function send(url, { method = 'POST', headers = {}, writeTo }) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode, body });
      });
    });
    req.on('error', reject);
    writeTo(req).then(() => req.end(), reject);
  });
}

/** Streams a multipart/form-data upload of `megabytes` MiB: the fields, then the file part. */
function uploadForm(url, megabytes, token) {
  const boundary = `----satchel-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return send(url, {
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + megabytes * MIB + tail.length),
    },
    writeTo: async (req) => {
      req.write(head);
      await writeBody(req, megabytes);
      req.write(tail);
    },
  });
}

/** Downloads `url` and counts the bytes. */
function download(url) {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode, bytes }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

// The baseline: a bare node:http server in its own process that streams request bodies to a file
// and serves that file back, the same work the product does on local storage.
const BASELINE_SERVER = `
const { createServer } = require('node:http');
const { createReadStream, createWriteStream, statSync } = require('node:fs');
const { pipeline } = require('node:stream');
const file = process.env.BASELINE_FILE;
const server = createServer((req, res) => {
  if (req.method === 'PUT') {
    pipeline(req, createWriteStream(file), (error) => res.end(error ? 'error' : 'ok'));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': statSync(file).size });
  pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), res, () => {});
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

async function startBaseline(dir) {
  const { command, args } = serverCommand(process.execPath, ['-e', BASELINE_SERVER]);
  const child = spawn(command, args, {
    env: { ...process.env, BASELINE_FILE: join(dir, 'baseline.bin') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) =>
    child.stdout.once('data', (data) => resolve(Number(String(data).trim()))),
  );
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => child.kill() };
}

function rate(megabytes, milliseconds) {
  return (megabytes / milliseconds) * 1000;
}

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return { result, ms: performance.now() - started };
}

async function measureSatchel(server, megabytes) {
  const stopWatch = watchMemory(server.pid);
  const upload = await timed(() => uploadForm(`${server.baseUrl}/api/upload`, megabytes, server.adminToken));
  if (upload.result.status !== 201) throw new Error(`upload failed: ${JSON.stringify(upload.result.body)}`);
  const share = upload.result.body.data;
  const fetched = await timed(() => download(share.download_url));
  if (fetched.result.bytes !== megabytes * MIB)
    throw new Error(`download returned ${fetched.result.bytes} bytes`);
  const peak = stopWatch();
  await send(`${server.baseUrl}/api/admin/files/${share.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${server.adminToken}` },
    writeTo: async () => {},
  });
  return { uploadMs: upload.ms, downloadMs: fetched.ms, peak };
}

async function measureBaseline(baseline, megabytes) {
  const upload = await timed(() =>
    send(baseline.url, { method: 'PUT', writeTo: (req) => writeBody(req, megabytes) }),
  );
  const fetched = await timed(() => download(baseline.url));
  if (fetched.result.bytes !== megabytes * MIB) throw new Error('baseline download incomplete');
  return { uploadMs: upload.ms, downloadMs: fetched.ms };
}

export async function run(server) {
  const auth = { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' };
  const settings = JSON.stringify({ max_upload_size: LARGE_MB * 2 });
  await send(`${server.baseUrl}/api/admin/system-settings`, {
    method: 'PUT',
    headers: { ...auth, 'content-length': String(Buffer.byteLength(settings)) },
    writeTo: async (req) => req.write(settings),
  });
  const dir = mkdtempSync(join(tmpdir(), 'satchel-bench-files-'));
  const baseline = await startBaseline(dir);
  try {
    const smallMb = Math.max(1, Math.round(LARGE_MB / 8));
    const small = await measureSatchel(server, smallMb);
    // Alternate the two servers and keep each one's best round, so load from other processes on the
    // machine does not decide the ratio.
    const best = {
      bare: { uploadMs: Infinity, downloadMs: Infinity },
      satchel: { uploadMs: Infinity, downloadMs: Infinity, peak: 0 },
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const bare = await measureBaseline(baseline, LARGE_MB);
      const ours = await measureSatchel(server, LARGE_MB);
      best.bare.uploadMs = Math.min(best.bare.uploadMs, bare.uploadMs);
      best.bare.downloadMs = Math.min(best.bare.downloadMs, bare.downloadMs);
      best.satchel.uploadMs = Math.min(best.satchel.uploadMs, ours.uploadMs);
      best.satchel.downloadMs = Math.min(best.satchel.downloadMs, ours.downloadMs);
      best.satchel.peak = Math.max(best.satchel.peak, ours.peak);
    }
    const line = (label, satchelMs, bareMs) => {
      const ours = rate(LARGE_MB, satchelMs);
      const theirs = rate(LARGE_MB, bareMs);
      return `${label.padEnd(28)} ${ours.toFixed(0).padStart(6)} MB/s  bare node:http ${theirs.toFixed(0).padStart(6)} MB/s  (${(ours / theirs).toFixed(2)}×, target ≥ 0.8×)`;
    };
    console.log(`file size ${LARGE_MB} MiB, best of ${ROUNDS} alternating rounds`);
    console.log(line('upload (POST /api/upload)', best.satchel.uploadMs, best.bare.uploadMs));
    console.log(line('download (share URL)', best.satchel.downloadMs, best.bare.downloadMs));
    console.log(
      `server peak RSS: ${small.peak.toFixed(0)} MB with ${smallMb} MiB, ${best.satchel.peak.toFixed(0)} MB with ${LARGE_MB} MiB ` +
        `(${(best.satchel.peak - small.peak).toFixed(0)} MB difference; must not grow with the file)`,
    );
  } finally {
    baseline.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
