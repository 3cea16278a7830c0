import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    skipReason: string;
    serverLog: string;
    chromiumPath: string;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}

/**
 * Builds the product as `npm start` would, starts it on a free port with an empty data directory
 * (a true first start: the admin password is generated and printed), and hands the address to the tests.
 */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', chromiumPath);
  if (!existsSync(chromiumPath)) {
    if (process.env.REQUIRE_SYSTEM_TESTS === '1') {
      throw new Error(`REQUIRE_SYSTEM_TESTS=1 but Chromium is missing at ${chromiumPath}`);
    }
    project.provide('skipReason', `Chromium not found at ${chromiumPath} (apt-get install chromium)`);
    project.provide('baseUrl', '');
    project.provide('serverLog', '');
    return;
  }
  project.provide('skipReason', '');

  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-e2e-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.ADMIN_PASSWORD;
  delete env.DATABASE_URL;
  delete env.APP_SECRET;
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { cwd: root, env });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', log);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
