export const ADMIN_EMAIL = 'admin@example.com';

/** An app whose admin is `ADMIN_EMAIL`, whose EDGAR is the given fake, and whose imports run without SEC's pauses. */
export function adminTestEnv(edgarUrl: string): Record<string, string> {
  return { ADMIN_EMAILS: ADMIN_EMAIL, SEC_WWW_URL: edgarUrl, SEC_DATA_URL: edgarUrl, IMPORT_PACING: 'none' };
}
