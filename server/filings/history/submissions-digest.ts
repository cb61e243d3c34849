import { z } from 'zod';
import { edgarErrors } from '#server/edgar/edgar-errors.ts';
import { ACCESSION, DOCUMENT_NAME } from '#server/edgar/edgar-schemas.ts';

/** The forms the company pages show: periodic reports, current reports and their amendments. */
const HISTORY_FORMS = new Set(['10-K', '10-K/A', '10-Q', '10-Q/A', '8-K', '8-K/A']);

const cell = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value ?? '');
const column = z.array(cell);

/** One columnar block: `filings.recent`, or a whole older page (`CIK##########-submissions-001.json`). */
const columns = z
  .object({
    accessionNumber: column,
    filingDate: column,
    reportDate: column,
    form: column,
    primaryDocument: column,
    primaryDocDescription: column.optional(),
    items: column.optional(),
  })
  .refine(
    (block) =>
      [block.filingDate, block.reportDate, block.form, block.primaryDocument].every(
        (values) => values.length === block.accessionNumber.length,
      ),
    'columns differ in length',
  );

const address = z
  .object({
    street1: cell,
    street2: cell,
    city: cell,
    stateOrCountryDescription: cell,
    zipCode: cell,
  })
  .partial()
  .nullable()
  .optional();

const submissions = z.object({
  cik: z.union([z.string(), z.number()]),
  name: z.string(),
  exchanges: z.array(z.string().nullable()).optional(),
  sic: cell,
  sicDescription: cell,
  stateOfIncorporation: cell,
  fiscalYearEnd: cell,
  formerNames: z.array(z.object({ name: z.string() })).nullish(),
  website: cell,
  investorWebsite: cell,
  phone: cell,
  addresses: z.object({ business: address, mailing: address }).partial().optional(),
  filings: z.object({
    recent: columns,
    files: z
      .array(
        z.object({ name: z.string(), filingCount: z.number().optional(), filingFrom: cell, filingTo: cell }),
      )
      .optional(),
  }),
});

export interface DigestFiling {
  accessionNumber: string;
  form: string;
  filingDate: string;
  reportDate: string | null;
  primaryDocument: string;
  description: string;
  items: string;
}

interface DigestProfile {
  cik: string;
  name: string;
  exchanges: string[];
  sic: string | null;
  sicDescription: string | null;
  stateOfIncorporation: string | null;
  fiscalYearEnd: string | null;
  /** Newest first; absent from digests cached before it was kept (ADR 0317). */
  formerNames?: string[];
  website: string | null;
  phone: string | null;
  businessAddress: string | null;
}

/** What the app keeps of a submissions JSON: the profile, the filings it shows, and the older pages' names. */
export interface SubmissionsDigest {
  profile: DigestProfile;
  filings: DigestFiling[];
  pages: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** EDGAR names older pages `CIK##########-submissions-NNN.json`; anything else is not fetched. */
const PAGE_NAME = /^CIK\d{10}-submissions-\d{3}\.json$/;

export function digestSubmissions(raw: unknown): SubmissionsDigest {
  const parsed = submissions.safeParse(raw);
  if (!parsed.success) throw edgarErrors.badResponse(`submissions: ${parsed.error.message}`);
  const data = parsed.data;
  return {
    profile: {
      cik: String(data.cik).padStart(10, '0'),
      name: data.name,
      exchanges: (data.exchanges ?? []).filter((value): value is string => Boolean(value)),
      sic: data.sic || null,
      sicDescription: data.sicDescription || null,
      stateOfIncorporation: data.stateOfIncorporation || null,
      fiscalYearEnd: data.fiscalYearEnd || null,
      formerNames: (data.formerNames ?? []).map((former) => former.name.trim()).filter(Boolean),
      website: data.website || data.investorWebsite || null,
      phone: data.phone || null,
      businessAddress: formatAddress(data.addresses?.business ?? data.addresses?.mailing),
    },
    filings: digestColumns(data.filings.recent),
    pages: (data.filings.files ?? []).map((file) => file.name).filter((name) => PAGE_NAME.test(name)),
  };
}

/** An older page: the same columns at the top level. */
export function digestPage(raw: unknown): DigestFiling[] {
  const parsed = columns.safeParse(raw);
  if (!parsed.success) throw edgarErrors.badResponse(`submissions page: ${parsed.error.message}`);
  return digestColumns(parsed.data);
}

function digestColumns(block: z.infer<typeof columns>): DigestFiling[] {
  const rows: DigestFiling[] = [];
  block.accessionNumber.forEach((accessionNumber, i) => {
    const form = block.form[i]!;
    const filingDate = block.filingDate[i]!;
    const primaryDocument = block.primaryDocument[i]!;
    if (!HISTORY_FORMS.has(form) || !ACCESSION.test(accessionNumber) || !DATE.test(filingDate)) return;
    if (!DOCUMENT_NAME.test(primaryDocument)) return;
    const reportDate = block.reportDate[i]!;
    rows.push({
      accessionNumber,
      form,
      filingDate,
      reportDate: DATE.test(reportDate) ? reportDate : null,
      primaryDocument,
      description: block.primaryDocDescription?.[i] ?? '',
      items: block.items?.[i] ?? '',
    });
  });
  return rows.sort((a, b) => b.filingDate.localeCompare(a.filingDate));
}

function formatAddress(value: z.infer<typeof address>): string | null {
  if (!value) return null;
  const street = [value.street1, value.street2].filter(Boolean).join(', ');
  const city = [value.city, [value.stateOrCountryDescription, value.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, city].filter(Boolean).join(', ') || null;
}
