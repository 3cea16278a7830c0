import {
  ADMIN_TOKEN_TTL_MS,
  type AdminSession,
  type ApiKeyCheckResult,
  type ChangePasswordBody,
  type LoginBody,
  type LoginResult,
} from '@satchel/shared';
import { toIsoTimestamp } from '../../db/schema.js';
import { rateLimitAddress } from '../../http/client-address.js';
import { AppError, validationError } from '../../lib/app-error.js';
import { addMilliseconds, type Clock } from '../../lib/clock.js';
import type { Keyring } from '../../lib/crypto.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { AdminPrincipal, ApiKeyPrincipal } from '../../lib/principal.js';
import { generateToken } from '../../lib/random.js';
import {
  RATE_LIMIT_RULES,
  type RateLimiter,
  type RateLimitSubject,
} from '../../rate-limit/rate-limiter.service.js';
import type { AuthRepository } from './auth.repository.js';

/** Facts about the caller that are not a credential (rate limits count per client IP). */
export interface RequestContext {
  clientIp: string;
}

export interface AuthService {
  /**
   * `POST /admin/login`: a 24 h session token. Throws 429 RATE_LIMITED while the IP or username is
   * limited, 401 PASSWORD_INCORRECT (one message for every cause) otherwise on failure.
   */
  login(context: RequestContext, body: LoginBody): Promise<LoginResult>;
  /** `POST /admin/logout`: revokes the presented token only. */
  logout(principal: AdminPrincipal): Promise<void>;
  /** `GET /admin/check`, `GET /test/admin-token`. */
  describeSession(principal: AdminPrincipal): AdminSession;
  /**
   * `POST /admin/change-password`: verifies the current password (a wrong one counts toward the
   * login limit: 429 / 401 PASSWORD_INCORRECT), rejects an unchanged password (400), then changes
   * username and/or password and revokes every admin token.
   */
  changePassword(principal: AdminPrincipal, context: RequestContext, body: ChangePasswordBody): Promise<void>;
  /** `GET /test/api-key`. */
  describeApiKey(principal: ApiKeyPrincipal): ApiKeyCheckResult;
  /** Credential lookup for http/principal.ts: null when the token is unknown, expired or revoked. */
  findAdminByToken(token: string): Promise<AdminPrincipal | null>;
  /** Deletes expired sessions (scheduled job). */
  purgeExpiredSessions(): Promise<number>;
}

const LOGIN_FAILED_MESSAGE = 'invalid username or password';

/** Login counters: per client IP (IPv6 per /64) and per username (case-folded so `Admin` and `admin` share one). */
function loginSubjects(clientIp: string, username: string): RateLimitSubject[] {
  return [
    { rule: RATE_LIMIT_RULES.adminLoginPerIp, parts: [rateLimitAddress(clientIp)] },
    { rule: RATE_LIMIT_RULES.adminLoginPerUsername, parts: [username.toLowerCase()] },
  ];
}

export function createAuthService(deps: {
  repository: AuthRepository;
  keyring: Keyring;
  clock: Clock;
  rateLimiter: RateLimiter;
}): AuthService {
  const { repository, keyring, clock, rateLimiter } = deps;
  const digestToken = (token: string) => keyring.digest('adminTokenDigest', token);

  return {
    async login(context, body) {
      const subjects = loginSubjects(context.clientIp, body.username);
      const admin = await repository.findAdminByUsername(body.username);
      // Counted before argon2 runs (atomic), so parallel guesses cannot slip past the limit.
      const isValid = await rateLimiter.verifyAttempt(subjects, async () =>
        admin ? verifyPassword(admin.password_hash, body.password) : verifyAgainstDummy(body.password),
      );
      if (!admin || !isValid) throw new AppError('PASSWORD_INCORRECT', LOGIN_FAILED_MESSAGE);
      const now = clock.now();
      const token = generateToken();
      const expiresAt = addMilliseconds(now, ADMIN_TOKEN_TTL_MS);
      await repository.insertToken({
        token_digest: digestToken(token),
        admin_id: admin.id,
        expires_at: expiresAt,
        created_at: now,
      });
      return { username: admin.username, token, expires_at: toIsoTimestamp(expiresAt) };
    },

    async logout(principal) {
      await repository.deleteToken(principal.tokenDigest);
    },

    describeSession: (principal) => ({ username: principal.username, expires_at: principal.expiresAt }),

    async changePassword(principal, context, body) {
      const subjects = loginSubjects(context.clientIp, principal.username);
      const admin = await repository.findAdminById(principal.adminId);
      if (!admin) throw new AppError('TOKEN_EXPIRED', 'admin session expired, please log in again');
      const isValid = await rateLimiter.verifyAttempt(subjects, () =>
        verifyPassword(admin.password_hash, body.current_password),
      );
      if (!isValid) throw new AppError('PASSWORD_INCORRECT', 'current password is incorrect');
      if (body.new_password !== undefined && body.new_password === body.current_password) {
        throw validationError('new_password', 'new_password must differ from the current password');
      }
      await repository.updateCredentialsAndRevokeTokens(
        admin.id,
        {
          ...(body.new_username !== undefined ? { username: body.new_username } : {}),
          ...(body.new_password !== undefined
            ? { password_hash: await hashPassword(body.new_password) }
            : {}),
        },
        clock.now(),
      );
    },

    describeApiKey({ apiKey }) {
      return {
        name: apiKey.name,
        basic_path: apiKey.basicPath,
        permissions: { ...apiKey.permissions },
        key_info: {
          id: apiKey.id,
          name: apiKey.name,
          basic_path: apiKey.basicPath,
          expires_at: apiKey.expiresAt,
        },
      };
    },

    async findAdminByToken(token) {
      const tokenDigest = digestToken(token);
      const session = await repository.findSessionByTokenDigest(tokenDigest);
      if (!session || session.expires_at <= toIsoTimestamp(clock.now())) return null;
      return {
        kind: 'admin',
        adminId: session.admin_id,
        username: session.username,
        tokenDigest,
        expiresAt: session.expires_at,
      };
    },

    purgeExpiredSessions: () => repository.deleteExpiredTokens(clock.now()),
  };
}
