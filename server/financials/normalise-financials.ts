import { fiscalYearOf, fiscalYearStart, parseFiscalYearEnd } from '#server/filings/history/fiscal-year.ts';
import type { Figure, FinancialPeriod, FinancialsResponse } from '../../contract/company-depth.ts';
import type { CompanyFacts, Fact } from './companyfacts.ts';
import { CONCEPTS, type ConceptDef } from './concepts.ts';

/** The cached part of the Financials answer (the route adds ticker and freshness). */
export type NormalisedFinancials = Omit<
  FinancialsResponse,
  'ticker' | 'fetched_at' | 'age_seconds' | 'stale'
>;

const DAY_MS = 24 * 60 * 60 * 1000;
const ANNUAL_YEARS = 5;
const QUARTERS = 8;
/** Forms whose facts describe the company's own periods (comparatives included); amendments restate them. */
const PERIODIC_FORM = /^(10-K|10-Q|10-KT|10-QT|20-F|40-F)(\/A)?$/;

interface Picked {
  fact: Fact;
  tag: string;
}

type Span = 'year' | 'quarter' | 'nine' | 'other';

function days(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
}

function spanOf(fact: Fact): Span {
  if (!fact.start) return 'other';
  const length = days(fact.start, fact.end);
  if (length >= 350 && length <= 380) return 'year';
  if (length >= 80 && length <= 100) return 'quarter';
  if (length >= 260 && length <= 285) return 'nine';
  return 'other';
}

function newer(a: Fact, b: Fact): boolean {
  return a.filed > b.filed || (a.filed === b.filed && a.accn > b.accn);
}

/**
 * The facts of a concept, one per period: the tags are merged in priority order (a period reported under a
 * preferred tag keeps it), and among facts for the same period of one tag the latest filed wins (a later filing
 * restates a comparative; amendments correct).
 */
function pickFacts(
  facts: CompanyFacts,
  concept: ConceptDef,
  tags: string[],
  currency: string,
): Map<string, Picked> {
  const unit =
    concept.unit === 'USD' ? currency : concept.unit === 'USD/shares' ? `${currency}/shares` : null;
  const byPeriod = new Map<string, Picked>();
  for (const tag of tags) {
    const units = facts.facts[concept.taxonomy]?.[tag]?.units;
    if (!units) continue;
    const list = unit ? units[unit] : (units[Object.keys(units)[0] ?? ''] ?? []);
    const latest = new Map<string, Fact>();
    for (const fact of list ?? []) {
      if (concept.taxonomy === 'us-gaap' && !PERIODIC_FORM.test(fact.form)) continue;
      const key = `${fact.start ?? ''}|${fact.end}`;
      const seen = latest.get(key);
      if (!seen || newer(fact, seen)) latest.set(key, fact);
    }
    for (const [key, fact] of latest) if (!byPeriod.has(key)) byPeriod.set(key, { fact, tag });
  }
  return byPeriod;
}

