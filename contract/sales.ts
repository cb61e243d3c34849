import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * Contact sales (issue #32): the Enterprise plan, a demo or a question about plans, sent from a public form. The
 * server mails it to the sales inbox (Reply-To the sender) and acknowledges it to the sender; a person answers.
 */

export const SALES_TOPICS = ['enterprise', 'demo', 'plans'] as const;
export type SalesTopic = (typeof SALES_TOPICS)[number];
export const SALES_TOPIC_LABELS: Record<SalesTopic, string> = {
  enterprise: 'Enterprise plan',
  demo: 'A demo',
  plans: 'Plans and billing',
};

/** How many messages one client address may send in an hour (ADR 0326). */
export const CONTACT_SALES_PER_HOUR = 5;

export const CONTACT_SALES_MAX = {
  name: 100,
  email: 254,
  company: 120,
  message: 2000,
  teamSize: 100_000,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const ONE_LINE = /^[^\u0000-\u001F\u007F]*$/;
// Line breaks and tabs belong in a message; every other control character is refused, not stripped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

const line = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.regex(ONE_LINE, `${label} cannot contain control characters`),
    );

export const contactSalesBody = z.strictObject({
  name: line('Name', CONTACT_SALES_MAX.name),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.maxLength(CONTACT_SALES_MAX.email, `Email must be at most ${CONTACT_SALES_MAX.email} characters`),
      z.email('Please enter a valid email address'),
    ),
  company: line('Company', CONTACT_SALES_MAX.company),
  teamSize: z.optional(
    z
      .number()
      .check(
        z.int('Team size must be a whole number'),
        z.gte(1, 'Team size must be at least 1'),
        z.lte(CONTACT_SALES_MAX.teamSize, `Team size must be at most ${CONTACT_SALES_MAX.teamSize}`),
      ),
  ),
  topic: z.enum(SALES_TOPICS),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Message is required'),
      z.maxLength(
        CONTACT_SALES_MAX.message,
        `Message must be at most ${CONTACT_SALES_MAX.message} characters`,
      ),
      z.regex(MULTI_LINE, 'Message cannot contain control characters'),
    ),
});
export type ContactSalesMessage = z.output<typeof contactSalesBody>;

export const contactSales = defineEndpoint({
  method: 'post',
  path: '/contact-sales',
  summary:
    'Send a message to sales (Enterprise, a demo, plans): mailed to the sales inbox with Reply-To the sender, and acknowledged to the sender',
  tags: ['Sales'],
  auth: 'public',
  body: contactSalesBody,
  response: z.object({ ok: z.literal(true) }),
  errors: ['RATE_LIMITED', 'MAIL_NOT_SENT'],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const salesEndpoints = [contactSales];
