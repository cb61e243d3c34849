import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '@/test/render-with-auth';
import { CheckoutNotice } from './checkout-notice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CheckoutNotice', () => {
  it('back from Checkout, syncs the session and shows Pro as soon as the server says so', async () => {
    let synced = false;
    const { calls } = renderWithAuth(<CheckoutNotice />, {
      route: '/pricing?checkout=success&session_id=cs_test_1',
      path: '/pricing',
      signedIn: true,
      answer: (method, path) => {
        if (method === 'POST' && path === '/api/stripe/sync-checkout') {
          synced = true;
          return { body: { plan: 'pro' } };
        }
        if (path === '/api/me') return { body: { user: { id: 'u1' }, plan: synced ? 'pro' : 'free' } };
        return undefined;
      },
    });
    await screen.findByText(/your Pro plan is active/);
    expect(calls.find((c) => c.path === '/api/stripe/sync-checkout')?.body).toEqual({
      sessionId: 'cs_test_1',
    });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('canceled says nothing was charged', async () => {
    renderWithAuth(<CheckoutNotice />, { route: '/pricing?checkout=canceled', path: '/pricing' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Nothing was charged'));
  });
});
