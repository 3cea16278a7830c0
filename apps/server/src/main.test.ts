import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPostgresRun } from '../test/harness.js';

/*
 * The real process: `main.ts` started from source (tsx) in an empty directory, with nothing but the
 * environment given here. Proves the zero-config start (design.md §1) end to end.
 */

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const TSX_LOADER = import.meta.resolve('tsx');
const STARTUP_TIMEOUT_MS = 20_000;

interface Run {
  child: ChildProcess;
  output: () => string;
  errors: () => string;
  exited: Promise<number | null>;
}

function startMain(cwd: string, env: Record<string, string> = {}, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, MAIN, ...args], {
    cwd,
    // A clean environment: only what a user would set, plus PATH for the toolchain.
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => stdout, errors: () => stderr, exited };
}

async function waitForListening(run: Run): Promise<string> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const match = /Satchel listening on (http:\/\/\S+)/.exec(run.output());
    if (match?.[1]) return match[1];
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start.\nstdout: ${run.output()}\nstderr: ${run.errors()}`);
}

async function stop(run: Run): Promise<number | null> {
  run.child.kill('SIGTERM');
  return run.exited;
}

describe.skipIf(isPostgresRun)('main.ts as a process', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), 'satchel-main-'));
  });
  afterEach(() => {
    rmSync(cwd, { recursive: true, force: true });
  });

  it('starts with zero config in an empty directory, prints the admin password once, stops on SIGTERM', async () => {
    const first = startMain(cwd);
    const url = await waitForListening(first);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(first.output()).toContain('username: admin');
    expect(existsSync(join(cwd, 'data', 'satchel.db'))).toBe(true);
    expect(statSync(join(cwd, 'data', 'secret.key')).mode & 0o777).toBe(0o600);

    const login = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    expect(await stop(first)).toBe(0);

    const second = startMain(cwd);
    await waitForListening(second);
    expect(second.output()).not.toContain('password:');
    expect(await stop(second)).toBe(0);
  });

  it('--migrate-only migrates and exits without listening or creating an admin', async () => {
    const run = startMain(cwd, {}, ['--migrate-only']);
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('Database is up to date (sqlite)');
    expect(run.output()).not.toContain('listening');
    expect(run.output()).not.toContain('password:');
  });

  it('a bad variable stops the process with a message naming it', async () => {
    const run = startMain(cwd, { PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await run.exited).toBe(1);
    expect(run.errors()).toMatch(/PORT: /);
    expect(run.errors()).toMatch(/LOG_LEVEL: /);
    expect(existsSync(join(cwd, 'data'))).toBe(false);
  });

  it('refuses PostgreSQL without APP_SECRET before connecting', async () => {
    const run = startMain(cwd, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await run.exited).toBe(1);
    expect(run.errors()).toContain('APP_SECRET is required with PostgreSQL');
  });
});
