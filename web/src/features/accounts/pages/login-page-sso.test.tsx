import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockAuthEndpoint } from '@/test/better-auth';
import { renderWithAuth } from '@/test/render-with-auth';
import LoginPage from './login-page';

afterEach(cleanup);

const renderLogin = (route = '/login') => renderWithAuth(<LoginPage />, { route, path: '/login' });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('LoginPage and single sign-on', () => {
  it.each([
    ['expired', 'That single sign-on attempt expired or was already used. Try again.'],
    ['provider', 'Your identity provider did not sign you in.'],
    ['domain', "Your identity provider vouched for an address outside your team's domain."],
    ['full', "Your team has no free seat for you. Ask your team's admin."],
    ['unavailable', 'Single sign-on is no longer set up for your team.'],
    ['something-new', 'Single sign-on did not sign you in. Try again.'],
  ])('explains ?sso_error=%s', async (reason, text) => {
    renderLogin(`/login?sso_error=${reason}`);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('links to the single sign-on page, keeping where to go afterwards', async () => {
    renderLogin('/login?redirect=account');
    const link = await screen.findByRole('link', { name: 'Sign in with SSO' });
    expect(link.getAttribute('href')).toBe('/login/sso?redirect=account');
  });

  it.each([
    ['sign-in', '/sign-in/email' as const, 'Sign In'],
    ['sign-up', '/sign-up/email' as const, 'Create Account'],
  ])(
    'offers single sign-on, with the address, when %s is refused with SSO_REQUIRED',
    async (_mode, path, button) => {
      const message =
        'People at acme.test sign in through their company’s single sign-on. Use “Sign in with SSO”.';
      mockAuthEndpoint('post', path, () =>
        HttpResponse.json({ code: 'SSO_REQUIRED', message }, { status: 403 }),
      );
      renderLogin();
      await screen.findByRole('heading', { name: 'Welcome Back' });
      if (button === 'Create Account') {
        fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
        await screen.findByRole('heading', { name: 'Create an Account' });
        type('Confirm Password', 'secret1');
      }
      type('Email', 'ana+sales@acme.test');
      type('Password', 'secret1');
      fireEvent.click(screen.getByRole('button', { name: button }));
      const link = await screen.findByRole('link', { name: 'Continue with single sign-on' });
      expect(link.getAttribute('href')).toBe('/login/sso?email=ana%2Bsales%40acme.test');
      expect(screen.getByText(message)).toBeTruthy();
    },
  );

  it('drops the single sign-on offer once another error replaces it', async () => {
    let code = 'SSO_REQUIRED';
    mockAuthEndpoint('post', '/sign-in/email', () =>
      HttpResponse.json(
        { code, message: code === 'SSO_REQUIRED' ? 'Use SSO.' : 'Invalid email or password' },
        { status: 403 },
      ),
    );
    renderLogin();
    await screen.findByRole('heading', { name: 'Welcome Back' });
    type('Email', 'ana@acme.test');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('link', { name: 'Continue with single sign-on' });
    code = 'INVALID_EMAIL_OR_PASSWORD';
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Invalid email or password');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Continue with single sign-on' })).toBeNull(),
    );
  });
});
