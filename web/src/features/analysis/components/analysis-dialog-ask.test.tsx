import { type AskAnswer, askFiling, getFilingQuestions } from '@contract/ask';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { mockProfile } from '../testing/mock-profile';
import { AnalysisDialog } from './analysis-dialog';

afterEach(cleanup);

const ACCESSION = '0000320193-24-000123';
const viewUrl = `/api/sec-filings/document/${ACCESSION}?expires=9&sig=x&highlight=40-95#highlight`;
const answer: AskAnswer = {
  id: 'q1',
  accession: ACCESSION,
  question: 'How many retail stores?',
  passages: [
    {
      quote: 'The Company had 530 retail stores as of September 28, 2024.',
      start: 40,
      end: 95,
      section: { key: '1', title: 'Business' },
      viewUrl,
    },
  ],
  summary: "AAPL's 10-K, Business: “The Company had 530 retail stores as of September 28, 2024.”",
  found: true,
  askedAt: '2025-03-01T10:00:00.000Z',
};

function setup(accession?: string) {
  mockProfile('retail analytics');
  let asked = false;
  mockEndpoint(getFilingQuestions, () => ({
    questions: asked ? [answer] : [],
    allowance: { used: asked ? 1 : 0, limit: 5, remaining: asked ? 4 : 5 },
  }));
  const { calls } = mockEndpoint(askFiling, () => {
    asked = true;
    return { answer, allowance: { used: 1, limit: 5, remaining: 4 } };
  });
  renderWithQuery(
    <AnalysisDialog ticker="aapl" filingType="10-K" accession={accession} open onOpenChange={() => {}} />,
  );
  return { calls, user: userEvent.setup() };
}

describe('AnalysisDialog: Ask tab', () => {
  it('asks the analysed filing and marks the answer in the Document tab on "Show in filing"', async () => {
    const { calls, user } = setup(ACCESSION);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Ask' }));
    await within(dialog).findByText('5 of 5 free questions left this month');
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'How many retail stores?');
    await user.click(within(dialog).getByRole('button', { name: 'Ask' }));
    await within(dialog).findByText(/530 retail stores/);
    expect(calls[0]?.params).toMatchObject({ accession: ACCESSION });
    await user.click(within(dialog).getByRole('link', { name: 'Show in filing' }));
    expect(within(dialog).getByRole('tab', { name: 'Document' }).getAttribute('aria-selected')).toBe('true');
    const frame = within(dialog).getByTitle('AAPL 10-K document') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(viewUrl);
  });

  it('has no Ask tab when the filing is not named (the latest of its type)', async () => {
    setup();
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('tab', { name: 'Document' });
    expect(within(dialog).queryByRole('tab', { name: 'Ask' })).toBeNull();
  });
});
