import 'server-only';
import { clientAddress } from './trusted-proxies';

/**
 * The caller's address for rate limits and session records: the connection's peer, or the client
 * named by trusted proxies (trusted-proxies.ts; TRUSTED_PROXIES / TRUSTED_PROXY_HOPS). "unknown"
 * when the request did not come through our server entry (in-process tests); all such callers then
 * share one budget.
 */
export function clientIp(request: Request): string {
  return (clientAddress(request) ?? 'unknown').slice(0, 64);
}
