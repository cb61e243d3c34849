import * as contract from '@contract/team-billing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { TeamBilling } from './team-billing';

afterEach(cleanup);

const none = {
  plan: 'none' as const,
  status: null,
  interval: null,
  seats: 0,
  used: 2,
  seatLimit: 3,
  trialEnd: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  pastDue: false,
  trialAvailable: true,
  canManage: true,
};

describe('TeamBilling', () => {
  it('shows an Enterprise team its seats and no way to buy the Team plan', async () => {
    mockEndpoint(contract.getTeamBilling, () => ({
      ...none,
      plan: 'enterprise' as const,
      used: 12,
      seatLimit: 1000,
    }));
    renderWithQuery(<TeamBilling teamId="t1" />);
    expect(await screen.findByText('12 of 1000 seats')).toBeTruthy();
    expect(screen.getByText(/Enterprise plan: every member is Pro/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage seats' })).toBeNull();
  });

  it('lets the owner choose seats and interval, and shows the server refusal', async () => {
    mockEndpoint(contract.getTeamBilling, () => none);
    const checkout = mockEndpoint(contract.createTeamCheckout, () =>
      apiError(409, 'TEAM_SEATS_TOO_FEW', 'The team already uses 2 seats: buy at least 2.'),
    );
    renderWithQuery(<TeamBilling teamId="t1" />);
    expect(await screen.findByText('2 of 3 free seats')).toBeTruthy();
    const seats = screen.getByLabelText('Seats');
    await userEvent.clear(seats);
    await userEvent.type(seats, '5');
    await userEvent.selectOptions(screen.getByLabelText('Billing'), 'year');
    expect(screen.getByText(/\$479\.50 a year, after a 14-day free trial/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade team' }));
    expect(await screen.findByText('The team already uses 2 seats: buy at least 2.')).toBeTruthy();
    expect(checkout.calls[0]?.body).toEqual({ interval: 'year', seats: 5 });
  });

  it('shows every member the seat usage and the past-due banner, and only the owner Manage seats', async () => {
    const pastDue = { ...none, plan: 'team' as const, status: 'past_due', seats: 5, used: 3, seatLimit: 5 };
    mockEndpoint(contract.getTeamBilling, () => ({ ...pastDue, pastDue: true, canManage: false }));
    renderWithQuery(<TeamBilling teamId="t1" />);
    expect(await screen.findByText('3 of 5 seats')).toBeTruthy();
    expect(screen.getByText("The team's last payment failed")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage seats' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade team' })).toBeNull();
  });

  it('gives the owner on the Team plan Manage seats (the billing portal)', async () => {
    mockEndpoint(contract.getTeamBilling, () => ({
      ...none,
      plan: 'team' as const,
      status: 'active',
      seats: 5,
    }));
    const portal = mockEndpoint(contract.createTeamPortal, () =>
      apiError(503, 'STRIPE_UNAVAILABLE', 'Something went wrong. Please try again later.'),
    );
    renderWithQuery(<TeamBilling teamId="t1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage seats' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    expect(portal.calls).toHaveLength(1);
  });
});
