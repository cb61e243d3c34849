import fs from 'node:fs';
import path from 'node:path';
import { type BenchReport, toMarkdown } from '../bench/report.ts';
import { extractSections } from '../server/filings/sections/extract-sections.ts';
import type { ParsedFiling } from '../server/filings/sections/types.ts';
import { type EvalCase, hardCases, loadManifest, realCases } from './cases.ts';
import { recurringItems } from './recurring-sentences.ts';
import { type CaseScore, DESCRIPTIONS, scoreCase } from './scorecard.ts';
import { recurringTitles } from './seller-measures.ts';

/**
 * `npm run eval`: section extraction and the extractive analysis over every shared filing and over hard cases made
 * from them, against the written expectations; prints one scorecard. `-- --write` also puts it in
 * docs/benchmarks.md; `-- --verbose` lists every problem found.
 */
export function runEval(): { scores: CaseScore[]; reports: BenchReport[] } {
  const manifest = loadManifest();
  const real = realCases(manifest);
  const parsed = new Map<string, ParsedFiling>();
  for (const c of real) parsed.set(c.accession, extractSections(c.html, c.form));
  const hard = hardCases(manifest, parsed);
  const score = (c: EvalCase, isHard: boolean) => {
    const filing = parsed.get(c.accession) ?? extractSections(c.html, c.form);
    const annualFiling = c.annualAccession ? parsed.get(c.annualAccession) : undefined;
    const annual = annualFiling && { accession: c.annualAccession!, filing: annualFiling };
    return scoreCase(c, filing, annual, isHard);
  };
  const scores = [...real.map((c) => score(c, false)), ...hard.map((c) => score(c, true))];
  return { scores, reports: reportsFor(scores) };
}

