import type { Subscription } from '@contract/billing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '@/test/render-with-auth';
import { SubscriptionTab } from './subscription-tab';

vi.mock('@/lib/public-config', () => ({
  usePublicConfig: () => ({
    salesEmail: 'sales@10kai.app',
    privacyEmail: 'p@10kai.app',
    billingEnabled: true,
  }),
}));

const BASE: Subscription = {
  plan_type: 'free',
  status: 'active',
  current_period_end: null,
  cancel_at_period_end: false,
  plan: 'free',
  interval: null,
  payment_past_due: false,
  has_billing_account: false,
};

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab(subscription: Subscription) {
  return renderWithAuth(<SubscriptionTab />, {
    route: '/dashboard',
    path: '/dashboard',
    signedIn: true,
    answer: (method, path) => {
      if (path === '/api/me')
        return { body: { user: { id: 'u1', email: 'a@x.io' }, plan: subscription.plan } };
      if (path === '/api/stripe/subscription') return { body: subscription };
      if (method === 'POST' && path === '/api/stripe/create-checkout')
        return { body: { url: 'https://pay/cs' } };
      if (method === 'POST' && path === '/api/stripe/create-portal')
        return { body: { url: 'https://portal/p' } };
      return undefined;
    },
  });
}

describe('Settings → Subscription', () => {
  it('Upgrade to Pro starts checkout for a free user', async () => {
    renderTab(BASE);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay/cs'));
    screen.getByText('You have no paid subscription to cancel.');
  });

  it('Cancel Subscription opens the billing portal for a Pro user', async () => {
    renderTab({ ...BASE, plan: 'pro', plan_type: 'pro', current_period_end: '2025-01-05T12:00:00Z' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal/p'));
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it("shows 'Cancels on …' once a cancellation is scheduled", async () => {
    renderTab({
      ...BASE,
      plan: 'pro',
      plan_type: 'pro',
      current_period_end: '2025-01-05T12:00:00Z',
      cancel_at_period_end: true,
    });
    await screen.findByText('Cancels on Jan 5, 2025');
    screen.getByRole('button', { name: 'Manage Subscription' });
  });
});
