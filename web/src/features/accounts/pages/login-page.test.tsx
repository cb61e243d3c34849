import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALICE, type Answer, renderWithAuth } from '@/test/render-with-auth';
import { EMAIL_NOT_VERIFIED, UNEXPECTED_ERROR } from '../auth/auth-client';
import { PASSWORDS_DONT_MATCH, SIGN_UP_SUCCESS } from '../components/credentials-form';
import LoginPage, { VERIFICATION_RESENT } from './login-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderLogin = (answer?: Answer, route = '/login') =>
  renderWithAuth(<LoginPage />, { route, path: '/login', answer });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function signUpMode() {
  fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
  await screen.findByRole('heading', { name: 'Create an Account' });
}

const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

describe('LoginPage', () => {
  it('toggles between the spec titles and subtitles, and toggling clears the error', async () => {
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    screen.getByText('Sign in to access your dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(alertText()).toBe('Email is required');
    await signUpMode();
    screen.getByText('Sign up to start tracking your prospects');
    screen.getByLabelText('Name (optional)');
    expect(alertText()).toBeNull();
  });

  it('checks the e-mail format and the minimum of 6 before calling the server', async () => {
    const { calls } = renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'not-an-email');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(alertText()).toBe('Please enter a valid email address');
    type('Email', 'alice@example.com');
    type('Password', 'five5');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(alertText()).toBe('Password must be at least 6 characters');
    expect(calls.some((call) => call.path.startsWith('/api/auth/sign-'))).toBe(false);
  });

  it("sets 'Passwords don't match' with the inline text and red border, and blocks submit", async () => {
    renderLogin();
    await signUpMode();
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    type('Confirm Password', 'secret2');
    expect(alertText()).toBe(PASSWORDS_DONT_MATCH);
    screen.getByText('Passwords do not match');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.className).toContain('border-red-500');
    expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(true);
    type('Confirm Password', 'secret1');
    expect(alertText()).toBeNull();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('after sign-up clears the form and shows the success notice; the button waits while processing', async () => {
    let release: () => void = () => undefined;
    const { calls } = renderLogin((_method, path) =>
      path === '/api/auth/sign-up/email'
        ? new Promise((resolve) => {
            release = () => resolve({ body: { token: null, user: { id: 'u2' } } });
          })
        : undefined,
    );
    await signUpMode();
    type('Name (optional)', ' Bob ');
    type('Email', 'bob@example.com');
    type('Password', 'secret1');
    type('Confirm Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByText(SIGN_UP_SUCCESS);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('');
    const signUp = calls.find((call) => call.path === '/api/auth/sign-up/email');
    expect(signUp?.body).toMatchObject({ email: 'bob@example.com', password: 'secret1', name: 'Bob' });
  });

  it.each([
    [
      'the server message',
      { status: 401, body: { message: 'Invalid email or password', code: 'X' } },
      'Invalid email or password',
    ],
    [
      'a friendly text for an unverified address',
      { status: 403, body: { message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' } },
      EMAIL_NOT_VERIFIED,
    ],
    ['the generic text when the server says nothing', { status: 500, body: {} }, UNEXPECTED_ERROR],
  ])('shows %s when sign-in fails', async (_label, reply, text) => {
    renderLogin((_method, path) => (path === '/api/auth/sign-in/email' ? reply : undefined));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(alertText()).toBe(text));
  });

  it('shows the generic text when the network fails', async () => {
    renderLogin((_method, path) => {
      if (path === '/api/auth/sign-in/email') throw new TypeError('Failed to fetch');
      return undefined;
    });
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(alertText()).toBe(UNEXPECTED_ERROR));
  });

  it.each([
    ['/login', '/dashboard'],
    ['/login?redirect=account', '/account'],
    ['/login?redirect=pricing', '/pricing'],
    ['/login?redirect=https://evil.example', '/dashboard'],
  ])('sends a signed-in user from %s to %s', async (route, target) => {
    renderWithAuth(<LoginPage />, { route, path: '/login', signedIn: true });
    expect((await screen.findByTestId('location')).textContent).toBe(target);
  });

  it('signs a new account straight in and opens the dashboard when the server needs no verification', async () => {
    let signedIn = false;
    const { calls } = renderLogin((_method, path) => {
      if (path === '/api/public-config') {
        return { body: { providers: { google: false, linkedin: false }, emailVerificationRequired: false } };
      }
      if (path === '/api/auth/sign-up/email') return { body: { token: null, user: { id: 'u1' } } };
      if (path === '/api/auth/sign-in/email') {
        signedIn = true;
        return { body: { token: 't1', user: ALICE } };
      }
      if (path === '/api/auth/get-session') {
        return { body: signedIn ? { session: { id: 's1' }, user: ALICE } : null };
      }
      return undefined;
    });
    await signUpMode();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/public-config')).toBe(true));
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    type('Confirm Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(calls.find((call) => call.path === '/api/auth/sign-in/email')?.body).toMatchObject({
      email: 'alice@example.com',
      password: 'secret1',
    });
    expect(screen.queryByText(SIGN_UP_SUCCESS)).toBeNull();
  });

  it('with verification required keeps the notice and offers to resend the link', async () => {
    const { calls } = renderLogin((_method, path) => {
      if (path === '/api/public-config') {
        return { body: { providers: { google: false, linkedin: false }, emailVerificationRequired: true } };
      }
      if (path === '/api/auth/sign-up/email') return { body: { token: null, user: { id: 'u2' } } };
      if (path === '/api/auth/send-verification-email') return { body: { status: true } };
      return undefined;
    });
    await signUpMode();
    type('Email', 'bob@example.com');
    type('Password', 'secret1');
    type('Confirm Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText(SIGN_UP_SUCCESS);
    expect(calls.some((call) => call.path === '/api/auth/sign-in/email')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await screen.findByText(VERIFICATION_RESENT);
    expect(calls.find((call) => call.path === '/api/auth/send-verification-email')?.body).toMatchObject({
      email: 'bob@example.com',
    });
  });

  it('says when to try again after too many sign-in attempts (Retry-After)', async () => {
    renderLogin((_method, path) =>
      path === '/api/auth/sign-in/email'
        ? { status: 429, body: { message: 'Too many requests.' }, headers: { 'Retry-After': '42' } }
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(alertText()).toBe('Too many attempts. Please try again in 42 seconds.'));
  });

  it('offers no social button for a provider the server is not configured for', async () => {
    renderLogin((_method, path) =>
      path === '/api/public-config' ? { body: { providers: { google: true, linkedin: false } } } : undefined,
    );
    await screen.findByRole('button', { name: 'Google' });
    expect(screen.queryByRole('button', { name: 'LinkedIn' })).toBeNull();
    screen.getByText('or continue with email');
  });

  it('names both origins when the page was opened under an address the server does not expect', async () => {
    const text =
      'This page was opened from http://127.0.0.1:3000 but the server expects http://localhost:3000. Open http://localhost:3000 instead, or set APP_URL.';
    renderLogin((_method, path) =>
      path === '/api/auth/sign-in/email'
        ? { status: 403, body: { error: text, code: 'ORIGIN_MISMATCH' } }
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(alertText()).toBe(text));
  });
});
