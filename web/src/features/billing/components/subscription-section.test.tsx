import type { Subscription } from '@contract/billing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, renderWithAuth } from '@/test/render-with-auth';
import { ACCOUNT_LOAD_FAILED, BILLING_OFF, SubscriptionSection } from './subscription-section';

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
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(subscription: Subscription | { status: number }, extra?: Answer) {
  const plan = 'plan' in subscription ? subscription.plan : 'free';
  return renderWithAuth(<SubscriptionSection />, {
    route: '/account',
    path: '/account',
    signedIn: true,
    answer: (method, path, body) => {
      const custom = extra?.(method, path, body);
      if (custom) return custom;
      if (path === '/api/me') return { body: { user: { id: 'u1', email: 'a@x.io', name: 'A' }, plan } };
      if (path === '/api/stripe/subscription') {
        return 'plan' in subscription ? { body: subscription } : { status: subscription.status, body: {} };
      }
      return undefined;
    },
  });
}

describe('SubscriptionSection', () => {
  it('a free user sees Free Plan, status Active and Upgrade to Pro, which goes to checkout', async () => {
    const { calls } = renderSection(FREE, (method, path) =>
      method === 'POST' && path === '/api/stripe/create-checkout'
        ? { body: { url: 'https://pay.example/cs_1' } }
        : undefined,
    );
    await screen.findByText('Free Plan');
    screen.getByText('Active');
    expect(screen.queryByText('Renewal Date')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(calls.find((c) => c.path === '/api/stripe/create-checkout')?.body).toEqual({
      planType: 'monthly',
    });
  });

  it('a Pro user sees Pro Plan, the real status, the renewal date and Manage Subscription → portal', async () => {
    let release: (value: { body: unknown }) => void = () => undefined;
    renderSection(PRO, (method, path) =>
      method === 'POST' && path === '/api/stripe/create-portal'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    await screen.findByText('Pro Plan');
    screen.getByText('Trialing');
    screen.getByText('Jan 5, 2025');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await screen.findByRole('button', { name: 'Processing...' });
    release({ body: { url: 'https://portal.example/bps_1' } });
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
    renderSection(FREE, (method) =>
      method === 'POST' ? { status: 500, body: { error: 'boom' } } : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(
      await screen.findByText('Failed to start the checkout process. Please try again later.'),
    ).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    cleanup();
    renderSection(PRO, (method) =>
      method === 'POST' ? { status: 503, body: { error: 'x', code: 'STRIPE_UNAVAILABLE' } } : undefined,
    );
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
