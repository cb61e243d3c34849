import * as contract from '@contract/accounts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { ApiTokensSection } from './api-tokens-section';

afterEach(cleanup);

const existing: contract.ApiToken = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'CRM sync',
  scope: 'read',
  prefix: '10kai_AbCd',
  createdAt: '2025-01-05T10:00:00.000Z',
  lastUsedAt: null,
};

function renderSection() {
  let tokens = [existing];
  mockEndpoint(contract.listApiTokens, () => ({ tokens }));
  const created = mockEndpoint(contract.createApiToken, ({ body }) => {
    const apiToken = {
      ...existing,
      id: '22222222-2222-4222-8222-222222222222',
      ...body,
      prefix: '10kai_XyZw',
    };
    tokens = [apiToken, ...tokens];
    return { token: '10kai_XyZw-the-secret-value', apiToken };
  });
  const revoked = mockEndpoint(contract.revokeApiToken, ({ params }) => {
    tokens = tokens.filter((token) => token.id !== params.id);
    return undefined;
  });
  renderWithQuery(<ApiTokensSection />);
  return { created, revoked };
}

describe('ApiTokensSection', () => {
  it('lists tokens by name, access and last use, never with their value', async () => {
    renderSection();
    await screen.findByText('CRM sync');
    const row = within(screen.getByTestId('api-token-row'));
    row.getByText('Read only');
    row.getByText('10kai_AbCd…');
    row.getByText(/Never used/);
    // Where to read what a token can call.
    expect(screen.getByRole('link', { name: /API reference/ }).getAttribute('href')).toBe('/api/docs');
  });

  it('creates a named read-write token and shows its value once', async () => {
    const { created } = renderSection();
    await screen.findByText('CRM sync');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: '  Nightly export ' } });
    fireEvent.change(screen.getByLabelText('Access'), { target: { value: 'read-write' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    const shown = (await screen.findByLabelText('New API token')) as HTMLInputElement;
    expect(shown.value).toBe('10kai_XyZw-the-secret-value');
    screen.getByText('Copy it now: you will not be able to see it again.');
    expect(created.calls[0]?.body).toEqual({ name: 'Nightly export', scope: 'read-write' });
    expect((screen.getByLabelText('Token name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getAllByTestId('api-token-row')).toHaveLength(2));
    within(screen.getAllByTestId('api-token-row')[0]!).getByText('Read & write');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New API token')).toBeNull();
    expect(document.body.textContent).not.toContain('the-secret-value');
  });

  it('offers Create Token only once a name is typed', async () => {
    renderSection();
    await screen.findByText('CRM sync');
    const create = screen.getByRole('button', { name: 'Create Token' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: '   ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'CI' } });
    expect(create.disabled).toBe(false);
  });

  it('revokes a token', async () => {
    const { revoked } = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    await waitFor(() => expect(screen.queryByText('CRM sync')).toBeNull());
    expect(revoked.calls.map((call) => call.params.id)).toEqual([existing.id]);
    await screen.findByText('No API tokens yet.');
  });
});
