import { z } from 'zod/mini';
import { companyEventsResponse, companyFilingsResponse, companyParams, MAX_EVENTS } from './company-depth.ts';
import { defineEndpoint } from './endpoint.ts';
import { EDGAR_ERRORS } from './errors.ts';
import { accession, alertForm, filingTicker, periodicForm, sectionForm } from './fields.ts';

/**
 * SEC filings: the stored 10-K/10-Q list, fetching from EDGAR, the signed document viewer and
 * its sections; the company's filing history and 8-K events, and 'What changed' against the prior 10-K. Row
 * fields keep the spec's sec_filings names (snake_case).
 */

/** A periodic form as typed or linked ('10-k' is accepted): upper-cased, then the shared form rule. */
const filingType = z.pipe(z.string().check(z.toUpperCase()), periodicForm);

const secFiling = z.object({
  id: z.string(),
  ticker: z.string(),
  /** 10-K or 10-Q; amendments (10-K/A) and 8-Ks opened from the history or News & Events keep their form. */
  filing_type: z.string(),
  filing_date: z.string(),
  period_end_date: z.nullable(z.string()),
  accession_number: z.string(),
  description: z.nullable(z.string()),
  form_name: z.nullable(z.string()),
  /** The document's address at SEC EDGAR. */
  file_url: z.nullable(z.string()),
  /** Signed, short-lived address of the sanitised copy this app serves; null when there is no document. */
  view_url: z.nullable(z.string()),
});
export type SecFiling = z.output<typeof secFiling>;

const textSpan = z.object({ start: z.number(), end: z.number(), text: z.string() });
/** One extracted item of the filing; the extractor's other fields (paragraphs, sub-headings…) ride along. */
const filingSection = z.looseObject({
  key: z.string(),
  part: z.nullable(z.string()),
  item: z.string(),
  title: z.string(),
  heading: z.string(),
  start: z.number(),
  end: z.number(),
  subheadings: z.array(textSpan),
});
const missingSection = z.object({
  key: z.string(),
  title: z.string(),
  reason: z.enum(['not_found', 'combined']),
  coveredBy: z.optional(z.string()),
});

/** 'What changed': one passage (a risk factor or a business sub-section) with its link into the viewer. */
const changePassage = z.object({
  heading: z.string(),
  /** Offsets into the filing's plain text: the heading and its body, for links to the passage. */
  start: z.number(),
  end: z.number(),
  body: z.string(),
});
/** A reworded sentence, word by word: runs of words kept, added this year, or removed from last year's text. */
const sentenceEdit = z.object({
  before: z.string(),
  after: z.string(),
  parts: z.array(z.object({ text: z.string(), change: z.enum(['same', 'added', 'removed']) })),
});
const CHANGE_KINDS = ['new', 'removed', 'rewritten', 'unchanged'] as const;
const changeKind = z.enum(CHANGE_KINDS);
const linkedPassage = z.extend(changePassage, { view_url: z.string() });

function sectionComparisonOf<P extends z.core.$ZodType>(passage: P) {
  return z.object({
    key: z.string(),
    title: z.string(),
    /** Both filings had the section; false when either lacks it (nothing compared). */
    compared: z.boolean(),
    changes: z.array(
      z.object({
        kind: changeKind,
        current: z.nullable(passage),
        prior: z.nullable(passage),
        /** 0..1 word-set similarity of the matched pair (1 for identical text, null when unmatched). */
        similarity: z.nullable(z.number()),
        /** For 'rewritten': the sentences only this year has, and the ones only last year had. */
        added: z.array(z.string()),
        removed: z.array(z.string()),
        /**
         * For 'rewritten': each reworded sentence (a removed one and the added one that replaced it) word by word, so
         * the reader sees the words that changed; `added` / `removed` sentences not paired here were added or dropped
         * whole.
         */
        edits: z.array(sentenceEdit),
      }),
    ),
    counts: z.record(changeKind, z.number()),
  });
}
/** A section compared, as the server computes it (passages without links). */
const sectionComparison = sectionComparisonOf(changePassage);
/** The same, as answered: each passage links to its place in the signed viewer. */
const linkedSectionComparison = sectionComparisonOf(linkedPassage);

