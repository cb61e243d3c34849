import type { ReleasePrediction } from '#server/alerts/index.ts';
import type { CompanyAnalysis } from '#server/analysis/index.ts';
import type { FilingChanges } from '#server/filings/changes/filing-changes.ts';
import type { AccountBrief, BriefCitation, BriefPoint } from '../../../contract/account-brief.ts';
import type { AnalysisItem, Evidence } from '../../../contract/analysis.ts';
import type { FinancialsResponse } from '../../../contract/company-depth.ts';
import type { TechnologySignal } from '../../../contract/research.ts';

/** Signs a viewer address for a passage of a filing (the route's secret and clock). */
export type LinkPassage = (accession: string, start: number, end: number) => string;

/**
 * What the brief is assembled from, each read from storage by `loadBriefInputs`; null where that part could not be
 * read (it is then listed as unavailable) or, for `analysis`, where the user has not analysed the company.
 */
export interface BriefInputs {
  ticker: string;
  now: Date;
  name: string;
  catalogue: { industry: string | null; revenue: number | null; revenuePeriod: string | null } | null;
  financials: FinancialsResponse | null;
  analysis: CompanyAnalysis | null;
  technology: TechnologySignal[] | null;
  changes: FilingChanges | null;
  predictions: ReleasePrediction[] | null;
}

const TOP = 3;
const TECHNOLOGY = 5;
const NEW_RISKS = 3;
const NEW_BUSINESS = 2;

function evidenceCitation(evidence: Evidence, analysis: CompanyAnalysis, link: LinkPassage): BriefCitation {
  // A 10-Q's risk quoted from the 10-K it points to carries that filing as its source.
  const accession = evidence.source?.accession ?? analysis.accession;
  return {
    quote: evidence.quote,
    section: evidence.section,
    accession,
    formType: evidence.source?.formType ?? analysis.filingType,
    start: evidence.start,
    end: evidence.end,
    viewUrl: link(accession, evidence.start, evidence.end),
  };
}

/** The first `TOP` items that rest on a quote; the model's unverified 'Analysis Output' item has none and is left out. */
function citedItems(items: AnalysisItem[], analysis: CompanyAnalysis, link: LinkPassage): BriefPoint[] {
  return items
    .flatMap((item) =>
      item.evidence
        ? [
            {
              title: item.title,
              text: item.description,
              citation: evidenceCitation(item.evidence, analysis, link),
            },
          ]
        : [],
    )
    .slice(0, TOP);
}

function revenueTrend(
  financials: FinancialsResponse | null,
  catalogue: BriefInputs['catalogue'],
): AccountBrief['profile']['revenue'] {
  const fromFacts = (financials?.annual ?? [])
    .flatMap((period) => {
      const revenue = period.values.revenue;
      return revenue
        ? [{ value: revenue.value, period: period.label, sourceUrl: revenue.source.url, yoy: revenue.yoy }]
        : [];
    })
    .reverse();
  if (fromFacts.length || !catalogue?.revenue || !catalogue.revenuePeriod) return fromFacts;
  return [{ value: catalogue.revenue, period: catalogue.revenuePeriod, sourceUrl: null, yoy: null }];
}

/** New risk factors and new Item 1 passages of the latest 10-K against the prior one, each quoting its heading. */
function changePoints(changes: FilingChanges, link: LinkPassage): BriefPoint[] {
  const accession = changes.current.accession_number;
  const priorDate = changes.prior?.filing_date;
  const fresh = (comparison: FilingChanges['risk_factors'], limit: number, what: string) =>
    (comparison?.changes ?? [])
      .flatMap((change) => (change.kind === 'new' && change.current ? [change.current] : []))
      .slice(0, limit)
      .map((passage) => {
        const quote = passage.heading.trim() || passage.body.trim().slice(0, 300);
        return {
          title: `New ${what}`,
          text: `Not in the 10-K filed ${priorDate}.`,
          citation: {
            quote,
            section: { key: comparison?.key ?? '', title: comparison?.title ?? '' },
            accession,
            formType: '10-K',
            start: passage.start,
            end: passage.end,
            viewUrl: link(accession, passage.start, passage.end),
          },
        };
      });
  return [
    ...fresh(changes.risk_factors, NEW_RISKS, 'risk factor'),
    ...fresh(changes.business, NEW_BUSINESS, 'in the business description'),
  ];
}

