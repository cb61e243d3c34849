import { Resolver } from 'node:dns/promises';

/** The TXT strings published at a name (each record's chunks joined), or none when the name has no TXT record. */
export type TxtLookup = (name: string) => Promise<string[]>;

/** DNS answers that mean "no such record" rather than "could not ask". */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

export class DnsUnavailableError extends Error {}

/**
 * The DNS adapter (ADR 0325): the system's resolvers, or `DNS_SERVERS` (offline mode and tests point it at a local
 * fake). A short timeout: an admin is waiting on the "Verify" button.
 */
export function createTxtLookup(servers: readonly string[]): TxtLookup {
  const resolver = new Resolver({ timeout: 2500, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return async (name) => {
    try {
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (ABSENT.has(code)) return [];
      throw new DnsUnavailableError(`DNS lookup of ${name} failed (${code || 'error'})`);
    }
  };
}
