// Paste throughput (design.md §7): creates/s and views/s, each also as a ratio to the trivial route
// measured in the same run. Targets on the 2-core reference machine: views ≥ 3,500/s, creates ≥ 2,800/s.
import { formatRate, measure } from '../lib.mjs';

const VIEW_TARGET_PER_SECOND = 3500;
const CREATE_TARGET_PER_SECOND = 2800;

/** A typical small Markdown paste (about 1 KB). */
const PASTE_CONTENT = `# Bench paste\n\n${'Some *Markdown* text with a [link](https://example.com). '.repeat(16)}\n`;

function verdict(result, target) {
  return `${result.perSecond >= target ? 'meets' : 'BELOW'} target of ${target}/s`;
}

export async function run(server) {
  const trivial = await measure({ url: `${server.baseUrl}/api/version` });
  console.log(formatRate('GET /api/version', trivial));

  const createHeaders = {
    authorization: `Bearer ${server.adminToken}`,
    'content-type': 'application/json',
  };
  const creates = await measure({
    url: `${server.baseUrl}/api/paste`,
    method: 'POST',
    headers: createHeaders,
    body: JSON.stringify({ content: PASTE_CONTENT, remark: 'bench' }),
  });
  console.log(
    `${formatRate('POST /api/paste', creates, trivial)}  ${verdict(creates, CREATE_TARGET_PER_SECOND)}`,
  );

  // An unlimited paste without a password: every view is one counting UPDATE.
  const created = await fetch(`${server.baseUrl}/api/paste`, {
    method: 'POST',
    headers: createHeaders,
    body: JSON.stringify({ content: PASTE_CONTENT, max_views: 0 }),
  }).then((response) => response.json());
  const slug = created.data.slug;
  const views = await measure({ url: `${server.baseUrl}/api/paste/${slug}` });
  console.log(
    `${formatRate('GET /api/paste/<slug>', views, trivial)}  ${verdict(views, VIEW_TARGET_PER_SECOND)}`,
  );

  const counted = await fetch(`${server.baseUrl}/api/admin/pastes/${created.data.id}`, {
    headers: { authorization: `Bearer ${server.adminToken}` },
  }).then((response) => response.json());
  console.log(
    `views counted by the server: ${counted.data.views} (autocannon saw ${views.perSecond.toFixed(0)}/s of 2xx)`,
  );
}
