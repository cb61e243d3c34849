import * as contract from '@contract/admin';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import ProductUpdatesPage from './product-updates-page';

afterEach(cleanup);

describe('ProductUpdatesPage', () => {
  it('sends the announcement to the server once subject and message are written, and says it is queued', async () => {
    const sent = mockEndpoint(contract.sendProductUpdate, () => ({ job: null }));
    const user = userEvent.setup();
    renderWithQuery(<ProductUpdatesPage />);
    const button = screen.getByRole('button', { name: 'Send to opted-in users' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Subject'), 'Past Analyses is here');
    await user.type(screen.getByLabelText('Message'), 'Reopen any analysis at no cost.');
    await user.click(button);
    await screen.findByTestId('product-update-sent');
    expect(sent.calls[0]?.body).toEqual({
      subject: 'Past Analyses is here',
      message: 'Reopen any analysis at no cost.',
    });
  });
});
