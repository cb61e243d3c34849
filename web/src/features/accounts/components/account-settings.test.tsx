import { type getMe, listApiTokens } from '@contract/accounts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockEndpoint, type Resolver } from '@/test/msw';
import { aliceAccount, renderWithAuth } from '@/test/render-with-auth';
import { ACCOUNT_LOAD_FAILED, AccountSettings } from './account-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAccount(me?: Resolver<typeof getMe>, signedIn = true) {
  mockEndpoint(listApiTokens, () => ({ tokens: [] }));
  return renderWithAuth(
    <AccountSettings
      subscription={<p>subscription slot</p>}
      usageMeter={<p>usage meter slot</p>}
      upgradeAction={<button type="button">Upgrade to Pro</button>}
      connections={(plan) => <p>connections slot for {plan}</p>}
    />,
    { route: '/account', path: '/account', signedIn, me },
  );
}

describe('AccountSettings', () => {
  it('sends a signed-out visitor to /login?redirect=account', async () => {
    renderAccount(undefined, false);
    expect((await screen.findByTestId('location')).textContent).toBe('/login?redirect=account');
  });

  it('shows the loading text until the account answers', async () => {
    let release: () => void = () => undefined;
    let meCalls = 0;
    renderAccount(() => {
      meCalls += 1;
      // The first call is the auth check; the page's own account load is held back.
      if (meCalls === 1) return aliceAccount();
      return new Promise((resolve) => {
        release = () => resolve(aliceAccount());
      });
    });
    await waitFor(() => expect(meCalls).toBe(2));
    screen.getByText('Loading account information...');
    release();
    await screen.findByText('Profile Information');
    expect(screen.queryByText('Loading account information...')).toBeNull();
  });

  it("gives the CRM connections slot (composed by the app) the account's plan", async () => {
    renderAccount(() => aliceAccount({}, 'pro'));
    await screen.findByText('connections slot for pro');
  });

  it('shows a free user the subscription, the usage section with its upgrade action, and the profile', async () => {
    renderAccount();
    await screen.findByText('subscription slot');
    screen.getByText('Analysis Usage');
    screen.getByText('usage meter slot');
    screen.getByText('Your analyses this month, and what Pro adds.');
    screen.getByRole('button', { name: 'Upgrade to Pro' });
    screen.getByText('alice@example.com');
    screen.getByText('Alice Example');
  });

  it("says 'Not provided' when the user has no name", async () => {
    renderAccount(() => aliceAccount({ name: '' }));
    await screen.findByText('Not provided');
  });

  it('shows a Pro user the subscription without the usage section or its upgrade action', async () => {
    renderAccount(() => aliceAccount({ name: 'Alice' }, 'pro'));
    await screen.findByText('subscription slot');
    expect(screen.queryByText('Analysis Usage')).toBeNull();
    expect(screen.queryByText('usage meter slot')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('shows the Error box with Try Again, which reloads the page, when the account cannot be loaded', async () => {
    let meCalls = 0;
    renderAccount(() => {
      meCalls += 1;
      // The auth check's own /api/me succeeds; the page's account load fails.
      return meCalls === 1 ? aliceAccount() : apiError(500, 'INTERNAL', 'boom');
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain(ACCOUNT_LOAD_FAILED);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    screen.getByRole('button', { name: 'Try Again' }).click();
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });
});
