import { type FilingChanges, getFilingChanges } from '@contract/filings';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { WhatChanged } from './what-changed';

afterEach(cleanup);

const passage = (heading: string, body: string) => ({
  heading,
  body,
  start: 1,
  end: 9,
  view_url: `/doc?${heading}`,
});

describe('What changed tab', () => {
  it("shows what changed with quotes from both years, and 'no earlier annual report' alone", async () => {
    const reply: FilingChanges = {
      ticker: 'AAPL',
      current: { accession_number: 'b', filing_date: '2025-10-31', period_end_date: null },
      prior: { accession_number: 'a', filing_date: '2024-11-01', period_end_date: null },
      message: null,
      new_initiatives: ['Apple Intelligence'],
      business: null,
      risk_factors: {
        key: '1A',
        title: 'Risk Factors',
        compared: true,
        counts: { new: 1, removed: 0, rewritten: 1, unchanged: 3 },
        changes: [
          {
            kind: 'new' as const,
            current: passage('AI risk', 'Models may fail.'),
            prior: null,
            similarity: null,
            added: [],
            removed: [],
          },
          {
            kind: 'rewritten' as const,
            current: passage('Inventory', 'x'),
            prior: passage('Inventory', 'y'),
            similarity: 0.9,
            added: ['New sentence.'],
            removed: ['Old sentence.'],
          },
        ],
      },
    };
    mockEndpoint(getFilingChanges, () => reply);
    renderWithQuery(<WhatChanged accession="b" />);
    await screen.findByText(/1 new, 0 removed, 1 rewritten, 3 unchanged/);
    screen.getByText('Models may fail.');
    screen.getByText('Old sentence.');
    screen.getByText('New sentence.');
    screen.getByText('Apple Intelligence');
    expect(screen.getAllByRole('link', { name: 'open passage' })[0]!.getAttribute('href')).toBe(
      '/doc?AI risk',
    );
    cleanup();

    mockEndpoint(getFilingChanges, () => ({
      ...reply,
      prior: null,
      risk_factors: null,
      message: 'No earlier annual report to compare',
    }));
    renderWithQuery(<WhatChanged accession="c" />);
    await waitFor(() =>
      expect(screen.getByTestId('no-prior').textContent).toBe('No earlier annual report to compare'),
    );
    cleanup();

    // A 10-Q whose Part II Item 1A names no changed risk factor: the note, and the empty comparison's counts.
    const quiet = 'This 10-Q lists no changed risk factors of its own to compare with the latest 10-K';
    mockEndpoint(getFilingChanges, () => ({
      ...reply,
      message: quiet,
      new_initiatives: [],
      risk_factors: {
        key: 'II-1A',
        title: 'Risk Factors',
        compared: true,
        counts: { new: 0, removed: 0, rewritten: 0, unchanged: 0 },
        changes: [],
      },
    }));
    renderWithQuery(<WhatChanged accession="d" />);
    expect((await screen.findByTestId('changes-message')).textContent).toBe(quiet);
  });
});
