import { describe, expect, it } from 'vitest';
import { ALPHANUMERIC, generateRandomString, generateToken } from './random.js';

describe('generateRandomString', () => {
  it('draws only from the alphabet, at the requested length', () => {
    const value = generateRandomString(5000);
    expect(value).toHaveLength(5000);
    expect(value).toMatch(/^[A-Za-z0-9]+$/);
    expect(generateRandomString(0)).toBe('');
    expect(generateRandomString(64, 'xy')).toMatch(/^[xy]{64}$/);
  });

  it('never repeats itself across pool refills: 3,000 slugs of 8 characters are all different', () => {
    // 3,000 × 8 characters use several 4 KiB pools; a pool handed out twice would repeat slugs.
    const slugs = Array.from({ length: 3000 }, () => generateRandomString(8));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('covers the whole alphabet', () => {
    const seen = new Set(generateRandomString(20_000));
    expect(seen.size).toBe(ALPHANUMERIC.length);
  });

  it('has no modulo bias: with a 3-letter alphabet every letter is about equally likely', () => {
    // 256 % 3 = 1, so a modulo draw would favour "a" slightly; over 90k draws the spread stays tight.
    const counts = { a: 0, b: 0, c: 0 };
    for (const letter of generateRandomString(90_000, 'abc')) counts[letter as keyof typeof counts] += 1;
    for (const count of Object.values(counts)) expect(Math.abs(count - 30_000)).toBeLessThan(900);
  });

  it('with a 200-letter alphabet the first 56 letters are not twice as likely', () => {
    // 256 % 200 = 56: a modulo draw would give letters 0-55 double weight.
    const alphabet = Array.from({ length: 200 }, (_, index) => String.fromCharCode(0x100 + index)).join('');
    const draws = generateRandomString(100_000, alphabet);
    let low = 0;
    for (const char of draws) if (char.charCodeAt(0) - 0x100 < 56) low += 1;
    // Uniform: 56/200 = 28 %; a modulo bias would push it to 112/256 ≈ 44 %.
    expect(low / draws.length).toBeGreaterThan(0.26);
    expect(low / draws.length).toBeLessThan(0.3);
  });

  it('refuses alphabets it cannot sample from one byte', () => {
    expect(() => generateRandomString(4, 'a')).toThrow(RangeError);
    expect(() => generateRandomString(4, 'x'.repeat(257))).toThrow(RangeError);
  });
});

describe('generateToken', () => {
  it('is 32 random bytes in base64url (43 characters), different each time', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateToken()).not.toBe(token);
  });
});
