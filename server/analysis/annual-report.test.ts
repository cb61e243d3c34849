import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { createExtractiveEngine } from './engines/extractive/extractive-engine.ts';
import { findQuote } from './evidence.ts';
import { type FixtureAnnual, fixtureFilingSource } from './testing/fixture-filing-source.ts';
import {
  sampleExhibit,
  sampleExhibitTenK,
  samplePointerTenQ,
  sampleTenK,
  sampleTenQWithoutRisks,
} from './testing/sample-filing.ts';
import type { Analysis } from './types.ts';

const tenK = sampleTenK();
const annualAccession = '0000000001-24-000009';

async function analyse(annual: FixtureAnnual, tenQ = samplePointerTenQ()) {
  const filings = fixtureFilingSource(tenQ, annual);
  const t = await createTestApp({
    overrides: () => ({ analysis: { engine: createExtractiveEngine(), filings } }),
  });
  const user = await t.signUp();
  const response = await t.request('/api/analysis', {
    as: user,
    json: {
      ticker: 'acme',
      filingType: '10-Q',
      productDescription: 'endpoint security software for enterprises',
    },
  });
  return { response, filings, body: (await response.json()) as { analysis: Analysis } };
}

describe('a 10-Q whose risk factors only point to the annual report', () => {
  it('is analysed with the latest 10-K’s risk factors, each quote labelled as from that 10-K', async () => {
    const { response, body, filings } = await analyse({ accession: annualAccession, filing: tenK });
    expect(response.status).toBe(200);
    expect(filings.annualLoads).toBe(1);
    const [pointer, ...risks] = body.analysis.riskFactors;
    expect(pointer!.title).toBe('Risk factors unchanged since the annual report');
    expect(pointer!.evidence!.quote).toMatch(/no material changes/);
    expect(risks[0]!.title).toMatch(/^Security breaches/);
    for (const { evidence } of risks) {
      expect(evidence!.source).toEqual({ accession: annualAccession, formType: '10-K' });
      expect(evidence!.section.title).toBe('Risk Factors (latest Form 10-K)');
      expect(findQuote(tenK, evidence!.quote)).toEqual({ start: evidence!.start, end: evidence!.end });
    }
  });

  it.each([
    ['there is no 10-K', null],
    ['the 10-K cannot be fetched', new Error('EDGAR is down')],
  ])('still answers, with the pointer alone, when %s', async (_case, annual) => {
    const { response, body } = await analyse(annual);
    expect(response.status).toBe(200);
    expect(body.analysis.riskFactors.map((r) => r.title)).toEqual([
      'Risk factors unchanged since the annual report',
    ]);
  });
});

describe('a 10-Q with no Part II Item 1A at all', () => {
  it('is analysed with the latest 10-K’s risk factors, labelled as that 10-K’s', async () => {
    const { response, body, filings } = await analyse(
      { accession: annualAccession, filing: tenK },
      sampleTenQWithoutRisks(),
    );
    expect(response.status).toBe(200);
    expect(filings.annualLoads).toBe(1);
    expect(body.analysis.riskFactors[0]!.title).toMatch(/^Security breaches/);
    for (const { evidence } of body.analysis.riskFactors) {
      expect(evidence!.source).toEqual({ accession: annualAccession, formType: '10-K' });
      expect(evidence!.section.title).toBe('Risk Factors (latest Form 10-K)');
    }
  });

  it('says why its risks are empty when there is no 10-K to follow', async () => {
    const { body } = await analyse(null, sampleTenQWithoutRisks());
    expect(body.analysis.riskFactors).toEqual([]);
    expect(body.analysis.emptyReasons?.riskFactors).toBe('section_not_found');
  });
});

describe('a 10-K whose MD&A is incorporated from Exhibit 13', () => {
  it('takes initiatives from the exhibit, each quote labelled with the exhibit it comes from', async () => {
    const exhibit = { accession: '0000000001-24-000001', document: 'ex13.htm', filing: sampleExhibit() };
    const filings = fixtureFilingSource(sampleExhibitTenK(), null, exhibit);
    const t = await createTestApp({
      overrides: () => ({ analysis: { engine: createExtractiveEngine(), filings } }),
    });
    const response = await t.request('/api/analysis', {
      as: await t.signUp(),
      json: {
        ticker: 'acme',
        filingType: '10-K',
        productDescription: 'cloud data warehouse and analytics platform',
      },
    });
    expect(response.status).toBe(200);
    const { analysis } = (await response.json()) as { analysis: Analysis };
    const fromExhibit = analysis.keyInitiatives.filter((i) => i.evidence?.source?.document === 'ex13.htm');
    expect(fromExhibit.length).toBeGreaterThan(0);
    expect(fromExhibit[0]!.title).toMatch(/^Investing in cloud infrastructure/);
    expect(fromExhibit[0]!.evidence!.section.title).toBe("Management's Discussion and Analysis (Exhibit 13)");
    const { evidence } = fromExhibit[0]!;
    expect(findQuote(exhibit.filing, evidence!.quote)).toEqual({
      start: evidence!.start,
      end: evidence!.end,
    });
  });
});
