import { isValidCustomSlug, SLUG_GENERATED_LENGTH, SLUG_GENERATION_ATTEMPTS } from '@satchel/shared';
import { isUniqueViolation } from '../db/db-errors.js';
import { AppError, validationError } from './app-error.js';
import { ALPHANUMERIC, generateRandomString } from './random.js';

/*
 * Share slugs (api.md §4.1), for every share kind. Pastes and file shares are separate namespaces:
 * each kind's table (plus, for files, its pending uploads) holds its own unique slugs, and the
 * database's unique index is the only judge of "taken", so two racing creates cannot both win.
 */

/**
 * A generated slug: 8 characters of `[A-Za-z0-9]` from the CSPRNG, drawn by rejection sampling
 * (`generateRandomString` discards bytes ≥ 248 = 4·62, so every character is equally likely).
 */
export function generateSlug(): string {
  return generateRandomString(SLUG_GENERATED_LENGTH, ALPHANUMERIC);
}

/** Thrown by a `claim` callback when its slug is taken but no unique index said so (a pre-check). */
export class SlugTakenSignal extends Error {
  constructor() {
    super('slug taken');
    this.name = 'SlugTakenSignal';
  }
}

/** 409 SLUG_TAKEN, the message the web app shows (spec §8). */
export function slugTakenError(): AppError {
  return new AppError('SLUG_TAKEN', 'custom link suffix already taken, try another');
}

function isSlugConflict(error: unknown): boolean {
  return error instanceof SlugTakenSignal || isUniqueViolation(error);
}

/**
 * Runs `claim(slug)` (normally the INSERT or UPDATE that stores the slug) with the requested custom
 * slug, or with generated ones:
 * - custom: a conflict (unique violation or SlugTakenSignal) → 409 SLUG_TAKEN; a malformed slug → 400;
 * - generated: a conflict → retry with a fresh slug, up to 5 attempts in all, then 500 INTERNAL.
 *
 * `claim` must not leave partial writes behind when it fails (one statement, or a transaction).
 */
export async function claimSlug<T>(
  requested: string | undefined,
  claim: (slug: string) => Promise<T>,
  field = 'slug',
): Promise<T> {
  if (requested !== undefined) {
    if (!isValidCustomSlug(requested)) {
      throw validationError(field, `${field} must be 1-64 letters, numbers, dashes or underscores`);
    }
    try {
      return await claim(requested);
    } catch (error) {
      if (isSlugConflict(error)) throw slugTakenError();
      throw error;
    }
  }
  for (let attempt = 1; attempt <= SLUG_GENERATION_ATTEMPTS; attempt += 1) {
    try {
      return await claim(generateSlug());
    } catch (error) {
      if (!isSlugConflict(error)) throw error;
    }
  }
  throw new AppError('INTERNAL', 500, 'could not generate a free slug, please retry');
}
