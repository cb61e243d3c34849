import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParsedFiling } from '#server/filings/index.ts';
import { extractSections } from '#server/filings/sections/extract-sections.ts';
import type { PeriodicForm } from '../../../../contract/fields.ts';
import { ANALYSIS_EXPECTATIONS } from '../../../../eval/analysis-expectations.ts';
import { edgarDir } from '../../../../eval/edgar-dir.ts';
import { findQuote } from '../../evidence.ts';
import type { Analysis } from '../../types.ts';
import { buildPrompt, maxPromptTokens } from '../llm/prompt.ts';
import { analyzeExtractive, sectionPlan } from './extractive-engine.ts';

const edgar = edgarDir;
const manifest = JSON.parse(readFileSync(path.join(edgar, 'manifest.json'), 'utf8')) as {
  filings: {
    ticker: string;
    company: string;
    form: PeriodicForm;
    accession_number: string;
    primary_document_path: string;
  }[];
};

const security = 'endpoint security software for enterprises';
const warehouse = 'cloud data warehouse and analytics platform';

const cyber =
  /cyber|hack|breach|malware|ransomware|unauthori[sz]ed (access|control|intrusion)|accessed by unauthori[sz]ed|illegally obtained|security (?:incident|risk)/i;
const workforce =
  /\b(?:employees?|team members|workforce|talent|graduates|training programs?|career|learning opportunities)\b/i;
const normalize = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[.:;]+$/, '')
    .trim();

function items(analysis: Analysis) {
  return [...analysis.keyInitiatives, ...analysis.riskFactors, ...analysis.positioningOpportunities];
}

// 8-Ks have no risk factors or MD&A to analyse this way.
const periodic = manifest.filings.filter((f) => f.form === '10-K' || f.form === '10-Q');

describe.each(periodic)('$ticker $form $accession_number', (entry) => {
  const expected = ANALYSIS_EXPECTATIONS[entry.accession_number]!;
  const html = readFileSync(path.join(edgar, entry.primary_document_path), 'utf8');
  const filing: ParsedFiling = extractSections(html, entry.form);
  const input = { filing, companyName: entry.company, ticker: entry.ticker };
  const forSecurity = analyzeExtractive({ ...input, productDescription: security });
  const forWarehouse = analyzeExtractive({ ...input, productDescription: warehouse });
  const riskKey = sectionPlan[entry.form].risks;
  const headings = filing.sections
    .filter((s) => s.key === riskKey)
    .flatMap((s) => s.subheadings.map((h) => normalize(h.text)));

  it('quotes only text that is in the filing, at the stated range', () => {
    for (const analysis of [forSecurity, forWarehouse]) {
      for (const { evidence } of [...items(analysis), ...analysis.conversationStarters]) {
        expect(evidence).not.toBeNull();
        expect(findQuote(filing, evidence!.quote, evidence!.start)).toEqual({
          start: evidence!.start,
          end: evidence!.end,
        });
      }
    }
  });

  it('titles every risk with one of the filing’s own Item 1A headings', () => {
    if (expected.riskPointer) {
      expect(forSecurity.riskFactors).toHaveLength(1);
      expect(forSecurity.riskFactors[0]!.evidence!.section.key).toBe(riskKey);
      return;
    }
    expect(forSecurity.riskFactors.length).toBeGreaterThan(0);
    for (const risk of [...forSecurity.riskFactors, ...forWarehouse.riskFactors]) {
      const title = normalize(risk.title.replace(/…$/, ''));
      expect(
        headings.some((h) => h.startsWith(title)),
        `${title} is not a heading`,
      ).toBe(true);
    }
  });

  it.skipIf(!expected.cyberRisk)('shows the security seller a cybersecurity risk in the top 3', () => {
    const top = forSecurity.riskFactors.slice(0, 3);
    expect(top.some((r) => cyber.test(`${r.title} ${r.description} ${r.evidence?.quote}`))).toBe(true);
  });

  it('has no empty, duplicated or table-of-contents items', () => {
    for (const analysis of [forSecurity, forWarehouse]) {
      if (expected.initiatives) expect(analysis.keyInitiatives.length).toBeGreaterThan(0);
      expect(analysis.conversationStarters.length).toBeGreaterThan(0);
      for (const list of [analysis.keyInitiatives, analysis.riskFactors, analysis.positioningOpportunities]) {
        const titles = list.map((i) => normalize(i.title).toLowerCase());
        expect(new Set(titles).size).toBe(titles.length);
        const quotes = list.map((i) => i.evidence?.quote);
        expect(new Set(quotes).size).toBe(quotes.length);
      }
      for (const item of items(analysis)) {
        expect(item.title.trim().length).toBeGreaterThan(3);
        expect(item.description.trim().length).toBeGreaterThan(30);
        expect(item.description.split(/(?<=[.!?])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(4);
        expect(item.evidence!.quote).not.toMatch(/\.{4,}|^\s*(item|part)\s+[0-9ivx]+[a-c]?\.?\s*$|\|/i);
        expect(item.evidence!.quote.length).toBeGreaterThan(30);
      }
    }
  });

  it('titles initiatives in plain words and keeps results, workforce and others’ actions out of them', () => {
    for (const analysis of [forSecurity, forWarehouse]) {
      for (const { title, evidence } of analysis.keyInitiatives) {
        expect(title).not.toMatch(/\s(?:related|associated|used|prior|incorporating|and|of|the|to|in|for)$/i);
        expect(title).not.toMatch(/\b(?:canvas|cadence)\b/i);
        expect(evidence!.quote).not.toMatch(
          /compared (?:to|with)|primarily due to|\bASU\b|expenses (?:also )?include/i,
        );
        expect(evidence!.quote).toMatch(/\b(?:we|our|us|the company)\b/i);
      }
    }
    for (const { evidence } of forSecurity.keyInitiatives) expect(evidence!.quote).not.toMatch(workforce);
  });

  it('pitches only needs the seller can speak to, without hedging', () => {
    for (const analysis of [forSecurity, forWarehouse]) {
      for (const { description } of analysis.positioningOpportunities) {
        expect(description).not.toMatch(/\bif your\b|can help here/i);
        expect(description).toMatch(/your (?:endpoint security|cloud data warehouse)/);
      }
    }
    // No talent need for a security seller (titles are the filing's words, so the need shows in what we write).
    for (const o of forSecurity.positioningOpportunities)
      expect(o.description).not.toContain('the people challenge you address');
    for (const o of forSecurity.positioningOpportunities.filter((o) => /breach/i.test(o.title))) {
      expect(o.evidence!.quote).toMatch(cyber);
    }
  });

  it('asks a different, specific question in every starter', () => {
    for (const analysis of [forSecurity, forWarehouse]) {
      const questions = analysis.conversationStarters.map((s) =>
        s.text.split('” — ').at(-1)!.split('" — ').at(-1),
      );
      expect(new Set(questions).size).toBe(questions.length);
    }
  });

  it('gives an LLM only top passages, within the prompt ceiling', () => {
    const prompt = buildPrompt({ filing, productDescription: security, ticker: entry.ticker });
    expect(prompt.estimatedTokens).toBeLessThanOrEqual(maxPromptTokens);
    expect(prompt.passages.length).toBeGreaterThan(5);
  });

  it('ranks differently for different sellers', () => {
    const order = (a: Analysis) =>
      [...a.riskFactors, ...a.positioningOpportunities].map((i) => i.title).join('\n');
    if (!expected.riskPointer || forSecurity.positioningOpportunities.length > 0) {
      expect(order(forSecurity)).not.toBe(order(forWarehouse));
    }
  });
});
