import { describe, expect, it } from 'vitest';
import { formatTimestamp, parseTimestamp } from './time.js';

describe('parseTimestamp (api.md §1.5)', () => {
  it.each([
    ['2025-06-08T09:30:00.000Z', '2025-06-08T09:30:00.000Z'],
    ['2025-06-08T09:30:00Z', '2025-06-08T09:30:00.000Z'],
    ['2025-06-08T09:30Z', '2025-06-08T09:30:00.000Z'],
    ['2025-06-08T11:30:00+02:00', '2025-06-08T09:30:00.000Z'],
    ['2025-06-08T04:30:00-0500', '2025-06-08T09:30:00.000Z'],
  ])('%s → %s', (input, expected) => {
    expect(parseTimestamp(input)?.toISOString()).toBe(expected);
  });

  it.each(['2025-06-08', '2025-06-08T09:30:00', 'tomorrow', '', '2025-13-40T99:99:99Z'])(
    'rejects %j',
    (input) => {
      expect(parseTimestamp(input)).toBeNull();
    },
  );

  it('formats with milliseconds and Z', () => {
    expect(formatTimestamp(new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 6)))).toBe('2025-01-02T03:04:05.006Z');
  });
});
