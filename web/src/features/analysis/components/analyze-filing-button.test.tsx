import { runAnalysis } from '@contract/analysis';
import { getTechnologySignals } from '@contract/research';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { ANALYZE_FILING_EVENT, type AnalyzeFilingDetail } from '../api/analyze-filing-event';
import { mockProfile } from '../testing/mock-profile';
import { sampleAnalysisResponse } from '../testing/sample-analysis';
import { AnalyzeFilingButton } from './analyze-filing-button';

let stopListening = () => {};

afterEach(() => {
  cleanup();
  stopListening();
});

const viewUrl = '/api/sec-filings/document/0000320193-24-000123?expires=9&sig=view';

function setup(documentUrl: string | null = viewUrl) {
  mockProfile('endpoint security');
  const { calls } = mockEndpoint(runAnalysis, () => sampleAnalysisResponse());
  const raised: AnalyzeFilingDetail[] = [];
  const listener = (event: Event) => raised.push((event as CustomEvent<AnalyzeFilingDetail>).detail);
  window.addEventListener(ANALYZE_FILING_EVENT, listener);
  stopListening = () => window.removeEventListener(ANALYZE_FILING_EVENT, listener);
  renderWithQuery(
    <AnalyzeFilingButton
      ticker="aapl"
      filingType="10-K"
      accession="0000320193-24-000123"
      documentUrl={documentUrl}
    />,
  );
  return { calls, raised, user: userEvent.setup() };
}

const frame = (dialog: HTMLElement) => within(dialog).getByTitle('AAPL 10-K document') as HTMLIFrameElement;

describe('AnalyzeFilingButton', () => {
  it("opens 'SEC Filing Analysis: {TICKER} ({type})' on the Sales Analysis tab and raises 'analyzeFiling'", async () => {
    const { raised, user } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    const dialog = await screen.findByRole('dialog', { name: 'SEC Filing Analysis: AAPL (10-K)' });
    expect(within(dialog).getByRole('tab', { name: 'Sales Analysis' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    within(dialog).getByRole('tab', { name: 'Document' });
    await within(dialog).findByTestId('description-in-use');
    expect(raised).toEqual([{ ticker: 'AAPL', filingType: '10-K', accession: '0000320193-24-000123' }]);
  });

  it('shows the filing in a sandboxed 800 px frame on the Document tab', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Document' }));
    const iframe = frame(dialog);
    expect(iframe.getAttribute('src')).toBe(viewUrl);
    expect(iframe.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(iframe.style.height).toBe('800px');
  });

  it('falls back to the latest filing of the type when the filing has no view address', async () => {
    const { user } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Document' }));
    expect(frame(dialog).getAttribute('src')).toBe('/api/sec-filings/document/AAPL/10-K');
  });

  it("'Show in filing' switches to the Document tab at the highlighted passage and keeps the results", async () => {
    const { calls, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('description-in-use');
    await user.click(within(dialog).getByRole('button', { name: 'Analyze' }));
    const results = await within(dialog).findByTestId('analysis-results');
    await user.click(within(results).getAllByRole('button', { name: 'Show in filing' })[1] as HTMLElement);

    expect(within(dialog).getByRole('tab', { name: 'Document' }).getAttribute('aria-selected')).toBe('true');
    expect(frame(dialog).getAttribute('src')).toBe(
      '/api/sec-filings/document/0000320193-24-000123?expires=9&sig=abc&highlight=400-416#highlight',
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Sales Analysis' }));
    within(dialog).getByTestId('analysis-results');
    expect(calls).toHaveLength(1);
  });

  it("shows the company's technology signals, Free the first two and the upgrade prompt, and opens one in the filing", async () => {
    const { user } = setup();
    const url = '/api/sec-filings/document/0000320193-24-000123?expires=9&sig=t&highlight=10-60#highlight';
    const technology = mockEndpoint(getTechnologySignals, () => ({
      signals: [
        {
          category: 'cloud' as const,
          technology: 'Microsoft Azure',
          stance: 'migrating' as const,
          amount: null,
          quote: 'We are moving our data centers to Microsoft Azure.',
          start: 10,
          end: 60,
          section: { key: '7', title: 'MD&A' },
          filing: { accession: '0000320193-24-000123', formType: '10-K' as const, filingDate: '2024-11-01' },
          viewUrl: url,
          newSincePriorYear: null,
        },
      ],
      locked: 4,
    }));
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Technology' }));
    await within(dialog).findByText(/moving our data centers to Microsoft Azure/);
    expect(within(dialog).getByText('4 more technology signals with Pro')).toBeTruthy();
    expect(technology.calls[0]?.params.ticker).toBe('AAPL');
    await user.click(within(dialog).getByRole('button', { name: 'Show in filing' }));
    expect(within(dialog).getByRole('tab', { name: 'Document' }).getAttribute('aria-selected')).toBe('true');
    expect(frame(dialog).getAttribute('src')).toBe(url);
  });
});