const sum = (scores: CaseScore[], pick: (s: CaseScore) => number) => scores.reduce((n, s) => n + pick(s), 0);
const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}%`);

function reportsFor(scores: CaseScore[]): BenchReport[] {
  const rows = scores.map((s) => ({
    case: `${s.hard ? 'hard: ' : ''}${s.name}`,
    keys: `${s.keysFound}/${s.keysExpected}`,
    'by ref': `${s.byReferenceLabelled}/${s.byReferenceExpected}${s.exhibitExpected ? `, Ex-13 ${s.exhibitResolved}/${s.exhibitExpected}` : ''}`,
    'boundary err': `${s.boundaryErrors}/${s.boundaryChecked}`,
    'risk headings': `${s.riskHeadingsFound}/${s.riskHeadingsExpected}`,
    'short items': `${s.shortItemsKept}/${s.shortItemsExpected}`,
    placeholders: s.placeholders,
    boilerplate: s.boilerplateQuotes,
    unsupported: s.unsupportedTitles,
    'empty groups': s.emptyGroups.length ? s.emptyGroups.join(', ') : 0,
    reordered: s.reordered ? 'yes' : 'no',
  }));
  const keys = [sum(scores, (s) => s.keysFound), sum(scores, (s) => s.keysExpected)];
  const byRef = [sum(scores, (s) => s.byReferenceLabelled), sum(scores, (s) => s.byReferenceExpected)];
  const heads = [sum(scores, (s) => s.riskHeadingsFound), sum(scores, (s) => s.riskHeadingsExpected)];
  const shortItems = [sum(scores, (s) => s.shortItemsKept), sum(scores, (s) => s.shortItemsExpected)];
  const placeholders = sum(scores, (s) => s.placeholders);
  const boilerplate = sum(scores, (s) => s.boilerplateQuotes);
  const unsupported = sum(scores, (s) => s.unsupportedTitles);
  const empty = sum(scores, (s) => s.emptyGroups.length);
  const reordered = scores.filter((s) => s.reordered).length;
  const followedRisks = sum(scores, (s) => s.followedRisks);
  const goal = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  // Across the shared filings only: a hard case is a copy of one of them and would repeat its sentences.
  const real = scores.filter((s) => !s.hard);
  const recurring = recurringItems(real.flatMap((s) => s.written));
  const titles = recurringTitles(real.flatMap((s) => s.titles));
  const overlaps = real.flatMap((s) => (s.overlap === null ? [] : [s.overlap]));
  const worstOverlap = Math.max(0, ...overlaps);
  const meanOverlap = overlaps.reduce((a, b) => a + b, 0) / Math.max(1, overlaps.length);
  const tenKs = real.filter((s) => s.name.includes(' 10-K '));
  const securityTop = tenKs.filter((s) => s.securityTop3).length;
  const operationsTop = real.filter((s) => s.operationsTop).length;
  const withoutReason = sum(scores, (s) => s.emptyWithoutReason.length);
  const emptyAnalyses = sum(scores, (s) => s.emptyAnalyses);
  const totals: BenchReport = {
    title: 'Analysis eval: totals against the goals (npm run eval)',
    rows: [
      {
        measure: 'expected section keys found (by-reference ones labelled)',
        value: `${keys[0]}/${keys[1]}; by reference ${byRef[0]}/${byRef[1]}`,
        goal: 'all',
        status: goal(keys[0] === keys[1] && byRef[0] === byRef[1]),
      },
      {
        measure: 'by-reference items followed: 10-Q risks to the 10-K, Items 7/7A to Exhibit 13',
        value: `10-Q risk items quoting the 10-K: ${followedRisks}; Exhibit 13 items found ${sum(scores, (s) => s.exhibitResolved)}/${sum(scores, (s) => s.exhibitExpected)}, initiatives quoted from it ${sum(scores, (s) => s.exhibitQuotes)}`,
        goal: 'resolved or labelled',
        status: goal(
          sum(scores, (s) => s.exhibitResolved) === sum(scores, (s) => s.exhibitExpected) &&
            followedRisks > 0,
        ),
      },
      {
        measure: 'boundary errors (checked sections)',
        value: `${sum(scores, (s) => s.boundaryErrors)}/${sum(scores, (s) => s.boundaryChecked)}`,
        goal: '0',
        status: goal(sum(scores, (s) => s.boundaryErrors) === 0),
      },
      {
        measure: 'risk headings detected',
        value: `${heads[0]}/${heads[1]} (${pct(heads[0]!, heads[1]!)})`,
        goal: '≥ 95%',
        status: goal(heads[0]! >= 0.95 * heads[1]!),
      },
      {
        measure: "short items ('None.', 'Not applicable.') kept",
        value: `${shortItems[0]}/${shortItems[1]}`,
        goal: 'all',
        status: goal(shortItems[0] === shortItems[1]),
      },
      {
        measure:
          "items with a sentence of ours that recurs in ≥ 3 companies' analyses (seller, title, company and digits taken out)",
        value: `${recurring.recurring}/${recurring.total} (${pct(recurring.recurring, recurring.total)})`,
        goal: '≤ 10%',
        status: goal(recurring.recurring <= 0.1 * recurring.total),
      },
      {
        measure: 'titles given to two or more companies (digits aside; risk headings included)',
        value: `${titles.recurring}/${titles.distinct}`,
        goal: '0',
        status: goal(titles.recurring === 0),
      },
      {
        measure: `seller overlap: Jaccard of the quotes behind opportunities and starters, “${DESCRIPTIONS.security}” vs “${DESCRIPTIONS.robotics}”, per filing`,
        value: `worst ${worstOverlap.toFixed(2)}, mean ${meanOverlap.toFixed(2)}; ${overlaps.filter((o) => o > 0.3).length}/${overlaps.length} filings above 0.30`,
        goal: '≤ 0.30',
        status: goal(worstOverlap <= 0.3),
      },
      {
        measure: "a security risk in the security seller's top 3 risks (10-Ks)",
        value: `${securityTop}/${tenKs.length} (${pct(securityTop, tenKs.length)})`,
        goal: '≥ 90%',
        status: goal(securityTop >= 0.9 * tenKs.length),
      },
      {
        measure:
          "an operations item (warehouses, plants, distribution) in the robotics seller's top 3 initiatives or opportunities",
        value: `${operationsTop}/${real.length} (${pct(operationsTop, real.length)})`,
        goal: '≥ 75%',
        status: goal(operationsTop >= 0.75 * real.length),
      },
      {
        measure:
          'empty groups (three sellers, every case): with a reason / without one; analyses with every group empty',
        value: `${sum(scores, (s) => s.emptyWithReason.length)} / ${withoutReason}; ${emptyAnalyses}`,
        goal: '0 without a reason, 0 empty analyses',
        status: goal(withoutReason === 0 && emptyAnalyses === 0),
      },
      { measure: 'placeholder titles', value: placeholders, goal: '0', status: goal(placeholders === 0) },
      {
        measure: 'quotes from boilerplate or cross-references',
        value: boilerplate,
        goal: '0',
        status: goal(boilerplate === 0),
      },
      {
        measure: 'titles not supported by their quote',
        value: unsupported,
        goal: '0',
        status: goal(unsupported === 0),
      },
      {
        measure: 'empty groups where the filing has the material',
        value: empty,
        goal: '0',
        status: goal(empty === 0),
      },
      {
        measure: 'cases whose top risks/opportunity differ between the two descriptions',
        value: `${reordered}/${scores.length}`,
        goal: 'visibly reorder',
        status: goal(reordered >= scores.length * 0.8),
      },
    ],
    notes: [
      `${scores.filter((s) => !s.hard).length} shared filings and ${scores.filter((s) => s.hard).length} hard cases made from them at eval time (eval/cases.ts). Three descriptions are analysed: “${DESCRIPTIONS.security}”, “${DESCRIPTIONS.warehouse}” and “${DESCRIPTIONS.robotics}”. The by-reference pointer item of a 10-Q is the label of where its risks come from and is not counted as a boilerplate quote.`,
      "Before titles were built from the quote's facts and openers kept to what bears on the seller (ADR 0303), the same shared filings read: 9 titles given to two or more companies (each opportunity titled with its need's category, “Scale and modernize infrastructure” on 9 companies); seller overlap worst 0.60, mean 0.13, 2/22 filings above 0.30; security risk in the top 3 on 15/15 10-Ks; an operations item for the robotics seller on 19/22 (counted then on category titles such as “Automate warehouse and factory operations”, which named warehouses whatever the quote said). The annual-report layout gave no sections at all.",
      "Before issue #28's first step (commit 3f8997c) the recurring-sentence measure read 542/593 (91.4%): the same few sentences (“It matters to your … because it names the breach and attack exposure…”) on every company. Counted on the shared filings, which the engine was tuned on; the issue's goal is for filings it has never seen.",
      'Before issue #14 (commit 411147b) the same scorecard read: keys 312/359 and by reference 0/52; 1 boundary error; risk headings 93/180 (0/28, 0/23 and 0/30 on the run-in cases); short items 21/28; 6 placeholders; 46 unsupported titles; 8 empty groups.',
    ],
  };
  const perCase: BenchReport = { title: 'Analysis eval: per case', rows };
  const order: BenchReport = {
    title:
      'Analysis eval: relevance order (top three risks, then top opportunity) for the three descriptions',
    rows: scores
      .filter((s) => !s.hard)
      .map((s) => ({
        case: s.name,
        security: s.order.security.map(short).join(' · '),
        warehouse: s.order.warehouse.map(short).join(' · '),
        robotics: s.order.robotics.map(short).join(' · '),
      })),
  };
  return [totals, perCase, order];
}

const short = (title: string) => (title.length <= 48 ? title : `${title.slice(0, 46).trimEnd()}…`);

const HEADING = '## Analysis eval';

/** docs/benchmarks.md with its "Analysis eval" sections replaced by `markdown` (appended when absent). */
function withEvalSections(doc: string, markdown: string): string {
  const parts = doc.split(/\n(?=## )/);
  const at = parts.findIndex((p) => p.startsWith(HEADING));
  const kept = parts.filter((p) => !p.startsWith(HEADING));
  kept.splice(at >= 0 ? at : kept.length, 0, markdown.trimEnd());
  return `${kept.join('\n')}\n`.replace(/\n{3,}/g, '\n\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = performance.now();
  const { scores, reports } = runEval();
  const markdown = reports.map(toMarkdown).join('\n\n');
  console.log(markdown);
  if (process.argv.includes('--verbose')) {
    for (const s of scores) for (const p of s.problems) console.log(`- ${s.name}: ${p}`);
    const written = scores.filter((s) => !s.hard).flatMap((s) => s.written);
    for (const example of recurringItems(written).examples) console.log(`- recurring: ${example}`);
    const titles = scores.filter((s) => !s.hard).flatMap((s) => s.titles);
    for (const example of recurringTitles(titles).examples) console.log(`- recurring title: ${example}`);
    for (const s of scores.filter((x) => !x.hard && (x.overlap ?? 0) > 0.3))
      console.log(`- overlap ${s.overlap?.toFixed(2)}: ${s.name}`);
    for (const s of scores.filter((x) => !x.securityTop3 && x.name.includes(' 10-K ')))
      console.log(`- no security risk in the top 3: ${s.name}`);
    for (const s of scores.filter((x) => !x.operationsTop)) console.log(`- no operations item: ${s.name}`);
  }
  console.log(`\n(${Math.round(performance.now() - started)} ms)`);
  if (process.argv.includes('--write')) {
    const file = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
    fs.writeFileSync(file, withEvalSections(fs.readFileSync(file, 'utf8'), `${markdown}\n`));
  }
}
