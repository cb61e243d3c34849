import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { EDGAR_ERRORS } from './errors.ts';
import { accession } from './fields.ts';

/**
 * Ask a filing: a question answered with the filing's own passages (BM25 over its sentences and section titles),
 * kept per user, metered on its own monthly allowance (Free `FREE_MONTHLY_QUESTIONS`, Pro unlimited).
 */
export const FREE_MONTHLY_QUESTIONS = 5;
/** Long enough for any real question; a pasted page is refused rather than searched. */
export const MAX_QUESTION_CHARS = 500;
export const QUESTION_QUOTA_MESSAGE = `You've asked your ${FREE_MONTHLY_QUESTIONS} free questions this month. Upgrade to Pro for unlimited questions.`;

// Letters, digits, punctuation and ordinary spaces only: control characters (NUL included) are refused, not stripped.
const question = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Ask a question'),
    z.maxLength(MAX_QUESTION_CHARS, `A question is at most ${MAX_QUESTION_CHARS} characters`),
    z.regex(/^[^\p{Cc}]*$/u, 'A question cannot contain control characters'),
  );

const passage = z.object({
  /** The sentence of the filing, verbatim, and its character range in the filing's plain text. */
  quote: z.string(),
  start: z.int(),
  end: z.int(),
  section: z.object({ key: z.string(), title: z.string() }),
  /** The signed viewer address with the sentence marked ("Show in filing"). */
  viewUrl: z.string(),
});
export type AskPassage = z.output<typeof passage>;

const answer = z.object({
  id: z.string(),
  accession: z.string(),
  question: z.string(),
  /** The passages, best first; empty when nothing in the filing matches. */
  passages: z.array(passage),
  /** Plain words: the top passage, the model's short answer quoting the passages, or that the filing does not say. */
  summary: z.string(),
  /** The AI provider that wrote `summary` over the passages, every quote verified; absent: the evidence engine. */
  writtenBy: z.optional(z.string()),
  found: z.boolean(),
  askedAt: z.string(),
});
export type AskAnswer = z.output<typeof answer>;

/** The month's questions: on each answer here and, for the usage meter, in `GET /analysis/usage`. */
export const questionAllowance = z.object({
  used: z.int(),
  /** null for Pro: unlimited. */
  limit: z.nullable(z.int()),
  remaining: z.nullable(z.int()),
});
export type QuestionAllowance = z.output<typeof questionAllowance>;

const accessionParams = z.object({ accession });

export const askFiling = defineEndpoint({
  method: 'post',
  path: '/sec-filings/:accession/ask',
  summary: `Ask a stored filing a question (at most ${MAX_QUESTION_CHARS} characters); Free: ${FREE_MONTHLY_QUESTIONS} a month`,
  tags: ['Research'],
  auth: 'user',
  params: accessionParams,
  body: z.strictObject({ question }),
  response: z.object({ answer, allowance: questionAllowance }),
  errors: [...EDGAR_ERRORS, 'NOT_FOUND', 'DOCUMENT_NOT_FOUND', 'QUESTION_QUOTA_EXCEEDED'],
});

export const getFilingQuestions = defineEndpoint({
  method: 'get',
  path: '/sec-filings/:accession/questions',
  summary: "The user's questions about a filing, newest first, and the month's question allowance",
  tags: ['Research'],
  auth: 'user',
  params: accessionParams,
  response: z.object({ questions: z.array(answer), allowance: questionAllowance }),
  errors: [],
});

/** Every endpoint of Ask a filing, for the OpenAPI document. */
export const askEndpoints = [askFiling, getFilingQuestions];
