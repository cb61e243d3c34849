import * as contract from '@contract/team-lists';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { TeamNotes } from './team-notes';

afterEach(cleanup);

const COMPANY = '22222222-2222-4222-8222-222222222222';
const note = (id: string, body: string, mine: boolean, member = true) => ({
  id,
  companyId: COMPANY,
  body,
  author: { userId: mine ? 'me' : 'them', name: mine ? 'Olive Owner' : 'Max Member', member },
  mine,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});
const MINE = '55555555-5555-4555-8555-555555555555';
const THEIRS = '66666666-6666-4666-8666-666666666666';

describe('TeamNotes', () => {
  it('shows who wrote each note, lets me edit and delete only mine, and adds one', async () => {
    mockEndpoint(contract.getTeamNotes, () => ({
      notes: [note(THEIRS, 'Met their CISO at RSA.', false, false), note(MINE, 'Renewal in March.', true)],
    }));
    const edited = mockEndpoint(contract.editTeamNote, () => ({
      note: note(MINE, 'Renewal in April.', true),
    }));
    const deleted = mockEndpoint(contract.deleteTeamNote, () => undefined);
    const added = mockEndpoint(contract.addTeamNote, () =>
      apiError(404, 'TEAM_NOT_FOUND', 'Team not found.'),
    );
    renderWithQuery(<TeamNotes teamId="t1" companyId={COMPANY} ticker="ACME" />);

    const theirs = (await screen.findByText('Met their CISO at RSA.')).closest('li') as HTMLElement;
    expect(within(theirs).getByText(/Max Member \(left the team\)/)).toBeTruthy();
    expect(within(theirs).queryByRole('button')).toBeNull();

    const mine = screen.getByText('Renewal in March.').closest('li') as HTMLElement;
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText('Edit note');
    await userEvent.clear(field);
    await userEvent.type(field, 'Renewal in April.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await expect.poll(() => edited.calls[0]?.body).toEqual({ body: 'Renewal in April.' });
    expect(edited.calls[0]?.params).toMatchObject({ teamId: 't1', noteId: MINE });

    await userEvent.click(
      within(screen.getByText('Renewal in March.').closest('li') as HTMLElement).getByRole('button', {
        name: 'Delete',
      }),
    );
    await expect.poll(() => deleted.calls[0]?.params).toMatchObject({ teamId: 't1', noteId: MINE });

    await userEvent.type(screen.getByLabelText('New note'), 'Budget cycle starts in Q1.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await expect.poll(() => added.calls[0]?.body).toEqual({ body: 'Budget cycle starts in Q1.' });
    expect(await screen.findByText('Team not found.')).toBeTruthy();
  });
});
