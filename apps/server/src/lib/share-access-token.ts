import type { ShareKind } from '@satchel/shared';
import type { Clock } from './clock.js';
import { constantTimeEqual, type Keyring } from './crypto.js';

/*
 * Share access tokens (api.md §4.4), for every share kind: `base64url(payload).base64url(HMAC-SHA256)`,
 * keyed with the `shareAccessToken` HKDF label of the server secret, so any instance can check a token
 * another one issued. Tokens are stateless: a password change or clear bumps the share's
 * `password_version`, and the caller compares it, which voids every token issued before.
 */

/** What a token says. `exp` is epoch milliseconds, so the expiry round-trips to an exact ISO time. */
export interface ShareTokenPayload {
  kind: ShareKind;
  share_id: string;
  slug: string;
  password_version: number;
  exp: number;
}

/** The share a token is issued for. */
export interface ShareTokenSubject {
  kind: ShareKind;
  shareId: string;
  slug: string;
  passwordVersion: number;
}

export interface IssuedShareToken {
  token: string;
  expiresAt: Date;
}

export interface ShareAccessTokens {
  /** A token for `subject`, valid for `ttlMs` from now. */
  issue(subject: ShareTokenSubject, ttlMs: number): IssuedShareToken;
  /**
   * The payload when `token` is well formed, signed by this server, of `kind` and not expired; else
   * null. The caller still checks `share_id` and `password_version` against the share (both → 403
   * ACCESS_TOKEN_INVALID when they differ).
   */
  verify(token: string, kind: ShareKind): ShareTokenPayload | null;
}

/** Longest token accepted for parsing; anything longer is refused before any work. */
const MAX_TOKEN_LENGTH = 1024;

function isPayload(value: unknown): value is ShareTokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Record<string, unknown>;
  return (
    (payload.kind === 'paste' || payload.kind === 'file') &&
    typeof payload.share_id === 'string' &&
    typeof payload.slug === 'string' &&
    Number.isSafeInteger(payload.password_version) &&
    Number.isSafeInteger(payload.exp)
  );
}

export function createShareAccessTokens(deps: { keyring: Keyring; clock: Clock }): ShareAccessTokens {
  const { keyring, clock } = deps;
  const sign = (encodedPayload: string) => keyring.digest('shareAccessToken', encodedPayload);

  return {
    issue(subject, ttlMs) {
      const expiresAt = new Date(clock.now().getTime() + ttlMs);
      const payload: ShareTokenPayload = {
        kind: subject.kind,
        share_id: subject.shareId,
        slug: subject.slug,
        password_version: subject.passwordVersion,
        exp: expiresAt.getTime(),
      };
      const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
      return { token: `${encoded}.${sign(encoded)}`, expiresAt };
    },

    verify(token, kind) {
      if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length > 0) return null;
      if (!constantTimeEqual(sign(encoded), signature)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isPayload(payload) || payload.kind !== kind) return null;
      if (payload.exp <= clock.now().getTime()) return null;
      return payload;
    },
  };
}
