import 'server-only';
import { BlockList, isIP } from 'node:net';

export type IpVersion = 'ipv4' | 'ipv6';
export type Ip = { address: string; version: IpVersion };

const MAPPED_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * One address as a canonical string, or null: IPv6 lower-case and compressed (`2001:DB8:0::1` →
 * `2001:db8::1`), an IPv4-mapped IPv6 address as plain IPv4 (`::ffff:10.0.0.1` → `10.0.0.1`, the
 * form Node reports for IPv4 clients on a dual-stack socket), brackets, ports and zone ids removed
 * (`[::1]:443`, `1.2.3.4:80`, `fe80::1%eth0`), so one client always gets one rate-limit key.
 */
export function parseIp(text: string | null | undefined): Ip | null {
  if (!text) return null;
  let value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%[\w.-]+$/, '');
  const version = isIP(value);
  if (version === 4) return { address: value, version: 'ipv4' };
  if (version !== 6) return null;
  let canonical: string;
  try {
    canonical = new URL(`http://[${value}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const dotted = MAPPED_DOTTED.exec(value.toLowerCase());
  if (dotted) return { address: dotted[1]!, version: 'ipv4' };
  const hex = MAPPED_HEX.exec(canonical);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), version: 'ipv4' };
  }
  return { address: canonical, version: 'ipv6' };
}

/**
 * A set of addresses and networks from a comma-separated list of IPs and CIDRs (`10.0.0.0/8`,
 * `2001:db8::/32`, `::ffff:10.0.0.0/104` = `10.0.0.0/8`). Returns the entries it could not read too,
 * so configuration mistakes can be reported instead of silently trusting nothing (or too much).
 */
export function parseIpList(text: string): { has: (ip: Ip) => boolean; invalid: string[]; size: number } {
  const list = new BlockList();
  const invalid: string[] = [];
  let size = 0;
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [base, prefixText, extra] = entry.split('/');
    const ip = parseIp(base);
    const mappedBase = ip?.version === 'ipv4' && base!.includes(':');
    const prefix = prefixText === undefined ? undefined : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) - (mappedBase ? 96 : 0) : NaN;
    const max = ip?.version === 'ipv4' ? 32 : 128;
    if (!ip || extra !== undefined || (prefix !== undefined && !(prefix >= 0 && prefix <= max))) {
      invalid.push(entry);
      continue;
    }
    if (prefix === undefined) list.addAddress(ip.address, ip.version);
    else list.addSubnet(ip.address, prefix, ip.version);
    size += 1;
  }
  return { has: (ip) => list.check(ip.address, ip.version), invalid, size };
}
