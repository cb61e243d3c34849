import { searchCompanies } from '@contract/companies';
import * as contract from '@contract/team-lists';
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
      total: 2,
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

    renderWithQuery(<TeamLists teamId="t1" manager={false} userId="u1" />);
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

  it('reads a long list a page at a time: "1–50 of 5,000", Next and Previous', async () => {
    const big = { ...list, companyCount: 5000 };
    mockEndpoint(contract.getTeamLists, () => ({ lists: [big] }));
    const pages = mockEndpoint(contract.getTeamListCompanies, ({ query }) => {
      const page = Number(query.get('page'));
      return {
        list: big,
        companies: [
          {
            company: { id: ACME, ticker: `P${page}`, name: `Company on page ${page}` },
            addedBy: null,
            addedAt: '2026-11-02T00:00:00.000Z',
          },
        ],
        total: 5000,
      };
    });
    renderWithQuery(<TeamLists teamId="t1" manager={false} userId="u1" />);
    const pager = await screen.findByRole('navigation', { name: 'Team list pages' });
    expect(await within(pager).findByText('1–50 of 5,000')).toBeTruthy();
    expect(pages.calls[0]?.query.get('pageSize')).toBe('50');
    const previous = within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('51–100 of 5,000')).toBeTruthy();
    expect(await screen.findByText('Company on page 2')).toBeTruthy();
    await expect.poll(() => previous.disabled).toBe(false);
    await userEvent.click(previous);
    expect(await screen.findByText('Company on page 1')).toBeTruthy();
  });

  it('creates a shared list by name', async () => {
    mockEndpoint(contract.getTeamLists, () => ({ lists: [] }));
    const created = mockEndpoint(contract.createTeamList, () => ({ list: { ...list, companyCount: 0 } }));
    renderWithQuery(<TeamLists teamId="t1" manager={false} userId="u1" />);
    expect(await screen.findByText('No shared list yet.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('List name'), 'Q3 targets');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await expect.poll(() => created.calls[0]?.body).toEqual({ name: 'Q3 targets' });
  });

  describe('rename and delete', () => {
    const other = { ...list, id: '55555555-5555-4555-8555-555555555555', name: 'West' };
    const mockLists = (lists: (typeof list)[]) => {
      mockEndpoint(contract.getTeamLists, () => ({ lists }));
      mockEndpoint(contract.getTeamListCompanies, ({ params }) => ({
        list: lists.find((l) => l.id === params.listId) ?? list,
        companies: [],
        total: 0,
      }));
    };

    it("renames the creator's list, showing the server's refusal of a taken name", async () => {
      mockLists([list]);
      const renamed = mockEndpoint(contract.renameTeamList, ({ body }) =>
        body.name === 'West'
          ? apiError(409, 'TEAM_LIST_NAME_TAKEN', 'The team already has a list named "West".')
          : { list: { ...list, name: body.name } },
      );
      renderWithQuery(<TeamLists teamId="t1" manager={false} userId="u1" />);
      await userEvent.click(await screen.findByRole('button', { name: 'Rename list' }));
      const dialog = await screen.findByRole('dialog');
      const name = within(dialog).getByLabelText('New name');
      await userEvent.clear(name);
      await userEvent.type(name, 'West');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('The team already has a list named "West".')).toBeTruthy();
      await userEvent.clear(name);
      expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
      await userEvent.type(name, 'Q4 targets');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await expect
        .poll(() => renamed.calls.at(-1))
        .toMatchObject({ params: { teamId: 't1', listId: LIST_ID }, body: { name: 'Q4 targets' } });
      await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    });

    it('deletes a list only after the confirmation', async () => {
      mockLists([list, other]);
      const deleted = mockEndpoint(contract.deleteTeamList, () => undefined);
      renderWithQuery(<TeamLists teamId="t1" manager={true} userId="someone-else" />);
      await userEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Delete “Q3 targets”?')).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(deleted.calls).toEqual([]);

      mockLists([other]);
      await userEvent.click(screen.getByRole('button', { name: 'Delete list' }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete list' }),
      );
      await expect.poll(() => deleted.calls[0]?.params).toMatchObject({ teamId: 't1', listId: LIST_ID });
      const nav = screen.getByRole('navigation', { name: 'Team lists' });
      await expect.poll(() => within(nav).queryByRole('button', { name: /Q3 targets/ })).toBeNull();
      expect(within(nav).getByRole('button', { name: 'West (2)' }).getAttribute('aria-pressed')).toBe('true');
    });

    it('offers no rename or delete to a member who did not create the list', async () => {
      mockLists([list]);
      renderWithQuery(<TeamLists teamId="t1" manager={false} userId="someone-else" />);
      await screen.findByRole('button', { name: 'Q3 targets (2)' });
      expect(screen.queryByRole('button', { name: 'Rename list' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete list' })).toBeNull();
    });
  });
});
