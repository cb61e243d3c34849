import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockAuthEndpoint } from '@/test/better-auth';
import { renderWithQuery } from '@/test/render-with-query';
import { ChangePasswordCard, PASSWORD_UPDATED } from './change-password-card';

afterEach(cleanup);

function renderCard() {
  const change = mockAuthEndpoint('post', '/change-password', () => ({ token: null }));
  renderWithQuery(<ChangePasswordCard />);
  return { change, user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const update = () => screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement;

describe('ChangePasswordCard', () => {
  it('is enabled once both passwords are typed and the confirmation matches, marking a mismatch', async () => {
    const { user } = renderCard();
    expect(update().disabled).toBe(true);
    await user.type(input('Current Password'), 'old password');
    await user.type(input('New Password'), 'brand new password');
    await user.type(input('Confirm New Password'), 'brand new');
    expect(update().disabled).toBe(true);
    expect(input('Confirm New Password').getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Passwords do not match');
    await user.type(input('Confirm New Password'), ' password');
    expect(update().disabled).toBe(false);
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('refuses fewer than 8 characters at the field, beside the hint, without calling the server', async () => {
    const { change, user } = renderCard();
    await user.type(input('Current Password'), 'old password');
    await user.type(input('New Password'), 'seven77');
    await user.type(input('Confirm New Password'), 'seven77');
    await user.click(update());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Password must be at least 8 characters');
    const describedBy = input('New Password').getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Password must be at least 8 characters long',
      'Password must be at least 8 characters',
    ]);
    expect(change.calls).toHaveLength(0);
  });

  it('changes the password, signing out other devices, then clears the form', async () => {
    const { change, user } = renderCard();
    await user.type(input('Current Password'), 'old password');
    await user.type(input('New Password'), 'brand new password');
    await user.type(input('Confirm New Password'), 'brand new password');
    await user.click(update());
    await screen.findByText(PASSWORD_UPDATED);
    expect(change.calls[0]?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'brand new password',
      revokeOtherSessions: true,
    });
    await waitFor(() => expect(input('Current Password').value).toBe(''));
  });
});
