import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * The issuer is typed in by a team's admin, and the server then fetches from it (discovery, keys, tokens): without a
 * check, that is a way to make the server call addresses inside its own network (SSRF). An issuer must be an https
 * URL whose host resolves only to public addresses. A provider on this machine (plain http on loopback) is allowed
 * only when the operator says so (`SSO_ALLOW_LOOPBACK_ISSUER`: offline mode and tests).
 */

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export class IssuerAddressError extends Error {}

function isPrivate(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is (a `::ffff:0:0/96` rule
  // would not do: BlockList applies it to every IPv4 address too).
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, 'ipv6');
}

export async function assertIssuerAddress(issuer: string, allowLoopback: boolean): Promise<void> {
  const url = new URL(issuer);
  if (url.username || url.password)
    throw new IssuerAddressError('An issuer URL carries no user name or password.');
  if (LOOPBACK_HOSTS.has(url.hostname)) {
    if (allowLoopback) return;
    throw new IssuerAddressError('The issuer must be your identity provider’s public https address.');
  }
  if (url.protocol !== 'https:') throw new IssuerAddressError('The issuer must be an https address.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    throw new IssuerAddressError(`${url.hostname} could not be found.`);
  }
  if (addresses.length === 0 || addresses.some(isPrivate)) {
    throw new IssuerAddressError('The issuer must be your identity provider’s public https address.');
  }
}
