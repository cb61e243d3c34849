const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

/**
 * A company website: a full http(s) URL or a bare host name such as `example.com`; no credentials, no IPs; empty
 * is allowed. Surrounding spaces are ignored (the server trims before it checks, the form checks what was typed).
 * Plain TypeScript, no zod: any bundle may import it.
 */
export function isWebsite(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed) return true;
  if (/\s/.test(trimmed)) return false;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password) return false;
    return HOST_PATTERN.test(url.hostname);
  } catch {
    return false;
  }
}
