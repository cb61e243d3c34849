const LATIN = /^(iso-8859-1|latin-?1|windows-1252|cp1252|us-ascii|ascii)$/i;

/**
 * Filings declare their encoding in an XML prolog or a meta tag; most are ASCII or UTF-8, older ones Latin-1
 * (decoded as windows-1252, its superset, as browsers do). ASCII decodes the same either way, but a stray byte
 * above 127 in an "ASCII" file is almost always windows-1252.
 */
export function decodeFilingBytes(bytes: Buffer): string {
  const head = bytes.subarray(0, 2048).toString('latin1');
  const declared = /encoding\s*=\s*["']?([\w-]+)|charset\s*=\s*["']?([\w-]+)/i.exec(head);
  const name = declared?.[1] ?? declared?.[2] ?? 'utf-8';
  return new TextDecoder(LATIN.test(name) ? 'windows-1252' : 'utf-8').decode(bytes);
}
