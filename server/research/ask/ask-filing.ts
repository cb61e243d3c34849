import { and, desc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AnalysisServices } from '#server/analysis/index.ts';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { signDocumentUrl } from '#server/filings/documents/document-url.ts';
import type { ParsedFilings } from '#server/filings/index.ts';
import type { AskAnswer, AskPassage, QuestionAllowance } from '../../../contract/ask.ts';
import type { Plan } from '../../../contract/plans.ts';
import { filingQuestions } from '../schema.ts';
import { ensureQuestionLeft, questionAllowance, takeQuestion } from './question-allowance.ts';
import { rankPassages } from './rank-passages.ts';
import { writeAnswer } from './write-answer.ts';

export interface AskFilingDeps {
  db: Db;
  clock: Clock;
  parsedFilings: ParsedFilings;
  /** Signs the viewer addresses of the passages. */
  secret: string;
  log: Logger;
  /** With an AI model configured, it writes the answer over the passages; without, the evidence engine answers. */
  analysis: Pick<AnalysisServices, 'model'>;
}

type StoredAnswer = typeof filingQuestions.$inferSelect;

function present(row: StoredAnswer): AskAnswer {
  return {
    id: row.id,
    accession: row.accession,
    question: row.question,
    ...row.answer,
    askedAt: row.createdAt.toISOString(),
  };
}

/** Said in the filing's words: the best passage, or plainly that the filing does not say. */
function summaryOf(filing: { ticker: string; filingType: string }, passages: AskPassage[]): string {
  const top = passages[0];
  const name = `${filing.ticker}'s ${filing.filingType}`;
  if (!top) return `Not found: ${name} says nothing that answers this question.`;
  return `${name}, ${top.section.title}: “${top.quote}”`;
}

/** The model's verified answer, or null for the evidence engine's (no model, nothing found, or not trusted). */
async function modelAnswer(
  deps: AskFilingDeps,
  user: { id: string; plan: Plan },
  parsed: { text: string },
  question: string,
  passages: AskPassage[],
): Promise<string | null> {
  const configured = deps.analysis.model;
  if (!configured || passages.length === 0) return null;
  await ensureQuestionLeft(deps.db, user.id, user.plan, deps.clock());
  try {
    const written = await writeAnswer(configured, parsed, question, passages);
    if (written === null)
      deps.log.info({ model: configured.name }, 'ask: model answer not verified; evidence engine answered');
    return written;
  } catch (error) {
    // A failing model costs the user nothing but the prose: the passages still answer.
    deps.log.warn({ err: error, model: configured.name }, 'ask: model failed; evidence engine answered');
    return null;
  }
}

/**
 * Answers a question with the filing's own passages and keeps it in the user's history. The filing is loaded
 * (and parsed, on the worker pool) before anything is counted, so an unknown filing costs no question; the
 * question is taken from the allowance and the answer stored in one transaction, so neither is half-written.
 */
export async function askFiling(
  deps: AskFilingDeps,
  user: { id: string; plan: Plan },
  accession: string,
  question: string,
): Promise<{ answer: AskAnswer; allowance: QuestionAllowance }> {
  const { filing, parsed } = await deps.parsedFilings.load(accession);
  const now = deps.clock();
  const passages = rankPassages(parsed, question).map(
    ({ text, start, end, section }): AskPassage => ({
      quote: text,
      start,
      end,
      section,
      viewUrl: signDocumentUrl(deps.secret, accession, now.getTime(), { highlight: { start, end } }),
    }),
  );
  const written = await modelAnswer(deps, user, parsed, question, passages);
  const answer = {
    passages,
    found: passages.length > 0,
    summary: written ?? summaryOf(filing, passages),
    ...(written ? { writtenBy: deps.analysis.model?.name } : {}),
  };
  return deps.db.transaction(async (tx) => {
    const allowance = await takeQuestion(tx, user.id, user.plan, now);
    const [row] = await tx
      .insert(filingQuestions)
      .values({ userId: user.id, accession, question, answer, createdAt: now })
      .returning();
    return { answer: present(row!), allowance };
  });
}

/** Questions kept per filing for the history; a viewer address is signed for a while, so it is re-signed here. */
export async function filingQuestionHistory(
  deps: AskFilingDeps,
  user: { id: string; plan: Plan },
  accession: string,
): Promise<{ questions: AskAnswer[]; allowance: QuestionAllowance }> {
  const now = deps.clock();
  const rows = await deps.db
    .select()
    .from(filingQuestions)
    .where(and(eq(filingQuestions.userId, user.id), eq(filingQuestions.accession, accession)))
    .orderBy(desc(filingQuestions.createdAt))
    .limit(50);
  const questions = rows.map((row) => {
    const answer = present(row);
    const resign = (p: AskPassage) => ({
      ...p,
      viewUrl: signDocumentUrl(deps.secret, accession, now.getTime(), {
        highlight: { start: p.start, end: p.end },
      }),
    });
    return { ...answer, passages: answer.passages.map(resign) };
  });
  return { questions, allowance: await questionAllowance(deps.db, user.id, user.plan, now) };
}
