import * as contract from '@contract/team-sso';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { TeamSso as Settings } from '../api/team-sso-api';
import { TeamSso } from './team-sso';

afterEach(cleanup);

const blank: Settings = {
  enterprise: true,
  domain: null,
  verification: null,
  domainVerifiedAt: null,
  issuer: null,
  clientId: null,
  clientSecretSet: false,
  redirectUri: 'https://app.10kai.test/api/auth/sso/callback',
  enforced: false,
  lastSignInAt: null,
};
const claimed: Settings = {
  ...blank,
  domain: 'acme.test',
  verification: { name: '_10kai-verification.acme.test', value: '10kai-domain-verification=tok123' },
};
const connected: Settings = {
  ...claimed,
  domainVerifiedAt: '2026-11-20T10:00:00.000Z',
  issuer: 'https://login.acme.test',
  clientId: 'tenkai',
  clientSecretSet: true,
};

const record = (name: string) => screen.getByRole('group', { name });

describe('TeamSso', () => {
  it('tells a team without the Enterprise plan what it brings and where to ask for it', async () => {
    mockEndpoint(contract.getTeamSso, () => ({ sso: { ...blank, enterprise: false } }));
    renderWithQuery(<TeamSso teamId="t1" />);
    expect(await screen.findByText(/Single sign-on comes with the Enterprise plan/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Contact sales about Enterprise' });
    expect(link.getAttribute('href')).toBe('/contact-sales?topic=enterprise');
    expect(screen.queryByLabelText('Domain')).toBeNull();
  });

  it('claims a domain, shows the TXT record to publish, and the server’s reason when verifying fails', async () => {
    mockEndpoint(contract.getTeamSso, () => ({ sso: blank }));
    const save = mockEndpoint(contract.setTeamSsoDomain, () => ({ sso: claimed }));
    mockEndpoint(contract.verifyTeamSsoDomain, () =>
      apiError(
        409,
        'SSO_DOMAIN_NOT_VERIFIED',
        'No TXT record was found at _10kai-verification.acme.test yet. New DNS records can take up to an hour to appear.',
      ),
    );
    renderWithQuery(<TeamSso teamId="t1" />);
    await userEvent.type(await screen.findByLabelText('Domain'), 'Acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save domain' }));
    expect(save.calls[0]?.body).toEqual({ domain: 'Acme.test' });
    expect(await screen.findByText('_10kai-verification.acme.test')).toBeTruthy();
    expect(within(record('TXT record value')).getByText('10kai-domain-verification=tok123')).toBeTruthy();
    expect(
      within(record('TXT record name')).getByRole('button', { name: 'Copy txt record name' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'No TXT record was found at _10kai-verification.acme.test yet. New DNS records can take up to an hour to appear.',
    );
  });

  it('keeps the stored secret when the field is left blank, and shows the redirect URI to register', async () => {
    mockEndpoint(contract.getTeamSso, () => ({ sso: connected }));
    const save = mockEndpoint(contract.setTeamSsoConnection, () => ({ sso: connected }));
    renderWithQuery(<TeamSso teamId="t1" />);
    expect(await screen.findByText(/acme\.test verified on/)).toBeTruthy();
    expect(within(record('Redirect URI')).getByText(blank.redirectUri)).toBeTruthy();
    const secret = screen.getByLabelText('Client secret');
    expect(secret.getAttribute('placeholder')).toBe('stored — leave blank to keep');
    await userEvent.clear(screen.getByLabelText('Client ID'));
    await userEvent.type(screen.getByLabelText('Client ID'), 'tenkai-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText(/Connection saved/)).toBeTruthy();
    expect(save.calls[0]?.body).toEqual({ issuer: 'https://login.acme.test', clientId: 'tenkai-2' });
  });

  it('allows requiring single sign-on only after someone signed in through it', async () => {
    mockEndpoint(contract.getTeamSso, () => ({ sso: connected }));
    const enforce = mockEndpoint(contract.setTeamSsoEnforcement, () => ({
      sso: { ...connected, lastSignInAt: '2026-11-21T10:00:00.000Z', enforced: true },
    }));
    const { client } = renderWithQuery(<TeamSso teamId="t1" />);
    const toggle = await screen.findByRole('switch', {
      name: 'Require single sign-on for everyone at acme.test',
    });
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/someone has signed in through it/)).toBeTruthy();

    client.setQueryData(['teams', 't1', 'sso'], {
      sso: { ...connected, lastSignInAt: '2026-11-21T10:00:00.000Z' },
    });
    await userEvent.click(await screen.findByRole('switch', { name: /Require single sign-on/ }));
    expect(enforce.calls[0]?.body).toEqual({ enforced: true });
    expect(
      await screen.findByText(/Password sign-in and sign-up are refused for addresses at acme\.test/),
    ).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Require single sign-on/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('removes single sign-on only after the confirmation', async () => {
    let current: Settings = connected;
    mockEndpoint(contract.getTeamSso, () => ({ sso: current }));
    const remove = mockEndpoint(contract.deleteTeamSso, () => {
      current = blank;
      return undefined;
    });
    renderWithQuery(<TeamSso teamId="t1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove single sign-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove single sign-on?' });
    expect(remove.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Save domain' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove single sign-on' })).toBeNull();
    expect(remove.calls).toHaveLength(1);
  });
});