const filingRef = z.object({
  accession_number: z.string(),
  filing_date: z.string(),
  period_end_date: z.nullable(z.string()),
});
const filingChanges = z.object({
  ticker: z.string(),
  current: filingRef,
  prior: z.nullable(filingRef),
  /**
   * Set when there is nothing to compare: the company's first 10-K in its history (`prior` null), or a 10-Q whose
   * Part II Item 1A lists no changed risk factors of its own.
   */
  message: z.nullable(z.string()),
  risk_factors: z.nullable(linkedSectionComparison),
  business: z.nullable(linkedSectionComparison),
  new_initiatives: z.array(z.string()),
});

export type ChangeKind = z.output<typeof changeKind>;
export type Passage = z.output<typeof changePassage>;
export type SentenceEdit = z.output<typeof sentenceEdit>;
export type SectionComparison = z.output<typeof sectionComparison>;
export type PassageChange = SectionComparison['changes'][number];
export type LinkedSectionComparison = z.output<typeof linkedSectionComparison>;
export type LinkedPassageChange = LinkedSectionComparison['changes'][number];
export type FilingChanges = z.output<typeof filingChanges>;

const tags = ['Filings'];
const accessionParams = z.object({ accession });

export const getFilings = defineEndpoint({
  method: 'get',
  path: '/sec-filings',
  summary: "The company's stored filings, newest first",
  tags,
  auth: 'user',
  query: z.object({ ticker: filingTicker }),
  response: z.array(secFiling),
  errors: [],
});

export const getStoredFiling = defineEndpoint({
  method: 'get',
  path: '/sec-filings/stored/:accession',
  summary:
    'One stored filing by accession number, with its signed view address (a passage link from a CRM note)',
  tags,
  auth: 'user',
  params: accessionParams,
  response: secFiling,
  errors: ['NOT_FOUND'],
});

export const fetchFiling = defineEndpoint({
  method: 'post',
  path: '/sec-filings/fetch',
  summary: 'Fetch and store the newest filing of a type ({ticker, type}), or any filing by accession',
  tags,
  auth: 'user',
  body: z.union([
    z.strictObject({ ticker: filingTicker, accession }),
    z.object({ ticker: filingTicker, type: filingType }),
  ]),
  response: secFiling,
  errors: [...EDGAR_ERRORS, 'NO_FILINGS', 'NOT_PERIODIC_REPORT', 'DOCUMENT_NOT_FOUND'],
});

export const fetchLatestFilings = defineEndpoint({
  method: 'post',
  path: '/sec-filings/fetch-latest',
  summary: 'Fetch and store the newest 10-K and 10-Q',
  tags,
  auth: 'user',
  body: z.object({ ticker: filingTicker }),
  response: z.array(secFiling),
  errors: [...EDGAR_ERRORS, 'NO_FILINGS', 'DOCUMENT_NOT_FOUND'],
});

export const latestDocument = defineEndpoint({
  method: 'get',
  path: '/sec-filings/document/:ticker/:type',
  summary: 'Redirect to the signed viewer of the newest filing of a type (keeps `highlight` and `quote`)',
  tags,
  auth: 'user',
  params: z.object({ ticker: filingTicker, type: filingType }),
  response: { kind: 'redirect' },
  status: 302,
  errors: [...EDGAR_ERRORS, 'NO_FILINGS', 'DOCUMENT_NOT_FOUND'],
});

/** Longest passage the viewer marks: analysis quotes are sentences or paragraphs, not chapters. */
export const MAX_HIGHLIGHT_CHARS = 20_000;

export const getDocument = defineEndpoint({
  method: 'get',
  path: '/sec-filings/document/:accession',
  summary:
    'The sanitised filing document, by a signed address (no session needed: the signature is the grant)',
  tags,
  auth: 'public',
  params: accessionParams,
  query: z.object({
    expires: z.optional(z.string()),
    sig: z.optional(z.string()),
    highlight: z.optional(z.string().check(z.regex(/^\d{1,9}-\d{1,9}$/))),
    quote: z.optional(z.string().check(z.maxLength(MAX_HIGHLIGHT_CHARS))),
  }),
  response: { kind: 'text', contentType: 'text/html' },
  // An unsigned address is refused as unauthenticated: the signature is this public route's credential.
  errors: [...EDGAR_ERRORS, 'UNAUTHORIZED', 'LINK_EXPIRED', 'BAD_SIGNATURE', 'DOCUMENT_NOT_FOUND'],
});

