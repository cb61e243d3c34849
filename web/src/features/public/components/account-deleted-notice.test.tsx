import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aliceAccount, renderWithAuth } from '@/test/render-with-auth';
import { ACCOUNT_DELETED_NOTICE, AccountDeletedNotice } from './account-deleted-notice';

afterEach(cleanup);

describe('AccountDeletedNotice', () => {
  it('tells a signed-out visitor, back from deleting the account, that it is gone', async () => {
    renderWithAuth(<AccountDeletedNotice />, { route: '/?account=deleted', path: '/' });
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_DELETED_NOTICE);
  });

  it('says nothing to someone signed in who follows such a link', async () => {
    let meCalls = 0;
    const { container } = renderWithAuth(<AccountDeletedNotice />, {
      route: '/?account=deleted',
      path: '/',
      signedIn: true,
      me: () => {
        meCalls += 1;
        return aliceAccount();
      },
    });
    await waitFor(() => expect(meCalls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });

  it('says nothing on an ordinary visit', async () => {
    const { container, publicConfigCalls } = renderWithAuth(<AccountDeletedNotice />, {
      route: '/',
      path: '/',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(publicConfigCalls).toBeDefined();
  });
});
