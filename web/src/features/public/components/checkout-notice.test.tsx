import * as billing from '@contract/billing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { aliceAccount, renderWithAuth } from '@/test/render-with-auth';
import { CheckoutNotice } from './checkout-notice';

afterEach(cleanup);

const pro: billing.Subscription = {
  plan_type: 'pro',
  status: 'active',
  current_period_end: '2026-02-01T00:00:00.000Z',
  cancel_at_period_end: false,
  plan: 'pro',
  interval: 'monthly',
  payment_past_due: false,
  has_billing_account: true,
};

describe('CheckoutNotice', () => {
  it('back from Checkout, syncs the session and shows Pro as soon as the server says so', async () => {
    let synced = false;
    const sync = mockEndpoint(billing.syncCheckout, () => {
      synced = true;
      return pro;
    });
    renderWithAuth(<CheckoutNotice />, {
      route: '/pricing?checkout=success&session_id=cs_test_1',
      path: '/pricing',
      signedIn: true,
      me: () => aliceAccount({}, synced ? 'pro' : 'free'),
    });
    await screen.findByText(/your Pro plan is active/);
    expect(sync.calls[0]?.body).toEqual({ sessionId: 'cs_test_1' });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('canceled says nothing was charged', async () => {
    renderWithAuth(<CheckoutNotice />, { route: '/pricing?checkout=canceled', path: '/pricing' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Nothing was charged'));
  });
});
