import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuthEndpoint } from '@/test/better-auth';
import { renderWithQuery } from '@/test/render-with-query';
import { TotpChallenge } from './totp-challenge';

afterEach(cleanup);

describe('TotpChallenge', () => {
  it('keeps only digits, offers Verify at six, and on a wrong code says so and empties the box', async () => {
    const verify = mockAuthEndpoint('post', '/two-factor/verify-totp', () =>
      HttpResponse.json({ message: 'Invalid code', code: 'INVALID_CODE' }, { status: 401 }),
    );
    const onVerified = vi.fn(async () => {});
    renderWithQuery(<TotpChallenge onVerified={onVerified} onCancel={() => {}} />);
    const user = userEvent.setup();
    const code = screen.getByLabelText('Authentication code') as HTMLInputElement;
    const button = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    await user.type(code, '12a34-5');
    expect(code.value).toBe('12345');
    expect(button.disabled).toBe(true);
    await user.type(code, '6');
    expect(button.disabled).toBe(false);
    await user.click(button);
    await screen.findByText('Invalid code');
    expect(verify.calls[0]?.body).toMatchObject({ code: '123456' });
    await waitFor(() => expect(code.value).toBe(''));
    expect(onVerified).not.toHaveBeenCalled();
  });
});
