import type { Clock } from '../lib/clock.js';
import { constantTimeEqual, type Keyring } from '../lib/crypto.js';

/*
 * Signed URLs of the `local` provider (api.md §3.5):
 *   GET|HEAD|PUT /api/local-storage/{config_id}/{key}?op=get|put|part&exp=<unix s>&sig=<base64url>
 * `sig` is an HMAC-SHA256 (HKDF label `localStorageSignature`) over the method, config id, key, `exp`
 * and every other parameter in sorted order, so no bound value can be changed or dropped.
 */

export type LocalStorageOperation = 'get' | 'put' | 'part';

/** Parameters each operation binds besides `op` and `exp`. */
export const BOUND_PARAMETERS: Record<LocalStorageOperation, readonly string[]> = {
  get: ['disp', 'name', 'type'],
  put: ['type', 'len'],
  part: ['upload_id', 'part'],
};

/** The HTTP method a signature is made for; a GET signature also allows HEAD. */
export function methodForOperation(op: LocalStorageOperation): 'GET' | 'PUT' {
  return op === 'get' ? 'GET' : 'PUT';
}

/** `a b/c.txt` → `a%20b/c.txt`: each segment encoded, slashes kept. */
export function encodeObjectKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export interface LocalUrlSigner {
  /** An absolute signed URL. `params` are the operation's bound parameters (absent ones omitted). */
  buildUrl(input: {
    baseUrl: string;
    configId: string;
    key: string;
    op: LocalStorageOperation;
    params: Record<string, string | undefined>;
    expiresInSeconds: number;
  }): string;
  /**
   * Checks a request's query against its method, config id and key. Returns the operation and its
   * bound parameters, or null for a missing, bad or expired signature (→ 403 ACCESS_TOKEN_INVALID).
   */
  verify(input: {
    method: string;
    configId: string;
    key: string;
    query: Record<string, string>;
  }): { op: LocalStorageOperation; params: Record<string, string> } | null;
}

function canonicalString(method: string, configId: string, key: string, params: Record<string, string>) {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(params[name]!)}`)
    .join('&');
  return [method, configId, key, sorted].join('\n');
}

function isOperation(value: string | undefined): value is LocalStorageOperation {
  return value === 'get' || value === 'put' || value === 'part';
}

export function createLocalUrlSigner(deps: { keyring: Keyring; clock: Clock }): LocalUrlSigner {
  const { keyring, clock } = deps;
  const sign = (canonical: string) => keyring.digest('localStorageSignature', canonical);

  return {
    buildUrl({ baseUrl, configId, key, op, params, expiresInSeconds }) {
      const exp = String(Math.floor(clock.now().getTime() / 1000) + expiresInSeconds);
      const signed: Record<string, string> = { op, exp };
      for (const name of BOUND_PARAMETERS[op]) {
        const value = params[name];
        if (value !== undefined) signed[name] = value;
      }
      const signature = sign(canonicalString(methodForOperation(op), configId, key, signed));
      const query = new URLSearchParams({ ...signed, sig: signature });
      return `${baseUrl}/api/local-storage/${encodeURIComponent(configId)}/${encodeObjectKey(key)}?${query.toString()}`;
    },

    verify({ method, configId, key, query }) {
      const op = query.op;
      const signature = query.sig;
      const exp = query.exp;
      if (!isOperation(op) || !signature || !exp || !/^\d{1,12}$/.test(exp)) return null;
      const signedMethod = method === 'HEAD' ? 'GET' : method;
      if (signedMethod !== methodForOperation(op)) return null;
      const params: Record<string, string> = { op, exp };
      for (const name of BOUND_PARAMETERS[op]) {
        const value = query[name];
        if (value !== undefined) params[name] = value;
      }
      const expected = sign(canonicalString(signedMethod, configId, key, params));
      if (!constantTimeEqual(expected, signature)) return null;
      if (Number(exp) * 1000 <= clock.now().getTime()) return null;
      return { op, params };
    },
  };
}
