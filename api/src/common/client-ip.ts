import { Address6 } from 'ip-address';
import { isIPv6 } from 'node:net';

/** IPv4 clients of a server listening on `::` arrive as `::ffff:a.b.c.d` (RFC 4291, IPv4-mapped). */
const IPV4_MAPPED = new Address6('::ffff:0:0/96');

/**
 * The client's address as the product records and shows it (docs/operations.md, Client
 * addresses): Express's `req.ip` (TRUST_PROXY decides whether X-Forwarded-For is read), an IPv4
 * client as IPv4 (`127.0.0.1`, never `::ffff:127.0.0.1`). Every reader of the address (the audit
 * log, the rate limits, the metrics' loopback check) takes it from here.
 */
export function clientIp(req: { ip?: string }): string | undefined {
  const ip = req.ip;
  if (!ip || !isIPv6(ip)) return ip;
  const address = new Address6(ip);
  return address.isInSubnet(IPV4_MAPPED) ? address.to4().correctForm() : ip;
}

/**
 * What a per-IP limit counts a client under (docs/behaviour.md, Rate limits): an IPv4 address as
 * it is, an IPv6 one by its network of `ipv6Subnet` bits (RATE_LIMIT_IPV6_SUBNET, 64), since one
 * home or office connection is given a whole /64 or more and can rotate addresses inside it
 * without end. The approach of express-rate-limit's `ipKeyGenerator`.
 */
export function clientKey(req: { ip?: string }, ipv6Subnet: number): string {
  const ip = clientIp(req) ?? '';
  if (!isIPv6(ip)) return ip;
  try {
    return `${new Address6(`${ip}/${ipv6Subnet}`).startAddress().correctForm()}/${ipv6Subnet}`;
  } catch {
    // Should ip-address ever refuse what Node takes for IPv6, the address is counted as it is.
    return ip;
  }
}
