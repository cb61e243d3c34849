import * as contract from '@contract/analysis';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { sampleAnalysisResponse } from '../testing/sample-analysis';
import { AnalysisHistory } from './analysis-history';

afterEach(cleanup);

const ID = '00000000-0000-4000-8000-000000000001';
const entry = {
  id: ID,
  ticker: 'AAPL',
  filingType: '10-K',
  accession: '0000320193-24-000123',
  engine: 'extractive',
  engineLabel: "Evidence engine — extracts and ranks the filing's own sentences",
  productDescription: 'endpoint security software for enterprises',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastOpenedAt: '2026-11-21T10:00:00.000Z',
};

describe('Past analyses', () => {
  it('lists each analysis with the filing, the description used and the engine; reopens one; deletes one', async () => {
    let entries = [entry];
    const { analysis, documentUrl } = sampleAnalysisResponse();
    const opened = mockEndpoint(contract.getAnalysis, () => ({
      ...entry,
      analysis,
      documentUrl,
    }));
    // Registered last so it answers first: '/analysis/history' also fits '/analysis/:id'.
    mockEndpoint(contract.getHistory, () => ({ analyses: entries }));
    const deleted = mockEndpoint(contract.deleteAnalysis, () => {
      entries = [];
      return undefined;
    });
    const user = userEvent.setup();
    renderWithQuery(<AnalysisHistory />);
    const row = within(await screen.findByTestId('analysis-history-row'));
    row.getByText('endpoint security software for enterprises');
    row.getByText(
      /Evidence engine — extracts and ranks the filing's own sentences · last opened 11\/21\/2026/,
    );

    await user.click(row.getByRole('button', { name: 'Open' }));
    await screen.findByTestId('analysis-results');
    expect(opened.calls[0]?.params).toMatchObject({ id: ID });

    await user.click(row.getByRole('button', { name: 'Delete the analysis of AAPL 10-K' }));
    await screen.findByText('No analyses yet');
    expect(deleted.calls[0]?.params).toMatchObject({ id: ID });
  });
});