export const getSections = defineEndpoint({
  method: 'get',
  path: '/sec-filings/:accession/sections',
  summary: "The filing's extracted items and the ones not found",
  tags,
  auth: 'user',
  params: accessionParams,
  response: z.object({
    accession_number: z.string(),
    ticker: z.string(),
    form_type: sectionForm,
    sections: z.array(filingSection),
    missing: z.array(missingSection),
  }),
  errors: [...EDGAR_ERRORS, 'DOCUMENT_NOT_FOUND'],
});

export const getCompanyFilings = defineEndpoint({
  method: 'get',
  path: '/companies/:ticker/filings',
  summary:
    "The company's full 10-K/10-Q history from EDGAR, page by page, or one form's (`form=10-K`, `10-Q`, `8-K`, amendments included) (ETag, 304 when unchanged)",
  tags,
  auth: 'user',
  params: companyParams,
  query: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100)), 0),
    form: z.optional(alertForm),
  }),
  response: companyFilingsResponse,
  alsoStatus: [304],
  errors: EDGAR_ERRORS,
});

export const getCompanyEvents = defineEndpoint({
  method: 'get',
  path: '/companies/:ticker/events',
  summary: "The company's 8-K events, newest first (ETag, 304 when unchanged)",
  tags,
  auth: 'user',
  params: companyParams,
  query: z.object({
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_EVENTS)), 100),
  }),
  response: companyEventsResponse,
  alsoStatus: [304],
  errors: EDGAR_ERRORS,
});

export const getFilingChanges = defineEndpoint({
  method: 'get',
  path: '/sec-filings/:accession/changes',
  summary: "What changed in a 10-K's risk factors and business against the prior 10-K",
  tags,
  auth: 'user',
  params: accessionParams,
  response: filingChanges,
  errors: [...EDGAR_ERRORS, 'DOCUMENT_NOT_FOUND', 'NOT_PERIODIC_REPORT'],
});

/** An exhibit 99 ('ex-99.1' is accepted): an 8-K's press release (EX-99.1) or another release it attaches. */
const exhibitType = z.pipe(
  z.string().check(z.trim(), z.toUpperCase()),
  z.string().check(z.regex(/^EX-99(\.\d{1,3})?$/, 'an exhibit 99 type: EX-99, EX-99.1, EX-99.2…')),
);

/** A filing's exhibit as the viewer shows it: the filing's row, with the exhibit's addresses and type. */
const filingExhibit = z.extend(secFiling, {
  /** As the filing's EDGAR index types it ('EX-99.1'). */
  exhibit_type: z.string(),
});

export const openExhibit = defineEndpoint({
  method: 'post',
  path: '/sec-filings/exhibit',
  summary:
    "A filing's exhibit 99 with its signed view address ({ticker, accession, type}; without type, the 8-K's press release: EX-99.1, else its first EX-99.x)",
  tags,
  auth: 'user',
  body: z.strictObject({ ticker: filingTicker, accession, type: z.optional(exhibitType) }),
  response: filingExhibit,
  errors: [...EDGAR_ERRORS, 'NO_FILINGS', 'DOCUMENT_NOT_FOUND'],
});

export const getExhibitDocument = defineEndpoint({
  method: 'get',
  path: '/sec-filings/document/:accession/exhibits/:type',
  summary: 'The sanitised exhibit, by a signed address (as the filing document: the signature is the grant)',
  tags,
  auth: 'public',
  params: z.object({ accession, type: exhibitType }),
  query: z.object({ expires: z.optional(z.string()), sig: z.optional(z.string()) }),
  response: { kind: 'text', contentType: 'text/html' },
  errors: [...EDGAR_ERRORS, 'UNAUTHORIZED', 'LINK_EXPIRED', 'BAD_SIGNATURE', 'DOCUMENT_NOT_FOUND'],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const filingsEndpoints = [
  getFilings,
  getStoredFiling,
  fetchFiling,
  fetchLatestFilings,
  latestDocument,
  getDocument,
  openExhibit,
  getExhibitDocument,
  getSections,
  getCompanyFilings,
  getCompanyEvents,
  getFilingChanges,
];
