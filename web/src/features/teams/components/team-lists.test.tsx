import { searchCompanies } from '@contract/companies';
import * as contract from '@contract/teams';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { TeamLists } from './team-lists';

afterEach(cleanup);

const LIST_ID = '11111111-1111-4111-8111-111111111111';
const ACME = '22222222-2222-4222-8222-222222222222';
const GLOBEX = '33333333-3333-4333-8333-333333333333';

const list = {
  id: LIST_ID,
  name: 'Q3 targets',
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: { userId: 'u1', name: 'Olive Owner', member: true },
  companyCount: 2,
};

describe('TeamLists', () => {
  it('shows each company with who added it, adds one found by search, and removes one', async () => {
    mockEndpoint(contract.getTeamLists, () => ({ lists: [list] }));
    mockEndpoint(contract.getTeamListCompanies, () => ({
      list,
      companies: [
        {
          company: { id: ACME, ticker: 'ACME', name: 'Acme Corp' },
          addedBy: { userId: 'u2', name: 'Max Member', member: false },
          addedAt: '2026-11-02T00:00:00.000Z',
        },
        {
          company: { id: GLOBEX, ticker: 'GBX', name: 'Globex' },
          addedBy: null,
          addedAt: '2026-11-01T00:00:00.000Z',
        },
      ],
    }));
    mockEndpoint(searchCompanies, () => ({
      companies: [
        {
          id: '44444444-4444-4444-8444-444444444444',
          ticker: 'INIT',
          name: 'Initech',
          industry: 'Software',
          sector: 'Technology',
          exchange: null,
          cik: null,
        },
      ],
    }));
    const added = mockEndpoint(contract.addTeamListCompany, () =>
      apiError(404, 'TEAM_NOT_FOUND', 'Team not found.'),
    );
    const removed = mockEndpoint(contract.removeTeamListCompany, () => undefined);

    renderWithQuery(<TeamLists teamId="t1" />);
    const companies = await screen.findByRole('list', { name: 'Companies on this list' });
    expect(await within(companies).findByText(/Added by Max Member \(left the team\) on/)).toBeTruthy();
    expect(within(companies).getByText(/Added by a deleted account on/)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Company'), 'initech');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add INIT' }));
    await expect
      .poll(() => added.calls[0]?.params)
      .toMatchObject({ teamId: 't1', listId: LIST_ID, companyId: '44444444-4444-4444-8444-444444444444' });
    expect(await screen.findByText('Team not found.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove ACME' }));
    await expect
      .poll(() => removed.calls[0]?.params)
      .toMatchObject({ teamId: 't1', listId: LIST_ID, companyId: ACME });
  });

  it('creates a shared list by name', async () => {
    mockEndpoint(contract.getTeamLists, () => ({ lists: [] }));
    const created = mockEndpoint(contract.createTeamList, () => ({ list: { ...list, companyCount: 0 } }));
    renderWithQuery(<TeamLists teamId="t1" />);
    expect(await screen.findByText('No shared list yet.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('List name'), 'Q3 targets');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await expect.poll(() => created.calls[0]?.body).toEqual({ name: 'Q3 targets' });
  });
});
