import { deleteAccount } from '@contract/account-data';
import { getMe } from '@contract/accounts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockSession } from '@/test/better-auth';
import { apiError, mockEndpoint, type Resolver } from '@/test/msw';
import { ALICE, aliceAccount } from '@/test/render-with-auth';
import { renderWithQuery } from '@/test/render-with-query';
import { AuthProvider } from '../auth/use-auth';
import { ACCOUNT_DELETED_URL, DeleteAccountCard } from './delete-account-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The card for Alice (two-factor on or off), with the delete endpoint answered by `resolver`. */
function renderCard(resolver: Resolver<typeof deleteAccount>, { twoFactor = false } = {}) {
  const session = { ...ALICE, twoFactorEnabled: twoFactor };
  mockSession(() => session);
  const me = mockEndpoint(getMe, () => aliceAccount());
  const removed = mockEndpoint(deleteAccount, resolver);
  renderWithQuery(
    <AuthProvider>
      <DeleteAccountCard />
    </AuthProvider>,
  );
  return { removed, me };
}

/** Opens the dialog once the session (and so two-factor) is known; returns the spy on the page change. */
async function openDialog(me: { calls: unknown[] }) {
  await waitFor(() => expect(me.calls.length).toBeGreaterThan(0));
  fireEvent.click(screen.getByRole('button', { name: 'Delete Account...' }));
  await screen.findByRole('dialog', { name: 'Delete your account for good?' });
  // Everything else stays the real location: relative fetches are resolved against it.
  const assign = vi.fn();
  const real = window.location;
  vi.stubGlobal(
    'location',
    new Proxy(real, { get: (target, key) => (key === 'assign' ? assign : target[key as keyof Location]) }),
  );
  return assign;
}

const typePassword = (value: string) =>
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Delete My Account' });

describe('DeleteAccountCard', () => {
  it('says what goes, what is kept and that it cannot be undone, before anything is asked', async () => {
    const { removed } = renderCard(() => undefined);
    screen.getByText('Permanently delete your account and everything in it. This cannot be undone.');
    screen.getByText(/CRM connections \(we also revoke them at Salesforce and HubSpot\)/);
    screen.getByText(/Stripe's invoices and payment records/);
    expect(removed.calls).toEqual([]);
  });

  it('deletes with the password, then opens the landing page that says so (signed out)', async () => {
    const { removed, me } = renderCard(() => undefined);
    const assign = await openDialog(me);
    expect(screen.queryByLabelText('Authentication Code')).toBeNull();
    expect(submit()).toHaveProperty('disabled', true);
    typePassword('correct horse battery');
    fireEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ACCOUNT_DELETED_URL));
    expect(removed.calls.map((call) => call.body)).toEqual([{ password: 'correct horse battery' }]);
  });

  it("shows the server's refusal of a wrong password and stays on the page", async () => {
    const { me } = renderCard(() => apiError(400, 'INVALID_PASSWORD', 'That password is not correct.'));
    const assign = await openDialog(me);
    typePassword('not it');
    fireEvent.click(submit());
    expect(
      (await screen.findByText('That password is not correct.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
    screen.getByRole('dialog');
  });

  it('with two-factor on, asks for the 6-digit code too and sends it', async () => {
    const { removed, me } = renderCard(() => undefined, { twoFactor: true });
    const assign = await openDialog(me);
    typePassword('correct horse battery');
    const code = await screen.findByLabelText('Authentication Code');
    fireEvent.change(code, { target: { value: '12 3' } });
    expect(submit()).toHaveProperty('disabled', true);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(ACCOUNT_DELETED_URL));
    expect(removed.calls[0]?.body).toEqual({ password: 'correct horse battery', code: '123456' });
  });

  it('asks for the code when the server says two-factor has been turned on meanwhile', async () => {
    const { me } = renderCard(() =>
      apiError(400, 'TWO_FACTOR_CODE_REQUIRED', 'Enter the 6-digit code from your authenticator app.'),
    );
    await openDialog(me);
    typePassword('correct horse battery');
    fireEvent.click(submit());
    await screen.findByText('Enter the 6-digit code from your authenticator app.');
    screen.getByLabelText('Authentication Code');
  });

  it('Cancel closes the dialog and deletes nothing', async () => {
    const { removed, me } = renderCard(() => undefined);
    await openDialog(me);
    typePassword('correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed.calls).toEqual([]);
  });
});
