import { z } from 'zod';
import { ACCESSION_PATTERN } from '../../contract/fields.ts';

/** `files/company_tickers.json`: `{"0": {cik_str, ticker, title}, …}`. */
export const tickerFileSchema = z.record(
  z.string(),
  z.object({ cik_str: z.number().int().positive(), ticker: z.string(), title: z.string() }),
);

const column = z.array(
  z
    .string()
    .nullable()
    .transform((value) => value ?? ''),
);

/** `submissions/CIK##########.json`: `filings.recent` is columnar, one parallel array per field. */
export const submissionsSchema = z.object({
  cik: z.union([z.string(), z.number()]),
  name: z.string(),
  tickers: z.array(z.string()).optional(),
  filings: z.object({
    recent: z
      .object({
        accessionNumber: column,
        filingDate: column,
        reportDate: column,
        form: column,
        primaryDocument: column,
        primaryDocDescription: column.optional(),
      })
      .refine(
        (recent) =>
          [recent.filingDate, recent.reportDate, recent.form, recent.primaryDocument].every(
            (values) => values.length === recent.accessionNumber.length,
          ),
        'columns of filings.recent differ in length',
      ),
  }),
});

export interface EdgarFiling {
  cik: number;
  accessionNumber: string;
  form: string;
  filingDate: string;
  reportDate: string | null;
  primaryDocument: string;
  description: string;
}

export const ACCESSION = ACCESSION_PATTERN;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A bare file name: submissions data is untrusted and must not steer the download elsewhere. */
export const DOCUMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Rows from the columnar arrays, newest first; rows that could not be fetched safely are dropped. */
export function toFilings(cik: number, data: z.infer<typeof submissionsSchema>): EdgarFiling[] {
  const recent = data.filings.recent;
  const rows: EdgarFiling[] = [];
  recent.accessionNumber.forEach((accessionNumber, i) => {
    const filing: EdgarFiling = {
      cik,
      accessionNumber,
      form: recent.form[i]!,
      filingDate: recent.filingDate[i]!,
      reportDate: DATE.test(recent.reportDate[i]!) ? recent.reportDate[i]! : null,
      primaryDocument: recent.primaryDocument[i]!,
      description: recent.primaryDocDescription?.[i] ?? '',
    };
    if (
      ACCESSION.test(accessionNumber) &&
      DATE.test(filing.filingDate) &&
      DOCUMENT_NAME.test(filing.primaryDocument)
    ) {
      rows.push(filing);
    }
  });
  return rows.sort((a, b) => b.filingDate.localeCompare(a.filingDate));
}
