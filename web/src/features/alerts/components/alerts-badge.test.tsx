import * as contract from '@contract/alerts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { AlertsBadge } from './alerts-badge';

afterEach(cleanup);

describe('the Alerts badge in the sidebar', () => {
  it('shows the unread count, caps it at 99+, and is gone when everything is read', async () => {
    let unread = 7;
    mockEndpoint(contract.getAlerts, () => ({ unread, alerts: [] }));
    renderWithQuery(<AlertsBadge />);
    expect((await screen.findByTestId('alerts-badge')).textContent).toBe('7 unread');
    cleanup();

    unread = 250;
    renderWithQuery(<AlertsBadge />);
    expect((await screen.findByTestId('alerts-badge')).textContent).toBe('99+ unread');
    cleanup();

    unread = 0;
    const answered = mockEndpoint(contract.getAlerts, () => ({ unread, alerts: [] }));
    renderWithQuery(<AlertsBadge />);
    await waitFor(() => expect(answered.calls).toHaveLength(1));
    expect(screen.queryByTestId('alerts-badge')).toBeNull();
  });
});
