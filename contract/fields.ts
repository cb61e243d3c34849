import { z } from 'zod/mini';
import { isWebsite } from './website.ts';

/**
 * Field schemas defined once, imported by server routes, the endpoint contract and web forms. Change a rule here
 * and every side follows; never copy a regex into a feature. Written with `zod/mini` (the same schemas, function
 * style) so the web bundles only what it uses; server code mixes them freely with classic `zod` schemas.
 */

/** Tickers as EDGAR writes them (BRK-B, BF.B): letters, digits, '.' or '-', at most 12. */
const TICKER_PATTERN = /^[A-Za-z0-9.-]{1,12}$/;
export const ticker = z.string().check(z.regex(TICKER_PATTERN, 'letters, digits, "." or "-" only'));
/** The same ticker, upper-cased: what the tables store. */
export const tickerUpper = z.pipe(
  ticker,
  z.transform((value: string) => value.toUpperCase()),
);

/** The ticker as typed into a form (the filings panel, an analysis request): trimmed, checked, upper-cased. */
export const filingTicker = z
  .string()
  .check(z.trim(), z.regex(TICKER_PATTERN, 'letters, digits, "." or "-" only'), z.toUpperCase());

/** EDGAR accession number, e.g. 0000320193-24-000123. */
export const ACCESSION_PATTERN = /^\d{10}-\d{2}-\d{6}$/;
export const accession = z.string().check(z.regex(ACCESSION_PATTERN));

/** The periodic forms an analysis or a filing fetch reads; alerts add current reports (8-K). */
export const PERIODIC_FORMS = ['10-K', '10-Q'] as const;
export type PeriodicForm = (typeof PERIODIC_FORMS)[number];
export const periodicForm = z.enum(PERIODIC_FORMS);
/** Forms whose items the sections route extracts: the periodic reports and 8-K current reports. */
export const sectionForm = z.enum([...PERIODIC_FORMS, '8-K']);
export const ALERT_FORMS = ['10-K', '10-Q', '8-K'] as const;
export type AlertForm = (typeof ALERT_FORMS)[number];
export const alertForm = z.enum(ALERT_FORMS);

/** A form's name as spoken, with its article: "an 8-K" (eight), "an S-1" (ess), "a 10-K". */
export function formWithArticle(form: string): string {
  return `${/^(?:8|11|18|[AEFHILMNORSX])/i.test(form) ? 'an' : 'a'} ${form}`;
}

export const id = z.uuid();

/** A calendar date as EDGAR and the API write it: YYYY-MM-DD. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * A moment in time: a `Date` on the server, an ISO 8601 string on the wire and in the web app. A codec, so the
 * server's handler types accept the `Date` it has and the web's types see the string it gets.
 */
export const timestamp = z.codec(z.date(), z.iso.datetime(), {
  decode: (date) => date.toISOString(),
  encode: (text) => new Date(text),
});

/** A list's name is required (1–100 after trimming). */
export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 500;
export const listName = z
  .string()
  .check(z.trim(), z.minLength(1, 'List name must not be blank'), z.maxLength(LIST_NAME_MAX));
/** The description is optional and trimmed; blank means none. */
export const listDescription = z.pipe(
  z.nullable(z.string().check(z.trim(), z.maxLength(LIST_DESCRIPTION_MAX))),
  z.transform((value: string | null) => value || null),
);

/** Profile fields: trimmed, bounded, empty allowed; these are their limits. */
export const PROFILE_MAX = {
  firstName: 100,
  lastName: 100,
  companyName: 200,
  companyWebsite: 2048,
  companyDescription: 5000,
} as const;
export const profileText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
const WEBSITE_MESSAGE = 'must be a web address such as example.com or https://example.com';
/** The website rule; a form passes its own wording (the API's follows the field name: `companyWebsite: must…`). */
export const websiteWith = (message: string) =>
  profileText(PROFILE_MAX.companyWebsite).check(z.refine(isWebsite, message));
export const website = websiteWith(WEBSITE_MESSAGE);

/** A person's name as given at sign-up: shown on every page through `/api/me`, so held to what a name needs. */
export const ACCOUNT_NAME_MAX = 100;
export const accountName = z.string().check(z.trim(), z.maxLength(ACCOUNT_NAME_MAX));

/** An e-mail address as typed into a form; the server's auth checks its own, stricter rules. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  );

/**
 * Password lengths (security.md). The sign-in / sign-up form keeps the spec's minimum of 6; a
 * password chosen later (changed in the profile or set from a reset link) needs 8. Nothing is truncated.
 */
export const PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** A password of at least `min` characters; each rule's message is what the form shows. */
export const password = (min: number) =>
  z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.minLength(min, `Password must be at least ${min} characters`),
      z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    );
/** A password the user already has (to confirm a change): anything but empty. */
export const currentPassword = z.string().check(z.minLength(1, 'Password is required'));

/** A code from an authenticator app (TOTP, RFC 6238): six digits. */
export const TOTP_CODE_LENGTH = 6;
export const totpCode = z
  .string()
  .check(
    z.regex(
      new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`),
      `Enter the ${TOTP_CODE_LENGTH}-digit code from your authenticator app.`,
    ),
  );

/** A personal API token's name: how its owner tells tokens apart (trimmed, 1–100). */
export const API_TOKEN_NAME_MAX = 100;
export const apiTokenName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Token name is required'),
    z.maxLength(API_TOKEN_NAME_MAX, `must be at most ${API_TOKEN_NAME_MAX} characters`),
  );
