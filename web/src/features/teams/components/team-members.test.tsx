import * as contract from '@contract/teams';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { TeamMembers } from './team-members';

afterEach(cleanup);

const members = {
  members: [
    {
      userId: 'u1',
      name: 'Olive Owner',
      email: 'olive@example.com',
      role: 'owner' as const,
      joinedAt: '2026-11-01T00:00:00.000Z',
    },
    {
      userId: 'u2',
      name: 'Max Member',
      email: 'max@example.com',
      role: 'member' as const,
      joinedAt: '2026-11-02T00:00:00.000Z',
    },
  ],
  invitations: [],
};

describe('TeamMembers', () => {
  it('lets an owner invite and remove, and shows the server refusal', async () => {
    mockEndpoint(contract.getTeamMembers, () => members);
    const invited = mockEndpoint(contract.inviteMember, () =>
      apiError(409, 'ALREADY_INVITED', 'That address already has a pending invitation.'),
    );
    const removed = mockEndpoint(contract.removeMember, () => undefined);
    renderWithQuery(<TeamMembers teamId="t1" callerRole="owner" userId="u1" />);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('That address already has a pending invitation.')).toBeTruthy();
    expect(invited.calls[0]?.body).toEqual({ email: 'new@example.com', role: 'member' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove max@example.com' }));
    await expect.poll(() => removed.calls[0]?.params).toMatchObject({ teamId: 't1', userId: 'u2' });
  });

  it('lets an owner transfer ownership to a member', async () => {
    mockEndpoint(contract.getTeamMembers, () => members);
    const transferred = mockEndpoint(contract.transferOwnership, () => undefined);
    renderWithQuery(<TeamMembers teamId="t1" callerRole="owner" userId="u1" />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Transfer ownership to max@example.com' }),
    );
    await expect.poll(() => transferred.calls[0]?.body).toEqual({ userId: 'u2' });
  });

  it('shows a plain member the team without invite or remove controls', async () => {
    mockEndpoint(contract.getTeamMembers, () => members);
    renderWithQuery(<TeamMembers teamId="t1" callerRole="member" userId="u2" />);
    expect(await screen.findByText('Olive Owner')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite by e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Transfer/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
  });
});
