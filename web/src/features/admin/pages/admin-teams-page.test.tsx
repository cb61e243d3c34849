import * as contract from '@contract/team-sso';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { AdminTeam } from '../api/admin-teams-api';
import AdminTeamsPage from './admin-teams-page';

afterEach(cleanup);

const acme: AdminTeam = {
  id: 't1',
  name: 'Acme Sales',
  slug: 'acme-sales',
  members: 4,
  enterprise: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const globex: AdminTeam = { ...acme, id: 't2', name: 'Globex', slug: 'globex', members: 2 };

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AdminTeamsPage', () => {
  it('searches teams by name or address and lists them', async () => {
    const asked = mockEndpoint(contract.getAdminTeams, ({ query }) => ({
      teams: query.get('q') === 'acme' ? [acme] : [acme, globex],
    }));
    renderWithQuery(<AdminTeamsPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(asked.calls[0]?.query.has('q')).toBe(false);

    await userEvent.type(screen.getByLabelText('Name or address'), ' acme ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('row', { name: /Acme Sales/ });
    expect(screen.queryByRole('row', { name: /Globex/ })).toBeNull();
    expect(asked.calls.at(-1)?.query.get('q')).toBe('acme');
    const row = screen.getByRole('row', { name: /Acme Sales/ });
    expect(cells(row).slice(0, 3)).toEqual(['Acme Sales', 'acme-sales', '4']);
  });

  it('puts a team on Enterprise after the confirmation and shows the updated row', async () => {
    mockEndpoint(contract.getAdminTeams, () => ({ teams: [acme, globex] }));
    const change = mockEndpoint(contract.setAdminTeamEnterprise, ({ body }) => ({
      team: { ...acme, enterprise: body.enterprise },
    }));
    renderWithQuery(<AdminTeamsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Put Acme Sales on Enterprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put Acme Sales on Enterprise?' });
    expect(change.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on Enterprise' }));
    expect(await screen.findByRole('button', { name: 'Take Acme Sales off Enterprise' })).toBeTruthy();
    expect(change.calls[0]?.params).toMatchObject({ teamId: 't1' });
    expect(change.calls[0]?.body).toEqual({ enterprise: true });
    expect(within(screen.getByRole('row', { name: /Acme Sales/ })).getByText('Enterprise')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Put Globex on Enterprise' })).toBeTruthy();
  });

  it('says when no team matches', async () => {
    mockEndpoint(contract.getAdminTeams, () => ({ teams: [] }));
    renderWithQuery(<AdminTeamsPage />);
    await userEvent.type(await screen.findByLabelText('Name or address'), 'nothing');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No team matches “nothing”.')).toBeTruthy();
  });
});
