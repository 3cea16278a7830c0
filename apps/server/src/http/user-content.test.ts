import { describe, expect, it } from 'vitest';
import { buildContentDisposition, USER_CONTENT_CSP, userContentHeaders } from './user-content.js';

describe('user-content headers (api.md §5.6)', () => {
  it('uses the RFC 6266 form with an ASCII fallback', () => {
    expect(buildContentDisposition('inline', 'abc.txt')).toBe(
      `inline; filename="abc.txt"; filename*=UTF-8''abc.txt`,
    );
    expect(buildContentDisposition('attachment', 'résumé "v2".pdf')).toBe(
      `attachment; filename="r_sum_ _v2_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22v2%22.pdf`,
    );
    expect(buildContentDisposition('inline', '日本.txt')).toContain(
      `filename*=UTF-8''%E6%97%A5%E6%9C%AC.txt`,
    );
  });

  it('sends nosniff and the sandbox CSP', () => {
    expect(userContentHeaders()).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': USER_CONTENT_CSP,
    });
    expect(USER_CONTENT_CSP.startsWith('sandbox;')).toBe(true);
  });
});
