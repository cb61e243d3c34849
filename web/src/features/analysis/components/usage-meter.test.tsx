import { getUsage } from '@contract/analysis';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { dispatchAnalysisCompleted } from '../api/analysis-completed-event';
import type { Usage } from '../api/types';
import { UsageMeter } from './usage-meter';

afterEach(cleanup);

const usage = (count: number, limit = 10, extra: Partial<Usage> = {}): Usage => ({
  count,
  limit,
  remaining: Math.max(0, limit - count),
  isPro: false,
  limitReached: count >= limit,
  resetDateFormatted: 'December 1, 2025',
  questions: { used: 2, limit: 5, remaining: 3 },
  ...extra,
});
const pro: Usage = {
  ...usage(3),
  limit: null,
  remaining: null,
  isPro: true,
  questions: { used: 7, limit: null, remaining: null },
};

function setup(answers: Usage[], variant: 'card' | 'inline' = 'card') {
  let served = 0;
  const { calls } = mockEndpoint(getUsage, () => {
    const body = answers[Math.min(served, answers.length - 1)]!;
    served += 1;
    return body;
  });
  const view = renderWithQuery(<UsageMeter variant={variant} />);
  return { calls, ...view };
}

const barLevel = () => screen.getByRole('progressbar').firstElementChild?.getAttribute('data-level');

describe('UsageMeter', () => {
  it('shows the card with the count, the reset date and a green bar', async () => {
    setup([usage(0)]);
    await screen.findByText('Your Analysis Quota');
    expect(screen.getByTestId('usage-count').textContent).toBe('0 of 10 analyses used this month');
    screen.getByText('10 left');
    screen.getByText('Resets December 1, 2025');
    expect(barLevel()).toBe('green');
    expect(screen.queryByText("You've reached your free tier limit")).toBeNull();
  });

  it("shows Ask a filing's questions in the card, on their own allowance", async () => {
    setup([usage(10, 10, { questions: { used: 2, limit: 5, remaining: 3 } })]);
    await screen.findByText('Your Analysis Quota');
    expect(screen.getByTestId('usage-questions').textContent).toBe('2 of 5 questions asked this month');
    screen.getByText('3 left');
  });

  it('shows the inline variant as a compact count', async () => {
    setup([usage(4)], 'inline');
    await screen.findByTestId('usage-meter-inline');
    expect(screen.getByTestId('usage-count').textContent).toBe('4 / 10');
    expect(screen.getByTestId('usage-questions').textContent).toBe('2 / 5');
    expect(screen.queryByText('Your Analysis Quota')).toBeNull();
  });

  it.each([
    [74, 'green'],
    [75, 'orange'],
    [89, 'orange'],
    [90, 'red'],
  ])('colours the bar at %i %% %s', async (count, level) => {
    setup([usage(count, 100)]);
    await screen.findByRole('progressbar');
    expect(barLevel()).toBe(level);
  });

  it.each(['card', 'inline'] as const)('says the free tier is used up at the limit (%s)', async (variant) => {
    setup([usage(10)], variant);
    await screen.findByText("You've reached your free tier limit");
    screen.getByText('Upgrade to Pro for unlimited analyses');
    expect(barLevel()).toBe('red');
  });

  it("shows 'Unlimited Analyses' for Pro in the card", async () => {
    setup([pro]);
    await screen.findByText('Unlimited Analyses');
    screen.getByText('Unlimited Questions');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing inline for Pro', async () => {
    const { calls, container } = setup([pro], 'inline');
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByText('Unlimited Analyses')).toBeNull();
  });

  it("refetches when an 'analysisCompleted' event is raised", async () => {
    const { calls } = setup([usage(0), usage(1)]);
    expect((await screen.findByTestId('usage-count')).textContent).toBe('0 of 10 analyses used this month');
    act(() => dispatchAnalysisCompleted({ ticker: 'AAPL', filingType: '10-K' }));
    await waitFor(() =>
      expect(screen.getByTestId('usage-count').textContent).toBe('1 of 10 analyses used this month'),
    );
    expect(calls).toHaveLength(2);
  });
});
