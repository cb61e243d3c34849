import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '@/test/render-with-auth';
import AuthCallbackPage from './auth-callback-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCallback = (route: string, signedIn = false) =>
  renderWithAuth(<AuthCallbackPage />, { route, path: '/auth/callback', signedIn });

describe('AuthCallbackPage', () => {
  it("shows 'Completing authentication...', then the dashboard when a session exists", async () => {
    renderCallback('/auth/callback', true);
    screen.getByText('Completing authentication...');
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it('goes back to the page named by redirect after a social sign-in', async () => {
    renderCallback('/auth/callback?redirect=account', true);
    expect((await screen.findByTestId('location')).textContent).toBe('/account');
  });

  it('goes to /login without a session', async () => {
    renderCallback('/auth/callback');
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it("shows 'Authentication Error' with the message and 'Back to Login'", async () => {
    renderCallback('/auth/callback?error=access_denied');
    await screen.findByText('Authentication Error');
    screen.getByText('Access was denied by the provider.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('shows an unknown error description as it came', async () => {
    renderCallback('/auth/callback?error=server_error&error_description=Provider%20is%20down');
    await screen.findByText('Provider is down');
  });
});
