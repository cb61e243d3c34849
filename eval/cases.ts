import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PeriodicForm } from '../contract/fields.ts';
import { extractSections } from '../server/filings/sections/extract-sections.ts';
import type { ParsedFiling, ReferenceTarget } from '../server/filings/sections/types.ts';
import { ANALYSIS_EXPECTATIONS } from './analysis-expectations.ts';
import { edgarDir } from './edgar-dir.ts';
import { type RenderOptions, renderFiling } from './render-filing.ts';
import { EXPECTATIONS } from './section-expectations.ts';

export interface ManifestFiling {
  company: string;
  ticker: string;
  form: PeriodicForm;
  filing_date: string;
  accession_number: string;
  primary_document_path: string;
}

/** One filing the eval runs: a shared real one, or a hard case made by re-typesetting one. */
export interface EvalCase {
  name: string;
  form: PeriodicForm;
  company: string;
  accession: string;
  html: string;
  /** Section keys that must be found (content or by reference). */
  keys: string[];
  byReference: Record<string, ReferenceTarget>;
  /** First words and length range per key (real filings), or the rendered heading order (hard cases). */
  checks: Record<string, { firstWords: string; min: number; max: number }>;
  headings?: { key: string; heading: string }[];
  /** Risk titles the extractor must find (prefixes for real filings, whole titles for hard cases). */
  riskTitles: string[];
  shortItems: Record<string, string>;
  initiatives: boolean;
  cyberRisk: boolean;
  /** The company's latest 10-K filed before a 10-Q, whose risks point to it. */
  annualAccession?: string;
  /** A 10-K's Exhibit 13 holding its Items 7/7A, with each item's first words. */
  exhibit?: { html: string; firstWords: Record<string, string> };
}

/** The shared 10-Ks and 10-Qs; 8-Ks have no risk factors or MD&A for this eval to score. */
export function loadManifest(): ManifestFiling[] {
  return (
    JSON.parse(readFileSync(path.join(edgarDir, 'manifest.json'), 'utf8')) as { filings: ManifestFiling[] }
  ).filings.filter((f) => f.form === '10-K' || f.form === '10-Q');
}

/** The 10-K a 10-Q's "no material changes" points back to: the company's latest one filed before it. */
function annualBefore(manifest: ManifestFiling[], filing: ManifestFiling): ManifestFiling | undefined {
  return manifest
    .filter((f) => f.ticker === filing.ticker && f.form === '10-K' && f.filing_date < filing.filing_date)
    .sort((a, b) => b.filing_date.localeCompare(a.filing_date))[0];
}

const read = (filing: ManifestFiling) =>
  readFileSync(path.join(edgarDir, filing.primary_document_path), 'utf8');

export function realCases(manifest: ManifestFiling[]): EvalCase[] {
  return manifest.map((filing) => {
    const expected = EXPECTATIONS.find((e) => e.accession === filing.accession_number)!;
    const analysis = ANALYSIS_EXPECTATIONS[filing.accession_number]!;
    return {
      name: `${filing.ticker} ${filing.form} ${filing.accession_number}`,
      form: filing.form,
      company: filing.company,
      accession: filing.accession_number,
      html: read(filing),
      keys: [...new Set([...expected.found, ...Object.keys(expected.byReference)])],
      byReference: expected.byReference,
      checks: expected.checks,
      riskTitles: expected.riskTitles,
      shortItems: {},
      initiatives: analysis.initiatives,
      cyberRisk: analysis.cyberRisk,
      annualAccession: filing.form === '10-Q' ? annualBefore(manifest, filing)?.accession_number : undefined,
    };
  });
}

/** Pointer wordings seen on 10-Qs outside the shared set. */
const POINTERS = [
  'There have been no material changes to the risk factors disclosed in Part I, Item 1A, "Risk Factors," of our Annual Report on Form 10-K for the fiscal year ended January 26, 2025. You should carefully consider those risks, which could materially affect our business, financial condition or future results.',
  'Information regarding risk factors appears in our 2024 Annual Report on Form 10-K under the heading "Risk Factors." The Company’s risk factors have not changed materially since that report was filed.',
];

interface HardCaseSpec {
  name: string;
  accession: string;
  options: Omit<RenderOptions, 'footer'>;
}

