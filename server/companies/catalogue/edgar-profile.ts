import { z } from 'zod';
import type { FormerName } from '../schema.ts';
import { cleanName } from './catalogue-entries.ts';
import { classify } from './sectors.ts';

const text = z.string().nullish();
/** The company-level fields of `submissions/CIK##########.json` the catalogue keeps (filings are read elsewhere). */
const profileSchema = z.object({
  name: z.string().min(1),
  sic: text,
  sicDescription: text,
  exchanges: z.array(z.string().nullable()).nullish(),
  stateOfIncorporation: text,
  fiscalYearEnd: text,
  formerNames: z.array(z.object({ name: z.string(), from: text, to: text })).nullish(),
});

export interface EdgarProfile {
  name: string;
  industry: string;
  sector: string;
  sic: number | null;
  /** EDGAR's first listed exchange, as it names it ('Nasdaq', 'NYSE'); null when it lists none. */
  exchange: string | null;
  stateOfIncorporation: string | null;
  fiscalYearEnd: string | null;
  formerNames: FormerName[];
}

const day = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/**
 * What EDGAR says of a company, from its submissions JSON; an Error (with a reason a reader understands) when the
 * file is not a submissions document. The SIC title becomes the industry and the ADR 0304 mapping the sector.
 */
export function parseEdgarProfile(json: unknown): EdgarProfile {
  const parsed = profileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`not a submissions file (${issue?.path.join('.') || 'body'}: ${issue?.message})`);
  }
  const data = parsed.data;
  const sic = Number.parseInt(data.sic ?? '', 10);
  const state = data.stateOfIncorporation?.trim().toUpperCase() ?? '';
  const fiscalYearEnd = data.fiscalYearEnd?.trim() ?? '';
  const name = cleanName(data.name).slice(0, 200) || data.name.trim();
  return {
    ...classify({ name, sic: data.sic ?? null, sicDescription: data.sicDescription ?? null }),
    name,
    sic: Number.isInteger(sic) && sic > 0 ? sic : null,
    exchange: data.exchanges?.find((value): value is string => Boolean(value?.trim()))?.trim() ?? null,
    stateOfIncorporation: /^[A-Z0-9]{2}$/.test(state) ? state : null,
    fiscalYearEnd: /^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.test(fiscalYearEnd) ? fiscalYearEnd : null,
    formerNames: (data.formerNames ?? [])
      .filter((former) => former.name.trim())
      .map((former) => ({
        name: cleanName(former.name).slice(0, 200),
        from: day(former.from),
        to: day(former.to),
      })),
  };
}