/**
 * The account brief from what is stored. It writes no sentence of its own about the company: every statement is
 * the analysis's (which quotes the filing), a filing's own words, an XBRL figure, or a date from the history.
 */
export function assembleBrief(inputs: BriefInputs, link: LinkPassage): AccountBrief {
  const { analysis, financials, changes } = inputs;
  const unavailable: AccountBrief['unavailable'] = [];
  if (!financials) unavailable.push('financials');
  if (!inputs.technology) unavailable.push('technology');
  if (!changes) unavailable.push('changes');
  if (!inputs.predictions) unavailable.push('upcoming');
  const employees = financials?.latest.employees;
  return {
    ticker: inputs.ticker,
    generatedAt: inputs.now.toISOString(),
    profile: {
      name: inputs.name,
      industry: inputs.catalogue?.industry ?? null,
      employees: employees
        ? { value: employees.value, period: employees.period, sourceUrl: employees.source.url }
        : null,
      revenue: revenueTrend(financials, inputs.catalogue),
    },
    analysis: analysis
      ? {
          id: analysis.id,
          accession: analysis.accession,
          filingType: analysis.filingType,
          productDescription: analysis.productDescription,
          analysedAt: analysis.lastOpenedAt.toISOString(),
        }
      : null,
    initiatives: analysis ? citedItems(analysis.result.keyInitiatives, analysis, link) : [],
    risks: analysis ? citedItems(analysis.result.riskFactors, analysis, link) : [],
    conversationStarters: analysis
      ? analysis.result.conversationStarters.slice(0, TOP).map((starter) => ({
          text: starter.text,
          citation: evidenceCitation(starter.evidence, analysis, link),
        }))
      : [],
    technology: (inputs.technology ?? []).slice(0, TECHNOLOGY).map((signal) => ({
      category: signal.category,
      technology: signal.technology,
      stance: signal.stance,
      amount: signal.amount,
      newSincePriorYear: signal.newSincePriorYear,
      citation: {
        quote: signal.quote,
        section: signal.section,
        accession: signal.filing.accession,
        formType: signal.filing.formType,
        start: signal.start,
        end: signal.end,
        viewUrl: link(signal.filing.accession, signal.start, signal.end),
      },
    })),
    changes: {
      current: changes
        ? { accession: changes.current.accession_number, filingDate: changes.current.filing_date }
        : null,
      priorFilingDate: changes?.prior?.filing_date ?? null,
      message: changes?.message ?? null,
      points: changes?.prior ? changePoints(changes, link) : [],
    },
    upcoming: (inputs.predictions ?? []).map((prediction) => ({
      form: prediction.form,
      periodEnd: prediction.period_end,
      expectedDate: prediction.expected_date,
      earliestDate: prediction.earliest_date,
      latestDate: prediction.latest_date,
      basis: prediction.confidence,
    })),
    unavailable,
  };
}

/** The brief with every viewer address signed afresh: a snapshot's addresses expired long ago. */
export function relinkBrief(brief: AccountBrief, link: LinkPassage): AccountBrief {
  const relink = (citation: BriefCitation) => ({
    ...citation,
    viewUrl: link(citation.accession, citation.start, citation.end),
  });
  const point = (p: BriefPoint) => ({ ...p, citation: relink(p.citation) });
  return {
    ...brief,
    initiatives: brief.initiatives.map(point),
    risks: brief.risks.map(point),
    conversationStarters: brief.conversationStarters.map((s) => ({ ...s, citation: relink(s.citation) })),
    technology: brief.technology.map((t) => ({ ...t, citation: relink(t.citation) })),
    changes: { ...brief.changes, points: brief.changes.points.map(point) },
  };
}
