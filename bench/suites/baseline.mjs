// The trivial route every other suite is compared with, plus the memory check of design.md §7:
// resident memory after 100,000 requests within 10 % of that after 10,000.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { measure, formatRate } from '../lib.mjs';

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

export async function run(server) {
  const trivial = await measure({ url: `${server.baseUrl}/api/version` });
  console.log(formatRate('GET /api/version', trivial));
  await autocannon({ url: `${server.baseUrl}/api/version`, connections: 50, amount: 10_000 });
  const after10k = residentMegabytes(server.pid);
  await autocannon({ url: `${server.baseUrl}/api/version`, connections: 50, amount: 90_000 });
  const after100k = residentMegabytes(server.pid);
  const growth = ((after100k - after10k) / after10k) * 100;
  console.log(
    `RSS after 10k: ${after10k.toFixed(1)} MB, after 100k: ${after100k.toFixed(1)} MB (${growth.toFixed(1)} %, target ≤ 10 %)`,
  );
}
