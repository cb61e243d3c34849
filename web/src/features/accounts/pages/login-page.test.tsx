import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockAuthEndpoint } from '@/test/better-auth';
import { ALICE, PUBLIC_CONFIG, renderWithAuth } from '@/test/render-with-auth';
import { EMAIL_NOT_VERIFIED, UNEXPECTED_ERROR } from '../auth/auth-client';
import { PASSWORDS_DONT_MATCH, SIGN_UP_SUCCESS } from '../components/credentials-form';
import LoginPage, { VERIFICATION_RESENT } from './login-page';

afterEach(cleanup);

const renderLogin = (options: Omit<Parameters<typeof renderWithAuth>[1], 'route' | 'path'> = {}) =>
  renderWithAuth(<LoginPage />, { route: '/login', path: '/login', ...options });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function signUpMode() {
  fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
  await screen.findByRole('heading', { name: 'Create an Account' });
}

/** The page's own alert (the server's answer, the mismatch), apart from the fields' messages. */
const formAlertText = () =>
  screen.queryAllByRole('alert').find((alert) => alert.dataset.slot === 'alert')?.textContent ?? null;

/** The message a field announces with itself (aria-invalid, aria-describedby). */
function fieldError(label: string): string | null {
  const input = screen.getByLabelText(label, { exact: true });
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

describe('LoginPage', () => {
  it('toggles between the spec titles and subtitles, and toggling clears the errors', async () => {
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    screen.getByText('Sign in to access your dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fieldError('Email')).toBe('Email is required'));
    expect(fieldError('Password')).toBe('Password is required');
    await signUpMode();
    screen.getByText('Sign up to start tracking your prospects');
    screen.getByLabelText('Name (optional)');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fieldError('Email')).toBeNull();
  });

  it('checks the e-mail format and the minimum of 6 before calling the server', async () => {
    const signIn = mockAuthEndpoint('post', '/sign-in/email', () => ({ token: 't1', user: ALICE }));
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'not-an-email');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fieldError('Email')).toBe('Please enter a valid email address'));
    expect(fieldError('Password')).toBeNull();
    type('Email', 'alice@example.com');
    type('Password', 'five5');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fieldError('Password')).toBe('Password must be at least 6 characters'));
    expect(fieldError('Email')).toBeNull();
    expect(signIn.calls).toHaveLength(0);
  });

  it("sets 'Passwords don't match' with the inline text and red border, and blocks submit", async () => {
    renderLogin();
    await signUpMode();
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    type('Confirm Password', 'secret2');
    expect(formAlertText()).toBe(PASSWORDS_DONT_MATCH);
    expect(fieldError('Confirm Password')).toBe('Passwords do not match');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm.className).toContain('border-red-500');
    expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(true);
    type('Confirm Password', 'secret1');
    expect(formAlertText()).toBeNull();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('after sign-up clears the form and shows the success notice; the button waits while processing', async () => {
    let release: () => void = () => undefined;
    const signUp = mockAuthEndpoint(
      'post',
      '/sign-up/email',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ token: null, user: { id: 'u2' } });
        }),
    );
    renderLogin();
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
    expect(signUp.calls[0]?.body).toMatchObject({
      email: 'bob@example.com',
      password: 'secret1',
      name: 'Bob',
    });
  });

  it.each([
    [
      'the server message',
      () => HttpResponse.json({ message: 'Invalid email or password', code: 'X' }, { status: 401 }),
      'Invalid email or password',
    ],
    [
      'a friendly text for an unverified address',
      () => HttpResponse.json({ message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' }, { status: 403 }),
      EMAIL_NOT_VERIFIED,
    ],
    [
      'the generic text when the server says nothing',
      () => HttpResponse.json({}, { status: 500 }),
      UNEXPECTED_ERROR,
    ],
    ['the generic text when the network fails', () => HttpResponse.error(), UNEXPECTED_ERROR],
  ])('shows %s when sign-in fails', async (_label, reply, text) => {
    mockAuthEndpoint('post', '/sign-in/email', reply);
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(formAlertText()).toBe(text));
  });

  it.each([
    ['/login', '/dashboard'],
    ['/login?redirect=account', '/account'],
    ['/login?redirect=pricing', '/pricing'],
    ['/login?redirect=https://evil.example', '/dashboard'],
    ['/login?redirect=%2Fdashboard%3Fpage%3Dalerts', '/dashboard?page=alerts'],
    ['/login?redirect=//evil.example', '/dashboard'],
    ['/login?redirect=%2F%5Cevil.example', '/dashboard'],
  ])('sends a signed-in user from %s to %s', async (route, target) => {
    renderWithAuth(<LoginPage />, { route, path: '/login', signedIn: true });
    expect((await screen.findByTestId('location')).textContent).toBe(target);
  });

  it('signs a new account straight in and opens the dashboard when the server needs no verification', async () => {
    let signedIn = false;
    mockAuthEndpoint('post', '/sign-up/email', () => ({ token: null, user: { id: 'u1' } }));
    const signIn = mockAuthEndpoint('post', '/sign-in/email', () => {
      signedIn = true;
      return { token: 't1', user: ALICE };
    });
    const { publicConfigCalls } = renderLogin({
      signedIn: () => signedIn,
      publicConfig: { ...PUBLIC_CONFIG, emailVerificationRequired: false },
    });
    await signUpMode();
    await waitFor(() => expect(publicConfigCalls).toHaveLength(1));
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    type('Confirm Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(signIn.calls[0]?.body).toMatchObject({ email: 'alice@example.com', password: 'secret1' });
    expect(screen.queryByText(SIGN_UP_SUCCESS)).toBeNull();
  });

  it('with verification required keeps the notice and offers to resend the link', async () => {
    mockAuthEndpoint('post', '/sign-up/email', () => ({ token: null, user: { id: 'u2' } }));
    const signIn = mockAuthEndpoint('post', '/sign-in/email', () => ({ token: 't1', user: ALICE }));
    const resend = mockAuthEndpoint('post', '/send-verification-email', () => ({ status: true }));
    renderLogin();
    await signUpMode();
    type('Email', 'bob@example.com');
    type('Password', 'secret1');
    type('Confirm Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText(SIGN_UP_SUCCESS);
    expect(signIn.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await screen.findByText(VERIFICATION_RESENT);
    expect(resend.calls[0]?.body).toMatchObject({ email: 'bob@example.com' });
  });

  it('says when to try again after too many sign-in attempts (Retry-After)', async () => {
    mockAuthEndpoint('post', '/sign-in/email', () =>
      HttpResponse.json({ message: 'Too many requests.' }, { status: 429, headers: { 'Retry-After': '42' } }),
    );
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(formAlertText()).toBe('Too many attempts. Please try again in 42 seconds.'));
  });

  it('offers no social button for a provider the server is not configured for', async () => {
    renderLogin({ publicConfig: { ...PUBLIC_CONFIG, providers: { google: true, linkedin: false } } });
    await screen.findByRole('button', { name: 'Google' });
    expect(screen.queryByRole('button', { name: 'LinkedIn' })).toBeNull();
    screen.getByText('or continue with email');
  });

  it('names both origins when the page was opened under an address the server does not expect', async () => {
    const text =
      'This page was opened from http://127.0.0.1:3000 but the server expects http://localhost:3000. Open http://localhost:3000 instead, or set APP_URL.';
    mockAuthEndpoint('post', '/sign-in/email', () =>
      HttpResponse.json({ error: text, code: 'ORIGIN_MISMATCH' }, { status: 403 }),
    );
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'alice@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(formAlertText()).toBe(text));
  });
});
