import * as contract from '@contract/team-sso';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithAuth } from '@/test/render-with-auth';
import SsoSignInPage from './sso-sign-in-page';

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (route = '/login/sso') => renderWithAuth(<SsoSignInPage />, { route, path: '/login/sso' });

describe('SsoSignInPage', () => {
  it('starts the sign-in with the prefilled address and sends the browser to the provider', async () => {
    const start = mockEndpoint(contract.startSso, () => ({
      url: 'https://login.acme.test/authorize?state=s1',
    }));
    renderPage('/login/sso?email=ana%40acme.test&redirect=account');
    const email = await screen.findByLabelText('Work e-mail');
    expect((email as HTMLInputElement).value).toBe('ana@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.acme.test/authorize?state=s1'));
    expect(start.calls[0]?.body).toEqual({ email: 'ana@acme.test', redirectTo: '/account' });
  });

  it('says so when the address has no single sign-on, and stays on the page', async () => {
    const text =
      "Single sign-on is not set up for example.com. Sign in with your password, or ask your team's admin.";
    mockEndpoint(contract.startSso, () => apiError(404, 'SSO_NOT_CONFIGURED', text));
    renderPage();
    await userEvent.type(await screen.findByLabelText('Work e-mail'), 'bob@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Sign in with a password instead' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('shows the provider’s failure to answer', async () => {
    const text =
      "Your company's identity provider (https://login.acme.test) did not answer. Try again in a minute.";
    mockEndpoint(contract.startSso, () => apiError(422, 'SSO_ISSUER_INVALID', text));
    renderPage('/login/sso?email=ana%40acme.test');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
