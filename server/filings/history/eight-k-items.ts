/** SEC Form 8-K item numbers and their names (General Instructions B and the form's item list). */
export const EIGHT_K_ITEMS: Record<string, string> = {
  '1.01': 'Entry into a Material Definitive Agreement',
  '1.02': 'Termination of a Material Definitive Agreement',
  '1.03': 'Bankruptcy or Receivership',
  '1.04': 'Mine Safety - Reporting of Shutdowns and Patterns of Violations',
  '1.05': 'Material Cybersecurity Incidents',
  '2.01': 'Completion of Acquisition or Disposition of Assets',
  '2.02': 'Results of Operations and Financial Condition',
  '2.03': 'Creation of a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement',
  '2.04': 'Triggering Events That Accelerate or Increase a Direct Financial Obligation',
  '2.05': 'Costs Associated with Exit or Disposal Activities',
  '2.06': 'Material Impairments',
  '3.01':
    'Notice of Delisting or Failure to Satisfy a Continued Listing Rule or Standard; Transfer of Listing',
  '3.02': 'Unregistered Sales of Equity Securities',
  '3.03': 'Material Modification to Rights of Security Holders',
  '4.01': "Changes in Registrant's Certifying Accountant",
  '4.02': 'Non-Reliance on Previously Issued Financial Statements or a Related Audit Report',
  '5.01': 'Changes in Control of Registrant',
  '5.02':
    'Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers; Compensatory Arrangements of Certain Officers',
  '5.03': 'Amendments to Articles of Incorporation or Bylaws; Change in Fiscal Year',
  '5.04': "Temporary Suspension of Trading Under Registrant's Employee Benefit Plans",
  '5.05': "Amendment to Registrant's Code of Ethics, or Waiver of a Provision of the Code of Ethics",
  '5.06': 'Change in Shell Company Status',
  '5.07': 'Submission of Matters to a Vote of Security Holders',
  '5.08': 'Shareholder Director Nominations',
  '6.01': 'ABS Informational and Computational Material',
  '6.02': 'Change of Servicer or Trustee',
  '6.03': 'Change in Credit Enhancement or Other External Support',
  '6.04': 'Failure to Make a Required Distribution',
  '6.05': 'Securities Act Updating Disclosure',
  '7.01': 'Regulation FD Disclosure',
  '8.01': 'Other Events',
  '9.01': 'Financial Statements and Exhibits',
};

/** How a salesperson files an event; several items can make one 8-K several kinds. */
const EVENT_KINDS = [
  'agreement',
  'acquisition',
  'results',
  'leadership',
  'financing',
  'governance',
  'other',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

const KIND_OF_ITEM: Record<string, EventKind> = {
  '1.01': 'agreement',
  '1.02': 'agreement',
  '2.01': 'acquisition',
  '2.02': 'results',
  '2.03': 'financing',
  '2.04': 'financing',
  '3.02': 'financing',
  '5.01': 'leadership',
  '5.02': 'leadership',
  '5.03': 'governance',
  '5.07': 'governance',
};

/** Items that signal a buying moment: new leadership, an acquisition, a new material agreement, a change of control. */
const SALES_TRIGGER_ITEMS = new Set(['1.01', '2.01', '5.01', '5.02']);

export interface DecodedItem {
  code: string;
  name: string;
}

/**
 * The submissions JSON's `items` cell ("2.02,9.01"; older filings sometimes "2.02 9.01" or pre-2004 numbers such
 * as "5") → each item with SEC's name; an unknown code keeps the code as its name rather than being dropped.
 */
export function decodeItems(cell: string): DecodedItem[] {
  const codes = cell
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  return [...new Set(codes)].map((code) => ({ code, name: EIGHT_K_ITEMS[code] ?? `Item ${code}` }));
}

export function eventKinds(items: DecodedItem[]): EventKind[] {
  const kinds = new Set<EventKind>();
  for (const item of items) {
    if (item.code === '9.01') continue;
    kinds.add(KIND_OF_ITEM[item.code] ?? 'other');
  }
  if (kinds.size === 0) kinds.add('other');
  return EVENT_KINDS.filter((kind) => kinds.has(kind));
}

export function isSalesTrigger(items: DecodedItem[]): boolean {
  return items.some((item) => SALES_TRIGGER_ITEMS.has(item.code));
}
