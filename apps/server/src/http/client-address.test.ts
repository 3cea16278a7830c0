import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/env.js';
import { createLogger } from '../lib/logger.js';
import type { AppEnv } from './app-env.js';
import { createClientAddressResolver, normalizeIp, rateLimitAddress } from './client-address.js';

function buildProbe(env: Record<string, string>) {
  const config = parseConfig(env, { cwd: '/tmp', serverRoot: '/tmp' });
  const logs: string[] = [];
  const logger = createLogger({
    level: 'info',
    destination: { write: (line: string) => void logs.push(line) },
  });
  const resolver = createClientAddressResolver(config, logger);
  const app = new Hono<AppEnv>().get('/probe', (c) =>
    c.json({ ip: resolver.clientIp(c), base: resolver.baseUrl(c) }),
  );
  const probe = async (socketAddress: string, headers: Record<string, string> = {}) => {
    const response = await app.request(
      'http://internal:8787/probe',
      { headers },
      {
        incoming: { socket: { remoteAddress: socketAddress } },
      },
    );
    return (await response.json()) as { ip: string; base: string };
  };
  return { probe, logs };
}

describe('client IP (api.md §5.5)', () => {
  it('is the socket address, normalised from IPv4-mapped IPv6', async () => {
    const { probe } = buildProbe({});
    expect((await probe('::ffff:203.0.113.9')).ip).toBe('203.0.113.9');
    expect(normalizeIp('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('ignores X-Forwarded-For without TRUST_PROXY and warns once', async () => {
    const { probe, logs } = buildProbe({});
    expect((await probe('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' })).ip).toBe('203.0.113.9');
    expect((await probe('203.0.113.9', { 'x-forwarded-for': '198.51.100.2' })).ip).toBe('203.0.113.9');
    const warnings = logs.filter((line) => line.includes('TRUST_PROXY'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!).level).toBe(40);
  });

  it('TRUST_PROXY=true trusts exactly one hop: the right-most entry', async () => {
    const { probe } = buildProbe({ TRUST_PROXY: 'true' });
    expect((await probe('10.0.0.5', { 'x-forwarded-for': '1.1.1.1, 198.51.100.7' })).ip).toBe('198.51.100.7');
    expect((await probe('10.0.0.5')).ip).toBe('10.0.0.5');
  });

  it('a TRUST_PROXY list trusts only listed peers and skips listed hops', async () => {
    const { probe } = buildProbe({ TRUST_PROXY: '10.0.0.0/8,192.0.2.1' });
    // Forged left-most entries are never believed: walking from the right stops at the first untrusted hop.
    expect((await probe('10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 192.0.2.1' })).ip).toBe(
      '198.51.100.7',
    );
    // A peer outside the list cannot claim another address.
    expect((await probe('203.0.113.9', { 'x-forwarded-for': '198.51.100.7' })).ip).toBe('203.0.113.9');
    // Garbage stops the walk at the last good address.
    expect((await probe('10.1.2.3', { 'x-forwarded-for': 'garbage' })).ip).toBe('10.1.2.3');
    expect((await probe('10.1.2.3', { 'x-forwarded-for': '198.51.100.7:4711' })).ip).toBe('198.51.100.7');
  });
});

describe('rate-limit address (api.md §5.5)', () => {
  it('buckets IPv6 per /64 and IPv4 (mapped included) per address', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(rateLimitAddress('2001:DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(rateLimitAddress('2001:db8:0:2::5')).toBe('2001:db8:0:2::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('::')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(rateLimitAddress('1:2:3:4:5:6:192.0.2.1')).toBe('1:2:3:4::/64');
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});

describe('base URL (api.md §1.1)', () => {
  it('uses PUBLIC_URL when set', async () => {
    const { probe } = buildProbe({ PUBLIC_URL: 'https://files.example.com/' });
    expect((await probe('203.0.113.9', { 'x-forwarded-host': 'evil.example' })).base).toBe(
      'https://files.example.com',
    );
  });

  it('uses the request host, and X-Forwarded-Proto/Host only from a trusted proxy', async () => {
    const untrusted = buildProbe({});
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'satchel.example.com' };
    expect((await untrusted.probe('203.0.113.9', headers)).base).toBe('http://internal:8787');
    const trusted = buildProbe({ TRUST_PROXY: '127.0.0.1' });
    expect((await trusted.probe('127.0.0.1', headers)).base).toBe('https://satchel.example.com');
    expect((await trusted.probe('127.0.0.1', { 'x-forwarded-host': 'a b/c' })).base).toBe(
      'http://internal:8787',
    );
  });
});
