import * as contract from '@contract/teams';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { TeamAudit } from './team-audit';

afterEach(cleanup);

const ana = { name: 'Ana Ruiz', email: 'ana@example.com' };
const at = '2026-11-20T10:00:00.000Z';
const NEXT = '66666666-6666-4666-8666-666666666666';

describe('TeamAudit', () => {
  it('reads each entry as a sentence and loads older entries on demand', async () => {
    const asked = mockEndpoint(contract.getTeamAudit, ({ query }) =>
      query.get('before') === NEXT
        ? {
            entries: [
              { at, actor: ana, action: 'team.created', detail: { name: 'Sales East', slug: 'east' } },
            ],
            next: null,
          }
        : {
            entries: [
              {
                at,
                actor: ana,
                action: 'member.role_changed',
                detail: {
                  userId: 'u2',
                  name: 'Ben Lee',
                  email: 'ben@example.com',
                  from: 'member',
                  to: 'admin',
                },
              },
              {
                at,
                actor: ana,
                action: 'list.renamed',
                detail: { listId: 'l1', from: 'East', to: 'East coast' },
              },
              {
                at,
                actor: { name: 'Ben Lee', email: 'ben@example.com' },
                action: 'list.company_added',
                detail: { listName: 'East', ticker: 'ACME', companyName: 'Acme Corp' },
              },
              { at, actor: null, action: 'seats.changed', detail: { from: 3, to: 5 } },
            ],
            next: NEXT,
          },
    );
    renderWithQuery(<TeamAudit teamId="t1" />);
    const log = await screen.findByRole('list', { name: 'Audit entries' });
    expect(await within(log).findByText("Ana Ruiz changed Ben Lee's role from member to admin")).toBeTruthy();
    expect(within(log).getByText('Ana Ruiz renamed the list “East” to “East coast”')).toBeTruthy();
    expect(within(log).getByText('Ben Lee added ACME to “East”')).toBeTruthy();
    // An action this page does not know yet still reads, and nobody in the app acting reads as 10Kai.
    expect(within(log).getByText('10Kai seats changed')).toBeTruthy();
    expect(asked.calls[0]?.params).toMatchObject({ teamId: 't1' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(log).findByText('Ana Ruiz created the team “Sales East”')).toBeTruthy();
    expect(asked.calls.at(-1)?.query.get('before')).toBe(NEXT);
    expect(within(log).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says why when the caller may not read the log', async () => {
    mockEndpoint(contract.getTeamAudit, () =>
      apiError(403, 'TEAM_ROLE_REQUIRED', 'Only team owners and admins can do this.'),
    );
    renderWithQuery(<TeamAudit teamId="t1" />);
    expect(await screen.findByText('Only team owners and admins can do this.')).toBeTruthy();
  });
});