/**
 * Hard cases, made at eval time by re-typesetting shared filings (nothing large is committed): run-in italic and
 * bold risk titles, a risk summary in bullets, risk titles in the group headings' look, short items at page
 * breaks, and 10-Q risk factors that only point to the 10-K in two wordings.
 */
const HARD_CASES: HardCaseSpec[] = [
  {
    name: 'run-in italic risk titles',
    accession: '0000320193-24-000123',
    options: { riskTitles: 'run-in-italic' },
  },
  {
    name: 'run-in bold risk titles after a bulleted risk summary',
    accession: '0001045810-25-000023',
    options: { riskTitles: 'run-in-bold', riskSummary: true },
  },
  {
    name: 'bulleted risk summary, every 4th title in the group look',
    accession: '0001652044-25-000014',
    options: { riskTitles: 'standalone', riskSummary: true, groupLookEvery: 4 },
  },
  {
    name: "'None.' and 'Not applicable.' items at page breaks",
    accession: '0000021344-25-000011',
    options: { riskTitles: 'standalone', shortItemsAtPageBreaks: true },
  },
  {
    name: 'short items at page breaks, run-in italic titles',
    accession: '0001065280-25-000044',
    options: { riskTitles: 'run-in-italic', shortItemsAtPageBreaks: true },
  },
  {
    name: 'Items 7 and 7A incorporated from the annual report (Exhibit 13)',
    accession: '0000320187-25-000047',
    options: { riskTitles: 'standalone', mdnaInExhibit: true },
  },
  {
    name: 'pointer-only 10-Q risk factors (wording A)',
    accession: '0001045810-25-000209',
    options: { riskTitles: 'standalone', riskPointer: POINTERS[0] },
  },
  {
    name: 'no Part II Item 1A at all',
    accession: '0001065280-25-000323',
    options: { riskTitles: 'standalone', withoutRiskItem: true },
  },
  {
    name: 'annual-report layout: titles only, items mapped by a cross-reference index at the end',
    accession: '0000021344-25-000011',
    options: { riskTitles: 'standalone', annualReportLayout: true },
  },
  {
    name: 'pointer-only 10-Q risk factors (wording B)',
    accession: '0000320193-25-000057',
    options: { riskTitles: 'standalone', riskPointer: POINTERS[1], shortItemsAtPageBreaks: true },
  },
];

export function hardCases(manifest: ManifestFiling[], parsedReal: Map<string, ParsedFiling>): EvalCase[] {
  return HARD_CASES.map((spec) => {
    const filing = manifest.find((f) => f.accession_number === spec.accession)!;
    const parsed = parsedReal.get(spec.accession) ?? extractSections(read(filing), filing.form);
    const rendered = renderFiling(parsed, {
      ...spec.options,
      footer: `${filing.company} | Form ${filing.form}`,
    });
    const riskKey = filing.form === '10-K' ? '1A' : 'II-1A';
    const byReference = Object.fromEntries(
      parsed.sections
        .filter((s) => s.kind === 'by reference' && rendered.keys.includes(s.key))
        .map((s) => [s.key, s.pointsTo!]),
    );
    if (spec.options.riskPointer) byReference[riskKey] = 'annual report';
    if (rendered.exhibit)
      for (const key of Object.keys(rendered.exhibit.firstWords)) byReference[key] = 'exhibit';
    return {
      name: `${filing.ticker} ${filing.form}: ${spec.name}`,
      form: filing.form,
      company: filing.company,
      accession: `${spec.accession}/hard`,
      html: rendered.html,
      keys: rendered.keys,
      byReference,
      checks: {},
      headings: rendered.headings,
      riskTitles: spec.options.riskPointer ? [] : rendered.riskTitles,
      shortItems: rendered.shortItems,
      initiatives: ANALYSIS_EXPECTATIONS[spec.accession]!.initiatives,
      cyberRisk: !spec.options.riskPointer && ANALYSIS_EXPECTATIONS[spec.accession]!.cyberRisk,
      annualAccession: filing.form === '10-Q' ? annualBefore(manifest, filing)?.accession_number : undefined,
      exhibit: rendered.exhibit,
    };
  });
}
