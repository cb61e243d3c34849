const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

/** A company website: a full http(s) URL or a bare host name such as `example.com`; no credentials, no IPs. */
export function isWebsite(value: string): boolean {
  if (!value) return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password) return false;
    return HOST_PATTERN.test(url.hostname);
  } catch {
    return false;
  }
}
