import { type AskAnswer, askFiling, getFilingQuestions } from '@contract/ask';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { AskFiling } from './ask-filing';

const ACCESSION = '0000021344-25-000011';
const answer: AskAnswer = {
  id: 'q1',
  accession: ACCESSION,
  question: 'What did they say about ransomware?',
  passages: [
    {
      quote: 'Ransomware attacks could disrupt our bottling partners’ operations.',
      start: 100,
      end: 168,
      section: { key: '1A', title: 'Risk Factors' },
      viewUrl: `/api/sec-filings/document/${ACCESSION}?expires=1&sig=x&highlight=100-168#highlight`,
    },
  ],
  summary: "KO's 10-K, Risk Factors: “Ransomware attacks could disrupt our bottling partners’ operations.”",
  found: true,
  askedAt: '2025-03-01T10:00:00.000Z',
};

afterEach(cleanup);

describe('AskFiling', () => {
  it('asks, then shows the answer with its section, a link to the sentence and the free questions left', async () => {
    let asked = false;
    mockEndpoint(getFilingQuestions, () =>
      asked
        ? { questions: [answer], allowance: { used: 1, limit: 5, remaining: 4 } }
        : { questions: [], allowance: { used: 0, limit: 5, remaining: 5 } },
    );
    const { calls } = mockEndpoint(askFiling, () => {
      asked = true;
      return { answer, allowance: { used: 1, limit: 5, remaining: 4 } };
    });
    renderWithQuery(<AskFiling accession={ACCESSION} />);
    expect(await screen.findByText('5 of 5 free questions left this month')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Question' }),
      'What did they say about ransomware?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('4 of 5 free questions left this month')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ question: 'What did they say about ransomware?' });
    expect(screen.getByText(/Ransomware attacks could disrupt/)).toBeTruthy();
    expect(screen.getByText('Risk Factors')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show in filing' }).getAttribute('href')).toContain(
      'highlight=100-168',
    );
  });

  it("shows a model's verified short answer above the passages it quotes", async () => {
    const written = {
      ...answer,
      writtenBy: 'openai',
      summary:
        'Coca-Cola flags ransomware at its bottlers: “Ransomware attacks could disrupt our bottling partners’ operations.”',
    };
    mockEndpoint(getFilingQuestions, () => ({
      questions: [written],
      allowance: { used: 1, limit: null, remaining: null },
    }));
    renderWithQuery(<AskFiling accession={ACCESSION} />);
    expect(await screen.findByText(/Coca-Cola flags ransomware at its bottlers/)).toBeTruthy();
    expect(screen.getByText(/Written by AI from the passages below/)).toBeTruthy();
    expect(screen.queryByText(/free questions left/)).toBeNull();
  });

  it('says plainly when the free questions are used up', async () => {
    mockEndpoint(getFilingQuestions, () => ({
      questions: [],
      allowance: { used: 5, limit: 5, remaining: 0 },
    }));
    mockEndpoint(askFiling, () =>
      apiError(403, 'QUESTION_QUOTA_EXCEEDED', 'Upgrade to Pro for unlimited questions.'),
    );
    renderWithQuery(<AskFiling accession={ACCESSION} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Question' }), 'SAP');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText(/Upgrade to Pro for unlimited questions/)).toBeTruthy();
  });
});
