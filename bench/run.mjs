#!/usr/bin/env node
// `npm run bench -- <name…>`: starts the built server on a free port with an empty data directory and
// runs the named benchmarks against it (all when none is named). Results are printed as absolute numbers
// and as ratios to a baseline measured in the same run, so they compare across machines (design.md §7).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pinLoadGenerator, serverCommand } from './lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench', 'suites');
const available = readdirSync(benchDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => name.replace(/\.mjs$/, ''));
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}

function findFreePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-bench-'));
  const port = await findFreePort();
  const adminPassword = 'bench-admin-password';
  const { command, args } = serverCommand(process.execPath, [join(root, 'apps/server/dist/main.js')]);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  }).then((response) => response.json());
  return {
    baseUrl,
    pid: child.pid,
    adminToken: login.data.token,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
console.log(pinLoadGenerator());
try {
  for (const name of requested.length > 0 ? requested : available) {
    console.log(`\n== ${name}`);
    const suite = await import(pathToFileURL(join(benchDir, `${name}.mjs`)).href);
    await suite.run(server);
  }
} finally {
  server.stop();
}
