import { describe, expect, it } from 'vitest';
import { displayUploadSize, parseUploadSize, toMegabytes } from './upload-size';

describe('upload size units (api.md §3.7)', () => {
  it('converts GB × 1024 and keeps MB', () => {
    expect(toMegabytes(2, 'GB')).toBe(2048);
    expect(toMegabytes(100, 'MB')).toBe(100);
  });

  it('rounds KB up to whole MB', () => {
    expect(toMegabytes(1, 'KB')).toBe(1);
    expect(toMegabytes(1024, 'KB')).toBe(1);
    expect(toMegabytes(1025, 'KB')).toBe(2);
    expect(toMegabytes(512_000, 'KB')).toBe(500);
  });

  it('accepts only positive whole numbers', () => {
    expect(parseUploadSize('100', 'MB')).toEqual({ ok: true, megabytes: 100 });
    expect(parseUploadSize(' 3 ', 'GB')).toEqual({ ok: true, megabytes: 3072 });
    for (const bad of ['', '0', '-5', '1.5', 'abc', '1e3']) {
      expect(parseUploadSize(bad, 'MB')).toEqual({
        ok: false,
        error: 'settings.upload.errors.positiveInteger',
      });
    }
  });

  it('rejects values above the server maximum once converted', () => {
    expect(parseUploadSize('1024', 'GB')).toEqual({ ok: true, megabytes: 1_048_576 });
    expect(parseUploadSize('1025', 'GB')).toEqual({ ok: false, error: 'settings.upload.errors.tooLarge' });
  });

  it('shows whole gigabytes in GB, anything else in MB', () => {
    expect(displayUploadSize(2048)).toEqual({ value: '2', unit: 'GB' });
    expect(displayUploadSize(100)).toEqual({ value: '100', unit: 'MB' });
    expect(displayUploadSize(1536)).toEqual({ value: '1536', unit: 'MB' });
  });
});
