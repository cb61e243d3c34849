import * as billing from '@contract/billing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/features/accounts/auth-context';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { ACCOUNT_LOAD_FAILED, BILLING_OFF, SubscriptionSection } from './subscription-section';

type Subscription = billing.Subscription;

// Signed in on the plan the subscription says, so the plan sync has nothing to refresh.
const auth = vi.hoisted(() => ({ current: {} as Partial<AuthContextValue> }));
vi.mock('@/features/accounts/auth-context', () => ({ useAuth: () => auth.current }));

const config = vi.hoisted(() => ({ billingEnabled: true }));
vi.mock('@/lib/public-config', () => ({
  usePublicConfig: () => ({ salesEmail: 'sales@10kai.app', privacyEmail: 'p@10kai.app', ...config }),
}));

const FREE: Subscription = {
  plan_type: 'free',
  status: 'active',
  current_period_end: null,
  cancel_at_period_end: false,
  plan: 'free',
  interval: null,
  payment_past_due: false,
  has_billing_account: false,
};
const PRO: Subscription = {
  ...FREE,
  plan_type: 'pro',
  status: 'trialing',
  current_period_end: '2025-01-05T12:00:00.000Z',
  plan: 'pro',
  interval: 'yearly',
  has_billing_account: true,
};

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  config.billingEnabled = true;
  assign = vi.fn();
  // `href` is not an enumerable own property: msw resolves `/api/…` against it.
  vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the section for `subscription`, or with its load failing with `{ status }`. */
function renderSection(subscription: Subscription | { status: number }) {
  auth.current = {
    loading: false,
    user: { id: 'u1', email: 'a@x.io', name: 'A' } as AuthContextValue['user'],
    plan: 'plan' in subscription ? subscription.plan : 'free',
    refresh: vi.fn(async () => {}),
  };
  mockEndpoint(billing.getSubscription, () =>
    'plan' in subscription ? subscription : apiError(subscription.status, 'INTERNAL', 'boom'),
  );
  renderWithQuery(<SubscriptionSection />, { route: '/account' });
}

describe('SubscriptionSection', () => {
  it('a free user sees Free Plan, status Active and Upgrade to Pro, which goes to checkout', async () => {
    const checkout = mockEndpoint(billing.createCheckout, () => ({ url: 'https://pay.example/cs_1' }));
    renderSection(FREE);
    await screen.findByText('Free Plan');
    screen.getByText('Active');
    expect(screen.queryByText('Renewal Date')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(checkout.calls[0]?.body).toEqual({ planType: 'monthly' });
  });

  it('a Pro user sees Pro Plan, the real status, the renewal date and Manage Subscription → portal', async () => {
    let release: (value: { url: string }) => void = () => undefined;
    mockEndpoint(
      billing.createPortal,
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    renderSection(PRO);
    await screen.findByText('Pro Plan');
    screen.getByText('Trialing');
    screen.getByText('Jan 5, 2025');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await screen.findByRole('button', { name: 'Processing...' });
    release({ url: 'https://portal.example/bps_1' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal.example/bps_1'));
  });

  it("a scheduled cancellation reads 'Cancels on …'", async () => {
    renderSection({ ...PRO, status: 'active', cancel_at_period_end: true });
    await screen.findByText('Cancels on Jan 5, 2025');
  });

  it('past_due keeps Pro and shows a banner with a way to the portal', async () => {
    renderSection({ ...PRO, status: 'past_due', payment_past_due: true });
    await screen.findByText('Your last payment failed');
    screen.getByText('Pro Plan');
    screen.getByText('Past due');
    screen.getByRole('button', { name: 'Update payment method' });
  });

  it("shows the spec's texts when checkout or the portal fail", async () => {
    mockEndpoint(billing.createCheckout, () => apiError(500, 'INTERNAL', 'boom'));
    renderSection(FREE);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await screen.findByText('Failed to start the checkout process. Please try again later.');
    expect(assign).not.toHaveBeenCalled();
    cleanup();
    mockEndpoint(billing.createPortal, () => apiError(500, 'INTERNAL', 'boom'));
    renderSection(PRO);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    await screen.findByText('Something went wrong. Please try again later.');
  });

  it('says billing is off on this server and offers no button', async () => {
    config.billingEnabled = false;
    renderSection(FREE);
    await screen.findByText(BILLING_OFF);
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('a failed subscription load says so', async () => {
    renderSection({ status: 500 });
    await screen.findByText(ACCOUNT_LOAD_FAILED);
  });
});