/** The company's currency: the unit most revenue and net income facts are in (USD for US filers). */
function currencyOf(facts: CompanyFacts): string {
  const counts = new Map<string, number>();
  for (const tag of ['Revenues', 'RevenueFromContractWithCustomerExcludingAssessedTax', 'NetIncomeLoss']) {
    for (const [unit, list] of Object.entries(facts.facts['us-gaap']?.[tag]?.units ?? {})) {
      if (/^[A-Z]{3}$/.test(unit)) counts.set(unit, (counts.get(unit) ?? 0) + list.length);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD';
}

/** The fiscal year end (month, day) from the latest full-year period: no need to ask the submissions JSON. */
function yearEndOf(picked: Map<string, Picked>[]): [number, number] | null {
  let latest: Fact | null = null;
  for (const map of picked) {
    for (const { fact } of map.values()) {
      if (spanOf(fact) === 'year' && (!latest || fact.end > latest.end)) latest = fact;
    }
  }
  return latest ? parseFiscalYearEnd(latest.end) : null;
}

interface Slot {
  fiscalYear: number;
  fiscalQuarter: number | null;
  start: string | null;
  end: string;
  values: Record<string, Figure>;
}

export function normaliseFinancials(
  facts: CompanyFacts,
  options: { wwwOrigin: string },
): NormalisedFinancials {
  const cik = String(facts.cik).padStart(10, '0');
  const currency = currencyOf(facts);
  const sourceOf = (fact: Fact) => ({
    accession_number: fact.accn,
    form: fact.form,
    filed: fact.filed,
    url: `${options.wwwOrigin}/Archives/edgar/data/${Number(cik)}/${fact.accn.replaceAll('-', '')}/${fact.accn}-index.htm`,
  });
  const figureOf = (picked: Picked, derived = false, value = picked.fact.val): Figure => ({
    value,
    yoy: null,
    derived,
    tag: picked.tag,
    source: sourceOf(picked.fact),
  });

  const durations = CONCEPTS.filter((concept) => concept.kind === 'duration');
  const pickedDurations = durations.map((concept) => pickFacts(facts, concept, concept.tags, currency));
  const yearEnd = yearEndOf(pickedDurations);
  const annual = new Map<number, Slot>();
  const quarterly = new Map<string, Slot>();
  const slot = (map: Map<string | number, Slot>, key: string | number, init: Omit<Slot, 'values'>) => {
    const existing = map.get(key);
    if (existing) return existing;
    const created: Slot = { ...init, values: {} };
    map.set(key, created);
    return created;
  };
  const quarterOf = (fact: Fact, fiscalYear: number) => {
    if (!yearEnd) return null;
    const offset = (Date.parse(fact.end) - fiscalYearStart(fiscalYear, yearEnd)) / DAY_MS;
    return Math.min(4, Math.max(1, Math.round(offset / 91.3)));
  };

  durations.forEach((concept, index) => {
    const nine = new Map<number, Picked>();
    for (const picked of pickedDurations[index]!.values()) {
      const fact = picked.fact;
      const span = spanOf(fact);
      const fiscalYear = fiscalYearOf(fact.end, yearEnd);
      if (span === 'year') {
        const target = slot(annual as Map<string | number, Slot>, fiscalYear, {
          fiscalYear,
          fiscalQuarter: null,
          start: fact.start ?? null,
          end: fact.end,
        });
        const seen = target.values[concept.key];
        if (!seen || fact.filed > seen.source.filed) target.values[concept.key] = figureOf(picked);
      } else if (span === 'quarter') {
        const quarter = quarterOf(fact, fiscalYear);
        if (!quarter) continue;
        const target = slot(quarterly as Map<string | number, Slot>, `${fiscalYear}Q${quarter}`, {
          fiscalYear,
          fiscalQuarter: quarter,
          start: fact.start ?? null,
          end: fact.end,
        });
        target.values[concept.key] = figureOf(picked);
      } else if (span === 'nine') {
        nine.set(fiscalYear, picked);
      }
    }
    if (!concept.deriveQ4) return;
    // Q4 is rarely reported alone: the 10-K gives the year and the third 10-Q the nine months before it.
    for (const [fiscalYear, year] of annual) {
      const whole = year.values[concept.key];
      const firstNine = nine.get(fiscalYear);
      const q4 = quarterly.get(`${fiscalYear}Q4`);
      if (!whole || !firstNine || q4?.values[concept.key]) continue;
      if (!year.start || !firstNine.fact.start || Math.abs(days(year.start, firstNine.fact.start) - 1) > 7)
        continue;
      const start = new Date(Date.parse(firstNine.fact.end) + DAY_MS).toISOString().slice(0, 10);
      const target = slot(quarterly as Map<string | number, Slot>, `${fiscalYear}Q4`, {
        fiscalYear,
        fiscalQuarter: 4,
        start,
        end: year.end,
      });
      target.values[concept.key] = {
        ...whole,
        value: whole.value - firstNine.fact.val,
        derived: true,
        tag: `${whole.tag} (fiscal year − nine months)`,
      };
    }
  });

  const instants = CONCEPTS.filter((concept) => concept.kind === 'instant');
  const allSlots = [...annual.values(), ...quarterly.values()];
  for (const concept of instants) {
    const atDate =
      concept.key === 'totalDebt'
        ? totalDebtByDate(facts, concept, currency)
        : instantByDate(facts, concept, currency);
    for (const target of allSlots) {
      const picked = atDate.get(target.end);
      if (picked) target.values[concept.key] = figureOf(picked.picked, picked.derived, picked.value);
    }
  }

  const annualList = [...annual.values()].sort((a, b) => b.fiscalYear - a.fiscalYear);
  const quarterList = [...quarterly.values()].sort((a, b) => b.end.localeCompare(a.end));
  for (const year of annualList) addYoy(year, annual.get(year.fiscalYear - 1));
  for (const quarter of quarterList)
    addYoy(quarter, quarterly.get(`${quarter.fiscalYear - 1}Q${quarter.fiscalQuarter}`));

  const shownAnnual = annualList.filter((year) => hasFlow(year)).slice(0, ANNUAL_YEARS);
  const shownQuarters = quarterList.filter((quarter) => hasFlow(quarter)).slice(0, QUARTERS);
  const latestRevenue = shownAnnual.find((year) => year.values.revenue);
  const employees = latestInstant(facts, CONCEPTS.find((concept) => concept.key === 'employees')!, currency);
  return {
    cik,
    entity_name: facts.entityName ?? null,
    has_data: shownAnnual.length > 0 || shownQuarters.length > 0,
    currency,
    fiscal_year_end: yearEnd
      ? `${String(yearEnd[0]).padStart(2, '0')}-${String(yearEnd[1]).padStart(2, '0')}`
      : null,
    concepts: CONCEPTS.map(({ key, label, unit, kind }) => ({ key, label, unit, kind })),
    annual: shownAnnual.map(toPeriod),
    quarterly: shownQuarters.map(toPeriod),
    latest: {
      revenue: latestRevenue?.values.revenue
        ? { ...latestRevenue.values.revenue, period: `FY${latestRevenue.fiscalYear}` }
        : null,
      employees: employees ? { ...figureOf(employees), period: employees.fact.end } : null,
    },
  };
}

function hasFlow(target: Slot): boolean {
  return Boolean(target.values.revenue || target.values.netIncome);
}

function addYoy(current: Slot, previous: Slot | undefined): void {
  if (!previous) return;
  for (const [key, figure] of Object.entries(current.values)) {
    const before = previous.values[key];
    if (before && before.value !== 0) figure.yoy = (figure.value - before.value) / Math.abs(before.value);
  }
}

function toPeriod(target: Slot): FinancialPeriod {
  return {
    label: target.fiscalQuarter
      ? `Q${target.fiscalQuarter} FY${target.fiscalYear}`
      : `FY${target.fiscalYear}`,
    fiscal_year: target.fiscalYear,
    fiscal_quarter: target.fiscalQuarter,
    start: target.start,
    end: target.end,
    values: target.values,
  };
}

interface AtDate {
  picked: Picked;
  value: number;
  derived: boolean;
}

function instantByDate(facts: CompanyFacts, concept: ConceptDef, currency: string): Map<string, AtDate> {
  const result = new Map<string, AtDate>();
  for (const picked of pickFacts(facts, concept, concept.tags, currency).values()) {
    if (picked.fact.start) continue;
    result.set(picked.fact.end, { picked, value: picked.fact.val, derived: false });
  }
  return result;
}

/**
 * Debt is reported in parts: long-term debt (current and non-current portions, or one total), commercial paper and
 * other short-term borrowings. The figure is their sum on each balance-sheet date, marked derived.
 */
function totalDebtByDate(facts: CompanyFacts, concept: ConceptDef, currency: string): Map<string, AtDate> {
  const part = (tag: string) => {
    const map = new Map<string, Picked>();
    for (const picked of pickFacts(facts, concept, [tag], currency).values()) {
      if (!picked.fact.start) map.set(picked.fact.end, picked);
    }
    return map;
  };
  const noncurrent = part('LongTermDebtNoncurrent');
  const current = part('LongTermDebtCurrent');
  const whole = part('LongTermDebt');
  const paper = part('CommercialPaper');
  const shortTerm = part('ShortTermBorrowings');
  const dates = new Set([...noncurrent.keys(), ...whole.keys()]);
  const result = new Map<string, AtDate>();
  for (const date of dates) {
    const longTerm = noncurrent.has(date)
      ? [noncurrent.get(date)!, current.get(date)].filter((value): value is Picked => Boolean(value))
      : [whole.get(date)!];
    const parts = [...longTerm, paper.get(date), shortTerm.get(date)].filter((value): value is Picked =>
      Boolean(value),
    );
    const main = parts[0]!;
    result.set(date, {
      picked: { fact: main.fact, tag: parts.map((value) => value.tag).join(' + ') },
      value: parts.reduce((sum, value) => sum + value.fact.val, 0),
      derived: parts.length > 1,
    });
  }
  return result;
}

function latestInstant(facts: CompanyFacts, concept: ConceptDef, currency: string): Picked | null {
  let latest: Picked | null = null;
  for (const picked of pickFacts(facts, concept, concept.tags, currency).values()) {
    if (!latest || picked.fact.end > latest.fact.end) latest = picked;
  }
  return latest;
}
