import { isIP, type BlockList } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { isInProxyList, toProxyList } from './trustedProxies';

/**
 * The client's address: the socket's peer ('local' under `app.request`, as in tests), unless that peer is a
 * proxy named in TRUST_PROXY. Then X-Forwarded-For is read from the right, each hop appended by the proxy
 * that received it, and the first address that is not a trusted proxy is the client; whatever stands left of
 * it was written by the client and is never believed.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const peer = socketAddress(c);
  const trusted = c.get('deps').config.trustProxy;
  if (trusted.length === 0) return peer;
  const proxies = proxyListOf(trusted);
  const hops = (c.req.header('X-Forwarded-For') ?? '').split(',');
  let client = peer;
  for (let i = hops.length - 1; i >= 0 && isInProxyList(proxies, client); i--) {
    const hop = hopAddress(hops[i]!);
    // A hop that is no address ends the chain at the trusted proxy that passed it on.
    if (!hop) break;
    client = hop;
  }
  return client;
}

function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/** One X-Forwarded-For entry as a bare address: `1.2.3.4`, `1.2.3.4:5678`, `::1`, `[::1]:5678`; else null. */
function hopAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1];
  const candidate = bracketed ?? (/^[\d.]+:\d+$/.test(text) ? text.slice(0, text.lastIndexOf(':')) : text);
  const family = isIP(candidate);
  if (family === 0) return null;
  // One client, one key: an IPv4 address a dual-stack proxy wrote as IPv6 is that IPv4 address.
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(candidate)?.[1] : undefined;
  return mapped ?? candidate.toLowerCase();
}

/** TRUST_PROXY is read once per configuration, not on every request. */
const proxyLists = new WeakMap<readonly string[], BlockList>();
function proxyListOf(entries: readonly string[]): BlockList {
  let list = proxyLists.get(entries);
  if (!list) {
    list = toProxyList(entries);
    proxyLists.set(entries, list);
  }
  return list;
}
