import type { PeriodicForm } from '../../../contract/fields.ts';
import type { Section } from './types.ts';

export type Part = NonNullable<Section['part']>;

export interface CatalogItem {
  key: string;
  part: Part;
  item: string;
  title: string;
  /** Words the heading's own title contains, used to tell e.g. 10-Q Part I Item 1 from Part II Item 1. */
  cue: RegExp;
  /** Reported in `missing` when absent (the sections the analysis relies on). */
  expected: boolean;
}

function item(part: Part, number: string, title: string, cue: RegExp, expected: boolean, keyed: boolean) {
  const key = keyed ? `${part}-${number}` : number;
  return { key, part, item: number, title, cue, expected };
}

const K = (part: Part, n: string, title: string, cue: RegExp, expected = false): CatalogItem =>
  item(part, n, title, cue, expected, false);
const Q = (part: Part, n: string, title: string, cue: RegExp, expected = false): CatalogItem =>
  item(part, n, title, cue, expected, true);

export const TEN_K_ITEMS: readonly CatalogItem[] = [
  K('I', '1', 'Business', /business/i, true),
  K('I', '1A', 'Risk Factors', /risk/i, true),
  K('I', '1B', 'Unresolved Staff Comments', /unresolved|staff/i, true),
  K('I', '1C', 'Cybersecurity', /cyber/i, true),
  K('I', '2', 'Properties', /propert/i, true),
  K('I', '3', 'Legal Proceedings', /legal/i, true),
  K('I', '4', 'Mine Safety Disclosures', /mine|safety|reserved|submission/i),
  K('II', '5', "Market for Registrant's Common Equity", /market|equity/i),
  K('II', '6', '[Reserved]', /reserved|selected/i),
  K('II', '7', "Management's Discussion and Analysis", /discussion|analysis/i, true),
  K(
    'II',
    '7A',
    'Quantitative and Qualitative Disclosures About Market Risk',
    /market risk|quantitative/i,
    true,
  ),
  K('II', '8', 'Financial Statements and Supplementary Data', /financial/i, true),
  K('II', '9', 'Changes in and Disagreements with Accountants', /accountants|changes/i),
  K('II', '9A', 'Controls and Procedures', /controls/i),
  K('II', '9B', 'Other Information', /other/i),
  K('II', '9C', 'Disclosure Regarding Foreign Jurisdictions that Prevent Inspections', /foreign|inspection/i),
  K('III', '10', 'Directors, Executive Officers and Corporate Governance', /directors|governance/i),
  K('III', '11', 'Executive Compensation', /compensation/i),
  K('III', '12', 'Security Ownership of Certain Beneficial Owners and Management', /security|ownership/i),
  K('III', '13', 'Certain Relationships and Related Transactions', /relationships|transactions/i),
  K('III', '14', 'Principal Accountant Fees and Services', /accountant|fees/i),
  K('IV', '15', 'Exhibits and Financial Statement Schedules', /exhibits|schedules/i),
  K('IV', '16', 'Form 10-K Summary', /summary/i),
];

const TEN_Q_ITEMS: readonly CatalogItem[] = [
  Q('I', '1', 'Financial Statements', /financial statements/i, true),
  Q('I', '2', "Management's Discussion and Analysis", /discussion|analysis/i, true),
  Q(
    'I',
    '3',
    'Quantitative and Qualitative Disclosures About Market Risk',
    /market risk|quantitative/i,
    true,
  ),
  Q('I', '4', 'Controls and Procedures', /controls/i, true),
  Q('II', '1', 'Legal Proceedings', /legal/i, true),
  Q('II', '1A', 'Risk Factors', /risk/i, true),
  Q(
    'II',
    '2',
    'Unregistered Sales of Equity Securities and Use of Proceeds',
    /unregistered|equity|proceeds/i,
  ),
  Q('II', '3', 'Defaults Upon Senior Securities', /defaults/i),
  Q('II', '4', 'Mine Safety Disclosures', /mine|safety/i),
  Q('II', '5', 'Other Information', /other/i),
  Q('II', '6', 'Exhibits', /exhibits/i),
];

export function catalogFor(formType: PeriodicForm): readonly CatalogItem[] {
  return formType === '10-K' ? TEN_K_ITEMS : TEN_Q_ITEMS;
}

/**
 * Finds the catalog entry for an item number. In a 10-Q the same number exists in both parts: the heading's own
 * title decides, then the part the document last announced, then Part I.
 */
export function lookupItem(
  catalog: readonly CatalogItem[],
  number: string,
  title: string,
  currentPart: Part | null,
): CatalogItem | null {
  const matches = catalog.filter((entry) => entry.item === number);
  if (matches.length <= 1) return matches[0] ?? null;
  const byTitle = title ? matches.filter((entry) => entry.cue.test(title)) : [];
  if (byTitle.length === 1) return byTitle[0] ?? null;
  return matches.find((entry) => entry.part === currentPart) ?? matches[0] ?? null;
}

/** Position in the catalog, so headings can be checked for document order. */
export function catalogIndex(catalog: readonly CatalogItem[], key: string): number {
  return catalog.findIndex((entry) => entry.key === key);
}
