import { SLUG_GENERATION_ATTEMPTS } from '@satchel/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { claimSlug, generateSlug, SlugTakenSignal } from './slug.js';

/** A unique violation as better-sqlite3 reports it. */
const uniqueViolation = () =>
  Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected an AppError');
}

describe('generateSlug (api.md §4.1)', () => {
  it('is 8 characters of [A-Za-z0-9]', () => {
    for (let index = 0; index < 1000; index += 1) expect(generateSlug()).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('uses the whole 62-character alphabet about evenly (rejection sampling, no modulo bias)', () => {
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let index = 0; index < draws; index += 1) {
      for (const char of generateSlug()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const expected = (draws * 8) / 62;
    // A modulo draw over bytes (256 = 4·62 + 8) would give the first 8 characters 5/4 of the weight
    // of the others (+25 %); uniform draws stay within a few per cent.
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.08);
    const firstEight = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].reduce(
      (sum, char) => sum + counts.get(char)!,
      0,
    );
    expect(firstEight / 8 / expected).toBeLessThan(1.06);
  });

  it('does not repeat', () => {
    const slugs = new Set(Array.from({ length: 5000 }, generateSlug));
    expect(slugs.size).toBe(5000);
  });
});

describe('claimSlug', () => {
  it('uses a custom slug as given and turns a conflict into 409 SLUG_TAKEN', async () => {
    expect(await claimSlug('My-Slug_1', async (slug) => slug)).toBe('My-Slug_1');
    const taken = await errorOf(claimSlug('taken', () => Promise.reject(uniqueViolation())));
    expect(taken).toMatchObject({ code: 'SLUG_TAKEN', status: 409 });
    const signalled = await errorOf(claimSlug('taken', () => Promise.reject(new SlugTakenSignal())));
    expect(signalled.code).toBe('SLUG_TAKEN');
  });

  it('refuses a malformed custom slug with 400 before claiming', async () => {
    let calls = 0;
    const error = await errorOf(
      claimSlug('no spaces', async () => {
        calls += 1;
      }),
    );
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', data: { field: 'slug' } });
    expect(calls).toBe(0);
  });

  it('retries generated slugs on a conflict, with a fresh slug each time', async () => {
    const tried: string[] = [];
    const result = await claimSlug(undefined, async (slug) => {
      tried.push(slug);
      if (tried.length < 3) throw uniqueViolation();
      return slug;
    });
    expect(tried).toHaveLength(3);
    expect(new Set(tried).size).toBe(3);
    expect(result).toBe(tried[2]);
  });

  it(`gives up after ${SLUG_GENERATION_ATTEMPTS} attempts with 500`, async () => {
    let calls = 0;
    const error = await errorOf(
      claimSlug(undefined, () => {
        calls += 1;
        return Promise.reject(uniqueViolation());
      }),
    );
    expect(calls).toBe(SLUG_GENERATION_ATTEMPTS);
    expect(error).toMatchObject({ code: 'INTERNAL', status: 500 });
  });

  it('passes other errors through untouched', async () => {
    const boom = new Error('disk full');
    await expect(claimSlug(undefined, () => Promise.reject(boom))).rejects.toBe(boom);
    await expect(claimSlug('custom', () => Promise.reject(boom))).rejects.toBe(boom);
  });
});
