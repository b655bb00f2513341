import 'server-only';
import { log } from '@/lib/server/log';
import { type Ip, parseIp, parseIpList } from './ip-address';

/**
 * The address of the peer that opened the connection, set by our server entry (scripts/server.mjs)
 * from the socket after deleting any value the client sent. Next's own server keeps a client's
 * X-Forwarded-For as it is, so that header says nothing unless a proxy we trust wrote it.
 */
export const PEER_IP_HEADER = 'x-kermo-peer-ip';

type ProxyConfig = { hops: number; list: ReturnType<typeof parseIpList> | null };
let cached: { key: string; config: ProxyConfig } | null = null;

/**
 * TRUSTED_PROXIES (IPs and CIDRs, comma-separated) and TRUSTED_PROXY_HOPS (how many proxies stand
 * in front of the app) as read now; neither set means the app is reached directly.
 */
export function proxyConfig(): ProxyConfig {
  const listText = process.env.TRUSTED_PROXIES?.trim() ?? '';
  const hopsText = process.env.TRUSTED_PROXY_HOPS?.trim() ?? '';
  const key = `${listText}|${hopsText}`;
  if (cached?.key === key) return cached.config;
  const list = listText ? parseIpList(listText) : null;
  if (list?.invalid.length) log.error({ entries: list.invalid }, 'TRUSTED_PROXIES: entries that are not IP addresses or CIDRs are ignored');
  const hopsValid = /^\d{1,2}$/.test(hopsText);
  if (hopsText && !hopsValid) log.error({ value: hopsText }, 'TRUSTED_PROXY_HOPS must be a whole number (0-99); ignored');
  const hops = hopsValid ? Number(hopsText) : 0;
  const config = { hops, list: list?.size ? list : null };
  cached = { key, config };
  return config;
}

export function peerIp(request: Request): Ip | null {
  return parseIp(request.headers.get(PEER_IP_HEADER));
}

/** Whether the connection came from a proxy we trust, whose X-Forwarded-* headers may be believed. */
export function fromTrustedProxy(request: Request): boolean {
  const config = proxyConfig();
  const peer = peerIp(request);
  return !!peer && (config.hops > 0 || !!config.list?.has(peer));
}

/**
 * The client's address. Without configuration: the peer of the connection (a forged
 * X-Forwarded-For is ignored). With trusted proxies: walks X-Forwarded-For from the right, starting
 * at the peer, past every hop that is trusted (in TRUSTED_PROXIES, or one of the first
 * TRUSTED_PROXY_HOPS), and returns the first address that is not; the entries further left were
 * written by someone we do not trust. Null when the peer is unknown (no server entry in front).
 */
export function clientAddress(request: Request): string | null {
  const peer = peerIp(request);
  if (!peer) return null;
  const config = proxyConfig();
  if (!config.hops && !config.list) return peer.address;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  let current = peer;
  for (let hop = 0; hop < forwarded.length; hop += 1) {
    if (hop >= config.hops && !config.list?.has(current)) break;
    const next = parseIp(forwarded[hop]);
    // An unreadable entry cannot be a client; stop at the last hop that reported a real address.
    if (!next) break;
    current = next;
  }
  return current.address;
}
