import { getUsage } from '@contract/analysis';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { useUsage } from '../api/get-usage';
import type { Usage } from '../api/types';
import { UsageBanner } from './usage-banner';

afterEach(cleanup);

const usage = (count: number, extra: Partial<Usage> = {}): Usage => ({
  count,
  limit: 10,
  remaining: Math.max(0, 10 - count),
  isPro: false,
  limitReached: count >= 10,
  resetDateFormatted: 'December 1, 2025',
  questions: { used: 0, limit: 5, remaining: 5 },
  ...extra,
});

/** Renders in the same update as the banner once the usage is read: the signal that the banner has decided. */
function UsageRead() {
  const usage = useUsage();
  return usage.data ? <p data-testid="usage-read" /> : null;
}

function setup(body: Usage) {
  const { calls } = mockEndpoint(getUsage, () => body);
  renderWithQuery(
    <>
      <UsageBanner />
      <UsageRead />
    </>,
  );
  return calls;
}

describe('UsageBanner', () => {
  it('stays hidden below the 75 % threshold', async () => {
    setup(usage(7));
    await screen.findByTestId('usage-read');
    expect(screen.queryByTestId('usage-banner')).toBeNull();
  });

  it('stays hidden for Pro users', async () => {
    setup(usage(50, { isPro: true, limit: null, remaining: null, limitReached: false }));
    await screen.findByTestId('usage-read');
    expect(screen.queryByTestId('usage-banner')).toBeNull();
  });

  it('warns near the limit with the analyses left', async () => {
    setup(usage(8));
    const banner = await screen.findByTestId('usage-banner');
    expect(banner.textContent).toContain('2 of 10 free analyses left this month');
    expect(banner.textContent).toContain('Upgrade to Pro for unlimited analyses');
  });

  it('says the free tier is used up at the limit, and can be dismissed', async () => {
    setup(usage(10));
    const banner = await screen.findByTestId('usage-banner');
    expect(banner.textContent).toContain("You've reached your free tier limit");
    expect(banner.textContent).toContain('Upgrade to Pro for unlimited analyses');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('usage-banner')).toBeNull();
  });
});
