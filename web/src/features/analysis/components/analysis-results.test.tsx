import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Analysis } from '../api/types';
import { AnalysisResults } from './analysis-results';

afterEach(cleanup);

const evidence = (start: number) => ({
  section: { key: '1A', title: 'Risk Factors' },
  quote: 'The Company has begun to build generative models into its operating systems.',
  start,
  end: start + 80,
});

const analysis: Analysis = {
  keyInitiatives: [],
  riskFactors: [
    {
      title: 'Investments in generative artificial intelligence may not deliver the expected returns',
      description: 'New spending on models.',
      evidence: evidence(100),
      newThisYear: true,
    },
    { title: 'Global markets are highly competitive', description: 'Old risk.', evidence: evidence(900) },
  ],
  positioningOpportunities: [],
  conversationStarters: [],
};

describe('AnalysisResults', () => {
  it('shows "New this year" beside a risk factor new since the prior 10-K, and only there', () => {
    render(<AnalysisResults analysis={analysis} />);
    const items = within(
      screen.getByText('Risk Factors').closest('[data-slot="card"]') as HTMLElement,
    ).getAllByRole('listitem');
    expect(within(items[0]!).getByText('New this year').textContent).toBe('New this year');
    expect(within(items[1]!).queryByText('New this year')).toBeNull();
    expect(screen.getAllByText('New this year')).toHaveLength(1);
  });

  it('says why a group is empty, by the reason the server gives, and falls back for older analyses', () => {
    render(
      <AnalysisResults
        analysis={{
          ...analysis,
          riskFactors: [],
          emptyReasons: { keyInitiatives: 'no_plans_stated', riskFactors: 'risks_by_reference' },
        }}
      />,
    );
    const reasons = screen.getAllByTestId('empty-reason').map((p) => p.textContent);
    expect(reasons).toEqual([
      "The sections read report results here: they state no plan or investment in the company's own voice.",
      'This filing restates no risk factors: it points to the annual report, which could not be read. Open the latest 10-K for them.',
      'Nothing in this filing could be cited for this section.',
    ]);
  });
});
