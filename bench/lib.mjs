// Shared helpers for the benchmark suites: one autocannon run with the house defaults (design.md §7).
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
