import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery, stubFetch } from '@/test/render-with-query';
import { type ApiToken, ApiTokensSection } from './api-tokens-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const existing: ApiToken = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'CRM sync',
  scope: 'read',
  prefix: '10kai_AbCd',
  createdAt: '2025-01-05T10:00:00.000Z',
  lastUsedAt: null,
};

function renderSection() {
  let tokens: ApiToken[] = [existing];
  const { calls, fetchStub } = stubFetch((method, url, body) => {
    if (url.pathname === '/api/tokens' && method === 'GET') return { body: { tokens } };
    if (url.pathname === '/api/tokens' && method === 'POST') {
      const input = body as { name: string; scope: ApiToken['scope'] };
      const apiToken = {
        ...existing,
        id: '22222222-2222-4222-8222-222222222222',
        ...input,
        prefix: '10kai_XyZw',
      };
      tokens = [apiToken, ...tokens];
      return { status: 201, body: { token: '10kai_XyZw-the-secret-value', apiToken } };
    }
    if (url.pathname.startsWith('/api/tokens/') && method === 'DELETE') {
      tokens = tokens.filter((token) => !url.pathname.endsWith(token.id));
      return { status: 204 };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
  vi.stubGlobal('fetch', fetchStub);
  renderWithQuery(<ApiTokensSection />);
  return { calls };
}

describe('ApiTokensSection', () => {
  it('lists tokens by name, access and last use, never with their value', async () => {
    renderSection();
    await screen.findByText('CRM sync');
    const row = within(screen.getByTestId('api-token-row'));
    row.getByText('Read only');
    row.getByText('10kai_AbCd…');
    row.getByText(/Never used/);
  });

  it('creates a named read-write token and shows its value once', async () => {
    const { calls } = renderSection();
    await screen.findByText('CRM sync');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: '  Nightly export ' } });
    fireEvent.change(screen.getByLabelText('Access'), { target: { value: 'read-write' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    const shown = (await screen.findByLabelText('New API token')) as HTMLInputElement;
    expect(shown.value).toBe('10kai_XyZw-the-secret-value');
    screen.getByText('Copy it now: you will not be able to see it again.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Nightly export',
      scope: 'read-write',
    });
    await waitFor(() => expect(screen.getAllByTestId('api-token-row')).toHaveLength(2));
    within(screen.getAllByTestId('api-token-row')[0]!).getByText('Read & write');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New API token')).toBeNull();
    expect(document.body.textContent).not.toContain('the-secret-value');
  });

  it('revokes a token', async () => {
    const { calls } = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    await waitFor(() => expect(screen.queryByText('CRM sync')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/tokens/${existing.id}`)).toBe(
      true,
    );
    await screen.findByText('No API tokens yet.');
  });
});
