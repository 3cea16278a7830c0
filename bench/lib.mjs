// Shared helpers for the benchmark suites: one autocannon run with the house defaults (design.md §7).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 15);

/** Runs autocannon and returns requests per second (2xx only) and the non-2xx count. */
export async function measure(options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  const okRequests = result['2xx'];
  return {
    perSecond: okRequests / (result.duration || DURATION_SECONDS),
    non2xx: result.non2xx,
    errors: result.errors,
    latencyP99: result.latency.p99,
  };
}

export function formatRate(label, { perSecond, non2xx, errors, latencyP99 }, baseline) {
  const ratio = baseline ? ` (${(perSecond / baseline.perSecond).toFixed(2)}× the trivial route)` : '';
  return `${label.padEnd(28)} ${perSecond.toFixed(0).padStart(8)}/s  p99 ${latencyP99} ms  non-2xx ${non2xx}  errors ${errors}${ratio}`;
}

// Core pinning. On a 2-core machine the scheduler sometimes puts the server and the load generator on
// the same core and sometimes not, and a 1 GiB download then runs at 0.5 GB/s or 1.9 GB/s depending on
// where the threads landed, for the product and the baseline alike. Each server under test (Satchel and
// every baseline) therefore gets core 0 and the load generator (this process) the rest, the same for
// both sides of every ratio. BENCH_PIN=0 turns it off; it is skipped without `taskset` or with one core.
const PIN = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && hasTaskset();

function hasTaskset() {
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The command line that starts a server under test, pinned to core 0 when pinning is on. */
export function serverCommand(command, args) {
  return PIN ? { command: 'taskset', args: ['-c', '0', command, ...args] } : { command, args };
}

/** Moves every thread of this process (the load generator) off the servers' core. */
export function pinLoadGenerator() {
  if (!PIN) return 'not pinned';
  const cores = `1-${availableParallelism() - 1}`;
  spawnSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
  return `servers on core 0, load generator on cores ${cores}`;
}
