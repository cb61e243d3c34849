import * as billing from '@contract/billing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/features/accounts/auth-context';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { SubscriptionTab } from './subscription-tab';

type Subscription = billing.Subscription;

// Signed in on the plan the subscription says, so the plan sync has nothing to refresh.
const auth = vi.hoisted(() => ({ current: {} as Partial<AuthContextValue> }));
vi.mock('@/features/accounts/auth-context', () => ({ useAuth: () => auth.current }));

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
  // `href` is not an enumerable own property: msw resolves `/api/…` against it.
  vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab(subscription: Subscription) {
  auth.current = {
    loading: false,
    user: { id: 'u1', email: 'a@x.io' } as AuthContextValue['user'],
    plan: subscription.plan,
    refresh: vi.fn(async () => {}),
  };
  mockEndpoint(billing.getSubscription, () => subscription);
  const checkout = mockEndpoint(billing.createCheckout, () => ({ url: 'https://pay/cs' }));
  mockEndpoint(billing.createPortal, () => ({ url: 'https://portal/p' }));
  renderWithQuery(<SubscriptionTab />, { route: '/dashboard' });
  return { checkout };
}

describe('Settings → Subscription', () => {
  it('Upgrade to Pro starts checkout for a free user', async () => {
    const { checkout } = renderTab(BASE);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay/cs'));
    expect(checkout.calls[0]?.body).toEqual({ planType: 'monthly' });
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
