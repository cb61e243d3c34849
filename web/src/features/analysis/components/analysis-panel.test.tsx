import { runAnalysis } from '@contract/analysis';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { ANALYSIS_COMPLETED_EVENT, type AnalysisCompletedDetail } from '../api/analysis-completed-event';
import type { AnalysisResponse } from '../api/types';
import { mockProfile } from '../testing/mock-profile';
import { sampleAnalysisResponse } from '../testing/sample-analysis';
import { AnalysisPanel } from './analysis-panel';

let stopListening = () => {};

afterEach(() => {
  cleanup();
  stopListening();
});

function setup(options: { description?: string; response?: AnalysisResponse; pending?: Promise<void> } = {}) {
  const { description = '', response = sampleAnalysisResponse(), pending } = options;
  mockProfile(description);
  const { calls } = mockEndpoint(runAnalysis, async () => {
    await pending;
    return response;
  });
  const onShowInFiling = vi.fn();
  const completed: AnalysisCompletedDetail[] = [];
  const listener = (event: Event) => completed.push((event as CustomEvent<AnalysisCompletedDetail>).detail);
  window.addEventListener(ANALYSIS_COMPLETED_EVENT, listener);
  stopListening = () => window.removeEventListener(ANALYSIS_COMPLETED_EVENT, listener);
  const view = renderWithQuery(
    <AnalysisPanel
      ticker="aapl"
      filingType="10-K"
      accession="0000320193-24-000123"
      onShowInFiling={onShowInFiling}
    />,
  );
  const user = userEvent.setup();
  return { calls, completed, onShowInFiling, user, ...view };
}

describe('AnalysisPanel', () => {
  it('asks what the user sells when no company description is saved, and sends the typed one', async () => {
    const { calls, user } = setup();
    await screen.findByText('Company description not found');
    const link = screen.getByRole('link', { name: /My Details/ });
    expect(link.getAttribute('href')).toBe('/dashboard?page=myDetails');
    await user.type(screen.getByLabelText('What product or service do you sell?'), 'cloud data warehouse');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await screen.findByTestId('analysis-results');
    expect(calls[0]?.body).toEqual({
      ticker: 'AAPL',
      filingType: '10-K',
      accession: '0000320193-24-000123',
      productDescription: 'cloud data warehouse',
    });
  });

  it('shows the saved description in use instead of the warning', async () => {
    setup({ description: 'endpoint security software' });
    expect((await screen.findByTestId('description-in-use')).textContent).toContain(
      'endpoint security software',
    );
    expect(screen.queryByText('Company description not found')).toBeNull();
    expect(screen.queryByLabelText('What product or service do you sell?')).toBeNull();
  });

  it('shows progress while analysing, then four groups of numbered items with fallback titles', async () => {
    let release = () => {};
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = setup({ description: 'endpoint security', pending });
    await screen.findByTestId('description-in-use');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await screen.findByText('Analyzing SEC filing for sales opportunities...');
    expect((screen.getByRole('button', { name: 'Analyze' }) as HTMLButtonElement).disabled).toBe(true);
    release();

    const results = await screen.findByTestId('analysis-results');
    expect(screen.queryByText('Analyzing SEC filing for sales opportunities...')).toBeNull();
    // Which engine wrote it, in words: never 'AI' for the evidence engine.
    expect(screen.getByTestId('analysis-engine').textContent).toBe(
      "Written by: Evidence engine — extracts and ranks the filing's own sentences",
    );
    // What we understood the product to serve, so a misreading is visible.
    expect(screen.getByTestId('seller-reading').textContent).toContain(
      'We read your product as serving: cybersecurity.',
    );
    // …and can be corrected on the profile.
    expect(
      within(screen.getByTestId('seller-reading'))
        .getByRole('link', { name: 'Change how we read it' })
        .getAttribute('href'),
    ).toBe('/profile#seller-reading');
    const group = (title: string) => {
      const heading = within(results).getByText(title);
      const card = heading.closest('[data-slot="card"]');
      if (!(card instanceof HTMLElement)) throw new Error(`no card for ${title}`);
      return card;
    };
    const initiatives = within(group('Key Initiatives')).getAllByRole('listitem');
    expect(initiatives).toHaveLength(2);
    expect(initiatives[0]?.textContent).toMatch(/^1Expanding services/);
    expect(initiatives[1]?.textContent).toMatch(/^2Strategic Initiative 2/);
    within(group('Key Initiatives')).getByText('Strategic Initiative 2');
    within(group('Risk Factors')).getByText('Risk Factor 1');
    within(group('Positioning Opportunities')).getByText('Opportunity 1');
    within(group('Positioning Opportunities')).getByText(/not verified/);
    const starters = within(group('Conversation Starters')).getAllByRole('listitem');
    expect(starters[0]?.textContent).toContain('1. How are you protecting the services platform?');
    within(results).getByText(/Services net sales increased/);
  });

  it("passes 'Show in filing' the signed document address with the quote's range highlighted", async () => {
    const { onShowInFiling, user } = setup({ description: 'endpoint security' });
    await screen.findByTestId('description-in-use');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    const results = await screen.findByTestId('analysis-results');
    await user.click(within(results).getAllByRole('button', { name: 'Show in filing' })[0] as HTMLElement);
    expect(onShowInFiling).toHaveBeenCalledWith(
      '/api/sec-filings/document/0000320193-24-000123?expires=9&sig=abc&highlight=100-128#highlight',
      expect.objectContaining({ quote: 'Services net sales increased' }),
    );
  });

  it("shows a quote from the latest 10-K beside its label, without 'Show in filing' into this filing", async () => {
    const base = sampleAnalysisResponse();
    const fromAnnual = {
      title: 'Security breaches could harm us',
      description: 'Quoted from the annual report.',
      evidence: {
        section: { key: '1A', title: 'Risk Factors (latest Form 10-K)' },
        quote: 'Our systems are targeted by ransomware',
        start: 5,
        end: 43,
        source: { accession: '0000320193-24-000123', formType: '10-K' as const },
      },
    };
    const response = { ...base, analysis: { ...base.analysis, riskFactors: [fromAnnual] } };
    const { user } = setup({ description: 'endpoint security', response });
    await screen.findByTestId('description-in-use');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    const results = await screen.findByTestId('analysis-results');
    const risks = within(results)
      .getByText('Risk Factors', { exact: true })
      .closest('[data-slot="card"]') as HTMLElement;
    within(risks).getByText(/Our systems are targeted by ransomware/);
    within(risks).getByText(/Risk Factors \(latest Form 10-K\)/);
    expect(within(risks).queryByRole('button', { name: 'Show in filing' })).toBeNull();
  });

  it("raises 'analysisCompleted' after a tracked analysis", async () => {
    const { completed, user } = setup({ description: 'endpoint security' });
    await screen.findByTestId('description-in-use');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await screen.findByTestId('analysis-results');
    await waitFor(() => expect(completed).toHaveLength(1));
    expect(completed[0]).toMatchObject({ ticker: 'AAPL', filingType: '10-K' });
    expect(Number.isNaN(Date.parse(completed[0]?.timestamp ?? ''))).toBe(false);
  });

  it("does not raise 'analysisCompleted' when the analysis was not counted", async () => {
    const { completed, user } = setup({
      description: 'endpoint security',
      response: sampleAnalysisResponse({ usageTracked: false, cached: true }),
    });
    await screen.findByTestId('description-in-use');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    // The event is raised in the mutation's onSuccess, which runs before the results render.
    await screen.findByTestId('analysis-results');
    expect(completed).toEqual([]);
  });
});
