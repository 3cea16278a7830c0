import { describe, expect, it } from 'vitest';
import { createLogger, redactUrlForLog } from './logger.js';

describe('redactUrlForLog', () => {
  it.each([
    ['/api/raw/abc?password=hunter2', '/api/raw/abc?password=[REDACTED]'],
    ['/api/paste/abc?token=xyz&x=1', '/api/paste/abc?token=[REDACTED]&x=1'],
    ['/local-storage/c/k?op=get&exp=1&sig=abc', '/local-storage/c/k?op=get&exp=1&sig=[REDACTED]'],
    ['/a?access_token=1&new_password=2', '/a?access_token=[REDACTED]&new_password=[REDACTED]'],
    ['/a?Password=1', '/a?Password=[REDACTED]'],
    ['/a?pass%77ord=1', '/a?pass%77ord=[REDACTED]'],
    ['/a?path=/x&limit=5', '/a?path=/x&limit=5'],
    ['/no/query', '/no/query'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrlForLog(input)).toBe(expected);
  });
});

describe('createLogger', () => {
  it('blanks credentials even when a log call passes them by mistake', () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: 'info',
      destination: { write: (line: string) => void lines.push(line) },
    });
    logger.info(
      { password: 'p1', body: { new_password: 'p2', token: 't1' }, headers: { authorization: 'Bearer t2' } },
      'x',
    );
    const output = lines.join('');
    for (const secret of ['p1', 'p2', 't1', 'Bearer t2']) expect(output).not.toContain(secret);
    expect(output).toContain('[REDACTED]');
  });
});
