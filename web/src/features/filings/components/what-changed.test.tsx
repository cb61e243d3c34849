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
            edits: [],
          },
          {
            kind: 'rewritten' as const,
            current: passage('Inventory', 'x'),
            prior: passage('Inventory', 'y'),
            similarity: 0.9,
            added: ['New sentence.', 'A significant majority of manufacturing is outsourced.'],
            removed: ['Old sentence.', 'Substantially all of manufacturing is outsourced.'],
            edits: [
              {
                before: 'Substantially all of manufacturing is outsourced.',
                after: 'A significant majority of manufacturing is outsourced.',
                parts: [
                  { text: 'Substantially all ', change: 'removed' as const },
                  { text: 'A significant majority ', change: 'added' as const },
                  { text: 'of manufacturing is outsourced.', change: 'same' as const },
                ],
              },
            ],
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
    // A reworded sentence once, with the words that changed struck out and marked, not as two whole sentences.
    const reworded = screen.getByTestId('reworded');
    expect(reworded.querySelector('del')?.textContent).toBe('Substantially all ');
    expect(reworded.querySelector('ins')?.textContent).toBe('A significant majority ');
    expect(screen.queryByText('Substantially all of manufacturing is outsourced.')).toBeNull();
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

    // The prior 10-K is listed but its document could not be had: the message, and no 'Compared with…'.
    const unreadable =
      'The prior 10-K (filed 2023-01-31) is listed on SEC EDGAR but its document could not be retrieved';
    mockEndpoint(getFilingChanges, () => ({
      ...reply,
      risk_factors: null,
      business: null,
      message: unreadable,
    }));
    renderWithQuery(<WhatChanged accession="d" />);
    await waitFor(() => expect(screen.getByTestId('no-prior').textContent).toBe(unreadable));
    expect(screen.queryByText(/Compared with the 10-K/)).toBeNull();
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
