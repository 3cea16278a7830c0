import {
  PASTE_ACCESS_TOKEN_TTL_MS,
  SHARE_CLEANUP_GRACE_MS,
  type BatchDeleteResult,
  type ClearExpiredResult,
  type CreatedPasteDto,
  type CreatePasteBody,
  type PageRequest,
  type Paged,
  type PasteDto,
  type PasteListItemDto,
  type PublicPasteMetadata,
  type PublicPasteView,
  type UpdatePasteBody,
} from '@satchel/shared';
import { toIsoTimestamp, type PastesTable } from '../../db/schema.js';
import { AppError, notFoundError, validationError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { generateId, isUuid } from '../../lib/ids.js';
import { buildPage } from '../../lib/pagination.js';
import { hashPassword } from '../../lib/passwords.js';
import { describeCreator, type AdminPrincipal, type Principal } from '../../lib/principal.js';
import type { IssuedShareToken, ShareAccessTokens } from '../../lib/share-access-token.js';
import { claimSlug } from '../../lib/slug.js';
import type { RateLimiter } from '../../rate-limit/rate-limiter.service.js';
import {
  accessTokenInvalid,
  managedShareFields,
  publicShareFields,
  resolvePasswordChange,
  shareOwnerOf,
  tokenFitsShare,
  type ManagingPrincipal,
  type PublicRequestContext,
} from '../../shares/share-management.js';
import { verifySharePassword } from '../../shares/share-password.js';
import { isShareExpired, shareGoneError } from '../../shares/share-state.js';
import { createShareViews } from '../../shares/share-views.js';
import type { PasteChanges, PasteListRow, PasteOwner, PastesRepository } from './pastes.repository.js';

/** How `/raw/{slug}` was asked for. */
export interface RawPasteRequest {
  token?: string | undefined;
  password?: string | undefined;
}

/** The bytes `/raw/{slug}` serves. */
export interface RawPaste {
  slug: string;
  content: string;
}

export interface PastesService {
  /** `POST /paste`. Throws 400 (past `expires_at`, bad slug), 409 SLUG_TAKEN, 500 when no slug is free. */
  create(principal: ManagingPrincipal, body: CreatePasteBody, baseUrl: string): Promise<CreatedPasteDto>;
  /**
   * `GET /paste/{slug}[?token=]`: with a token, the content without counting; otherwise a counted view
   * (no password) or metadata (password). Throws 403 ACCESS_TOKEN_INVALID, 404, 410.
   */
  view(
    principal: Principal,
    slug: string,
    token: string | undefined,
    context: PublicRequestContext,
  ): Promise<PublicPasteView | PublicPasteMetadata>;
  /**
   * `POST /paste/{slug}`: checks the password (rate limited), then counts a view. Throws 400 (no
   * password on the paste), 401 PASSWORD_INCORRECT, 404, 410, 429.
   */
  unlock(
    principal: Principal,
    slug: string,
    password: string,
    context: PublicRequestContext,
  ): Promise<PublicPasteView>;
  /**
   * `GET /raw/{slug}`: token (no count), or a counted view (password checked first when set).
   * Throws 401 PASSWORD_REQUIRED / PASSWORD_INCORRECT, 403, 404, 410, 429.
   */
  readRaw(slug: string, request: RawPasteRequest, context: PublicRequestContext): Promise<RawPaste>;
  /** `GET /admin/pastes` (every paste) and `GET /user/pastes` (the key's own), newest first. */
  list(principal: ManagingPrincipal, page: PageRequest): Promise<Paged<PasteListItemDto>>;
  /** `GET /admin|user/pastes/{id}`: never counts. Throws 404 (unknown, malformed or foreign id). */
  get(principal: ManagingPrincipal, id: string): Promise<PasteDto>;
  /** `PUT /admin|user/pastes/{id}`, partial. Throws 400, 404, 409 SLUG_TAKEN. */
  update(principal: ManagingPrincipal, id: string, body: UpdatePasteBody): Promise<PasteDto>;
  /** `DELETE /admin|user/pastes/{id}`. Throws 404. */
  remove(principal: ManagingPrincipal, id: string): Promise<void>;
  /** `POST /admin|user/pastes/batch-delete`: unknown, malformed and foreign ids land in `not_found`. */
  removeMany(principal: ManagingPrincipal, ids: readonly string[]): Promise<BatchDeleteResult>;
  /** `POST /admin/pastes/clear-expired`: every expired or exhausted paste, at once. */
  clearExpired(principal: AdminPrincipal): Promise<ClearExpiredResult>;
  /** The hourly sweep: pastes expired or exhausted for at least 24 h (api.md §4.3). */
  sweepExpired(): Promise<number>;
}

/** Which pastes a principal manages: the admin all, a key its own (api.md §2.1). */
function ownerOf(principal: ManagingPrincipal): PasteOwner {
  return shareOwnerOf(principal);
}

/** `can_edit` (api.md §3.0): the admin, or the creating key while it may still manage pastes. */
function canEdit(principal: Principal, paste: Pick<PastesTable, 'created_by'>): boolean {
  if (principal.kind === 'admin') return true;
  if (principal.kind !== 'api-key') return false;
  return principal.apiKey.permissions.text && paste.created_by === describeCreator(principal);
}

function pasteUrl(slug: string): string {
  return `/paste/${slug}`;
}

function rawUrl(baseUrl: string, slug: string, token?: string): string {
  const url = `${baseUrl}/api/raw/${slug}`;
  return token === undefined ? url : `${url}?token=${encodeURIComponent(token)}`;
}

/*
 * The one place rows become responses (design.md §4.3): `password_hash` and `password_version`
 * never reach a DTO, and public views never carry `created_by` or `key_name`.
 */

function toPasteDto(row: PastesTable, now: Date): PasteDto {
  return {
    id: row.id,
    slug: row.slug,
    url: pasteUrl(row.slug),
    remark: row.remark,
    content: row.content,
    ...managedShareFields(row, now),
  };
}

function toPasteListItemDto(row: PasteListRow, now: Date): PasteListItemDto {
  return {
    id: row.id,
    slug: row.slug,
    url: pasteUrl(row.slug),
    remark: row.remark,
    content_preview: row.content_preview,
    ...managedShareFields(row, now),
  };
}

function toPublicMetadata(row: PastesTable, isEditable: boolean): PublicPasteMetadata {
  return {
    ...(isEditable ? { id: row.id } : {}),
    slug: row.slug,
    remark: row.remark,
    ...publicShareFields(row),
    can_edit: isEditable,
  };
}

function toPublicView(
  row: PastesTable,
  isEditable: boolean,
  access: IssuedShareToken,
  baseUrl: string,
): PublicPasteView {
  return {
    ...(isEditable ? { id: row.id } : {}),
    slug: row.slug,
    content: row.content,
    remark: row.remark,
    ...publicShareFields(row),
    requires_password: false,
    updated_at: row.updated_at,
    can_edit: isEditable,
    access_token: access.token,
    access_token_expires_at: toIsoTimestamp(access.expiresAt),
    raw_url: rawUrl(baseUrl, row.slug, access.token),
  };
}

/** `expires_at` of a create or edit: null = never, otherwise strictly in the future. */
function resolveExpiresAt(value: Date | null, now: Date): string | null {
  if (value === null) return null;
  if (value.getTime() <= now.getTime())
    throw validationError('expires_at', 'expires_at must be in the future');
  return toIsoTimestamp(value);
}

export function createPastesService(deps: {
  repository: PastesRepository;
  shareTokens: ShareAccessTokens;
  rateLimiter: RateLimiter;
  clock: Clock;
}): PastesService {
  const { repository, shareTokens, rateLimiter, clock } = deps;

  const issueToken = (row: PastesTable): IssuedShareToken =>
    shareTokens.issue(
      { kind: 'paste', shareId: row.id, slug: row.slug, passwordVersion: row.password_version },
      PASTE_ACCESS_TOKEN_TTL_MS,
    );

  const views = createShareViews(rateLimiter, {
    kind: 'paste',
    findBySlug: (slug) => repository.findPasteBySlug(slug),
    countViewOfOpenShare: (slug, now) => repository.countViewOfOpenPaste(slug, now),
    countViewById: (id, now) => repository.countViewById(id, now),
  });
  const { findAvailable, explainUncounted } = views;

  /**
   * A paste read with its access token (api.md §4.4): 403 when the token is bad, expired, for another
   * paste or voided by a password change; 404 when the paste is gone; 410 once it has expired. An
   * exhausted paste is still served: the token paid for its view.
   */
  const readWithToken = async (slug: string, token: string, now: Date) => {
    const payload = shareTokens.verify(token, 'paste');
    if (!payload) throw accessTokenInvalid();
    const row = await repository.findPasteBySlug(slug);
    if (!row) throw notFoundError('paste');
    if (!tokenFitsShare(payload, row)) throw accessTokenInvalid();
    if (isShareExpired(row, now)) throw shareGoneError('expired');
    return { row, access: { token, expiresAt: new Date(payload.exp) } };
  };

  const loadOwned = async (principal: ManagingPrincipal, id: string): Promise<PastesTable> => {
    const row = isUuid(id) ? await repository.findPasteById(id, ownerOf(principal)) : undefined;
    if (!row) throw notFoundError('paste');
    return row;
  };

  return {
    async create(principal, body, baseUrl) {
      const now = clock.now();
      const nowText = toIsoTimestamp(now);
      const expiresAt = resolveExpiresAt(body.expires_at ?? null, now);
      // argon2 only when there is a password: it is the expensive part of a create.
      const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
      const row = await claimSlug(body.slug, async (slug) => {
        const candidate: PastesTable = {
          id: generateId(),
          slug,
          content: body.content,
          remark: body.remark ?? null,
          password_hash: passwordHash,
          password_version: 1,
          expires_at: expiresAt,
          max_views: body.max_views,
          views: 0,
          exhausted_at: null,
          created_by: describeCreator(principal),
          key_name: principal.kind === 'api-key' ? principal.apiKey.name : null,
          created_at: nowText,
          updated_at: nowText,
        };
        await repository.insertPaste(candidate);
        return candidate;
      });
      return { ...toPasteDto(row, now), raw_url: rawUrl(baseUrl, row.slug) };
    },

    async view(principal, slug, token, context) {
      const now = clock.now();
      if (token !== undefined) {
        const { row, access } = await readWithToken(slug, token, now);
        return toPublicView(row, canEdit(principal, row), access, context.baseUrl);
      }
      const result = await views.view(slug, now, context.isHead);
      if ('metadataOnly' in result) {
        return toPublicMetadata(result.metadataOnly, canEdit(principal, result.metadataOnly));
      }
      const { counted } = result;
      return toPublicView(counted, canEdit(principal, counted), issueToken(counted), context.baseUrl);
    },

    async unlock(principal, slug, password, context) {
      const counted = await views.unlock(slug, password, context.clientIp, clock.now());
      return toPublicView(counted, canEdit(principal, counted), issueToken(counted), context.baseUrl);
    },

    async readRaw(slug, request, context) {
      const now = clock.now();
      if (request.token !== undefined) {
        const { row } = await readWithToken(slug, request.token, now);
        return { slug: row.slug, content: row.content };
      }
      if (!context.isHead) {
        const counted = await repository.countViewOfOpenPaste(slug, now);
        if (counted) return { slug: counted.slug, content: counted.content };
      }
      const row = await findAvailable(slug, now);
      if (row.password_hash === null) {
        if (context.isHead) return { slug: row.slug, content: row.content };
        return explainUncounted(slug, now);
      }
      // HEAD never checks a password: it would be a free, uncounted guess.
      if (!request.password || context.isHead) {
        throw new AppError('PASSWORD_REQUIRED', 'this paste is password protected');
      }
      await verifySharePassword(rateLimiter, {
        kind: 'paste',
        shareId: row.id,
        passwordHash: row.password_hash,
        password: request.password,
        clientIp: context.clientIp,
      });
      const counted = await repository.countViewById(row.id, now);
      if (!counted) return explainUncounted(slug, now);
      return { slug: counted.slug, content: counted.content };
    },

    async list(principal, page) {
      const now = clock.now();
      const { rows, total } = await repository.listPastes(ownerOf(principal), page);
      return buildPage(
        rows.map((row) => toPasteListItemDto(row, now)),
        total,
        page,
      );
    },

    async get(principal, id) {
      return toPasteDto(await loadOwned(principal, id), clock.now());
    },

    async update(principal, id, body) {
      const existing = await loadOwned(principal, id);
      const now = clock.now();
      const changes: PasteChanges = {};
      if (body.content !== undefined) changes.content = body.content;
      if (body.remark !== undefined) changes.remark = body.remark;
      if (body.expires_at !== undefined) changes.expires_at = resolveExpiresAt(body.expires_at, now);
      // A changed limit starts counting afresh; re-sending the limit of an exhausted paste revives it.
      if (
        body.max_views !== undefined &&
        (body.max_views !== existing.max_views || existing.exhausted_at !== null)
      ) {
        changes.max_views = body.max_views;
        changes.views = 0;
        changes.exhausted_at = null;
      }
      const password = await resolvePasswordChange(body, existing);
      Object.assign(changes, password.changes);
      const { bumpPasswordVersion } = password;
      const owner = ownerOf(principal);
      const apply = (slugChange: PasteChanges) =>
        repository.updatePaste(id, owner, { ...changes, ...slugChange }, { now, bumpPasswordVersion });
      let updated: PastesTable | undefined;
      if (body.slug === undefined || body.slug === existing.slug) {
        updated = await apply({});
      } else {
        updated = await claimSlug(body.slug === '' ? undefined : body.slug, (slug) => apply({ slug }));
      }
      if (!updated) throw notFoundError('paste');
      return toPasteDto(updated, now);
    },

    async remove(principal, id) {
      const deleted = isUuid(id) ? await repository.deletePastes([id], ownerOf(principal)) : [];
      if (deleted.length === 0) throw notFoundError('paste');
    },

    async removeMany(principal, ids) {
      const unique = [...new Set(ids)];
      const deleted = new Set(await repository.deletePastes(unique.filter(isUuid), ownerOf(principal)));
      return {
        deleted_count: deleted.size,
        not_found: unique.filter((id) => !deleted.has(id)),
      };
    },

    async clearExpired() {
      return { deleted_count: await repository.deleteExpiredOrExhausted(clock.now()) };
    },

    sweepExpired: () => repository.deleteExpiredOrExhaustedSince(clock.now(), SHARE_CLEANUP_GRACE_MS),
  };
}
