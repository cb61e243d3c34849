import * as contract from '@contract/accounts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { SessionsCard } from './sessions-card';

afterEach(cleanup);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const laptop: contract.AccountSession = {
  id: 'session-laptop',
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ipAddress: '203.0.113.7',
  createdAt: '2025-01-05T12:00:00.000Z',
  lastActiveAt: '2025-01-09T12:30:00.000Z',
  current: true,
};
const phone: contract.AccountSession = {
  id: 'session-phone',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipAddress: null,
  createdAt: '2025-01-02T12:00:00.000Z',
  lastActiveAt: '2025-01-03T12:00:00.000Z',
  current: false,
};

function renderCard(initial: contract.AccountSession[]) {
  let sessions = initial;
  mockEndpoint(contract.listSessions, () => ({ sessions }));
  const revokedOthers = mockEndpoint(contract.revokeOtherSessions, () => {
    sessions = sessions.filter((session) => session.current);
    return undefined;
  });
  renderWithQuery(<SessionsCard />);
  fireEvent.click(screen.getByRole('button', { name: 'View Sessions' }));
  return { revokedOthers };
}

describe('SessionsCard', () => {
  it('shows each session’s device, IP, sign-in and last-active time, and marks the current one', async () => {
    renderCard([laptop, phone]);
    await screen.findByText('Chrome on macOS');
    const [current, other] = screen.getAllByTestId('session-row').map((row) => within(row));
    current!.getByText('This device');
    current!.getByText('IP 203.0.113.7');
    current!.getByText(`Signed in ${dateTime.format(new Date(laptop.createdAt))}`);
    current!.getByText(`Last active ${dateTime.format(new Date(laptop.lastActiveAt))}`);
    expect(current!.queryByRole('button', { name: 'Revoke' })).toBeNull();
    other!.getByText('Safari on iOS');
    other!.getByText('IP unknown');
    other!.getByText(`Signed in ${dateTime.format(new Date(phone.createdAt))}`);
    other!.getByRole('button', { name: 'Revoke' });
    expect(other!.queryByText('This device')).toBeNull();
  });

  it('signs out everywhere else, then lists the current session alone', async () => {
    const { revokedOthers } = renderCard([laptop, phone]);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(revokedOthers.calls).toHaveLength(1);
    screen.getByText('Chrome on macOS');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('offers "Sign out everywhere else" only when another session exists', async () => {
    renderCard([laptop]);
    await screen.findByText('Chrome on macOS');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
