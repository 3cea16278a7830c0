import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppConfig, TrustProxyConfig } from '../config/env.js';
import type { Logger } from '../lib/logger.js';
import type { AppEnv } from './app-env.js';

/** Recorded when the socket address is unavailable (only in-process test requests without an IP). */
export const UNKNOWN_CLIENT_IP = 'unknown';

/** Where requests really come from, and the absolute base URL to build links with (api.md §1.1, §5.5). */
export interface ClientAddressResolver {
  clientIp(c: Context<AppEnv>): string;
  baseUrl(c: Context<AppEnv>): string;
}

const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** `::ffff:1.2.3.4` → `1.2.3.4`, so one client has one spelling in rate-limit buckets. */
export function normalizeIp(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed.toLowerCase();
}

/**
 * The client as rate limits count it (api.md §5.5): IPv4 (mapped ones included, see normalizeIp)
 * per address, IPv6 per /64, since one subscriber usually holds a whole /64 and could otherwise
 * rotate addresses to reset the counters. E.g. `2001:db8:0:1::5` → `2001:db8:0:1::/64`.
 */
export function rateLimitAddress(clientIp: string): string {
  const address = normalizeIp(clientIp).replace(/%.*$/, '');
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  // An embedded dotted IPv4 tail (`::1.2.3.4`) stands for two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(headGroups) - width(tailGroups)).fill('0');
  const prefix = [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => (group.includes('.') ? '0' : parseInt(group, 16).toString(16)));
  return `${prefix.join(':')}::/64`;
}

/** An X-Forwarded-For entry may carry a port (`1.2.3.4:5678`, `[::1]:80`); keep the address. */
function parseForwardedEntry(entry: string): string | null {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  return isIP(value) === 0 ? null : normalizeIp(value);
}

function buildTrustCheck(trust: TrustProxyConfig): (address: string) => boolean {
  if (trust.mode === 'off') return () => false;
  if (trust.mode === 'any') return () => true;
  const list = new BlockList();
  for (const entry of trust.entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

function readSocketAddress(c: Context<AppEnv>): string {
  const address = c.env?.incoming?.socket?.remoteAddress;
  return address ? normalizeIp(address) : UNKNOWN_CLIENT_IP;
}

/**
 * The client IP is the socket address. Only when TRUST_PROXY trusts that peer is X-Forwarded-For
 * read, right to left, skipping further trusted proxies (`true` trusts exactly one hop); a header
 * from an untrusted peer is ignored, and the first one seen without TRUST_PROXY is logged once.
 */
export function createClientAddressResolver(
  config: Pick<AppConfig, 'trustProxy' | 'publicUrl'>,
  logger: Logger,
): ClientAddressResolver {
  const isTrusted = buildTrustCheck(config.trustProxy);
  let hasWarned = false;

  const isPeerTrusted = (c: Context<AppEnv>): boolean => isTrusted(readSocketAddress(c));

  const clientIp = (c: Context<AppEnv>): string => {
    const socketAddress = readSocketAddress(c);
    const forwardedFor = c.req.header('x-forwarded-for');
    if (forwardedFor === undefined) return socketAddress;
    if (config.trustProxy.mode === 'off') {
      if (!hasWarned) {
        hasWarned = true;
        logger.warn('X-Forwarded-For received but TRUST_PROXY is not set; using the socket address');
      }
      return socketAddress;
    }
    if (!isTrusted(socketAddress)) return socketAddress;
    const hops = forwardedFor.split(',');
    if (config.trustProxy.mode === 'any') {
      return parseForwardedEntry(hops[hops.length - 1] ?? '') ?? socketAddress;
    }
    let candidate = socketAddress;
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = parseForwardedEntry(hops[index] ?? '');
      if (hop === null) return candidate;
      candidate = hop;
      if (!isTrusted(hop)) return hop;
    }
    return candidate;
  };

  const baseUrl = (c: Context<AppEnv>): string => {
    if (config.publicUrl) return config.publicUrl;
    const url = new URL(c.req.url);
    if (!isPeerTrusted(c)) return url.origin;
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    const forwardedHost = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    // Only a plain host[:port] may become part of a URL the server hands out.
    const host = forwardedHost && HOST_PATTERN.test(forwardedHost) ? forwardedHost : undefined;
    const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.slice(0, -1);
    return `${scheme}://${host || url.host}`;
  };

  return { clientIp, baseUrl };
}

/** Stores the client IP in `c.var.clientIp` for logs and rate limits. */
export function resolveClientIp(resolver: ClientAddressResolver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', resolver.clientIp(c));
    await next();
  };
}
