import { normalizeIp } from '@nestjs/throttler';
import { isIPv4 } from 'node:net';

/**
 * The client's address as the product records and shows it (docs/operations.md, Client
 * addresses): Express's `req.ip` (TRUST_PROXY decides whether X-Forwarded-For is read), an IPv4
 * client as IPv4 (`127.0.0.1`, never the IPv4-mapped `::ffff:127.0.0.1` a server listening on
 * `::` sees). Every reader of the address (the audit log, the metrics' loopback check) takes it
 * from here.
 */
export function clientIp(req: { ip?: string }): string | undefined {
  const ip = req.ip;
  if (!ip) return ip;
  // @nestjs/throttler's normalizeIp turns an IPv4-mapped address into IPv4 (any other into a /128 network).
  const v4 = normalizeIp(ip, 128);
  return isIPv4(v4) ? v4 : ip;
}

/**
 * What a per-IP limit counts a client under (docs/behaviour.md, Rate limits): an IPv4 address as
 * it is, an IPv6 one by its network of `ipv6Subnet` bits (RATE_LIMIT_IPV6_SUBNET, 64), since one
 * home or office connection is given a whole /64 or more and could rotate addresses inside it
 * without end. @nestjs/throttler's own normalizeIp (what its guard counts by, after
 * express-rate-limit's IPv6 subnet keys); every per-IP counter takes its key from here.
 */
export function clientKey(req: { ip?: string }, ipv6Subnet: number): string {
  return normalizeIp(req.ip ?? '', ipv6Subnet);
}
