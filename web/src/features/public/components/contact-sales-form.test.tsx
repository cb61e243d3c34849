import * as contract from '@contract/sales';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { ContactSalesForm } from './contact-sales-form';

afterEach(cleanup);

const SALES = 'sales@10kai.test';

function renderForm(props: Partial<Parameters<typeof ContactSalesForm>[0]> = {}) {
  renderWithQuery(<ContactSalesForm topic="enterprise" salesEmail={SALES} {...props} />);
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), '  Ann Lee ');
  await user.type(screen.getByLabelText('Work e-mail'), 'ann@buyer.example');
  await user.type(screen.getByLabelText('Company'), 'Buyer Co');
  await user.type(screen.getByLabelText('Message'), 'We are 40 sellers.');
}

describe('ContactSalesForm', () => {
  it('sends the message trimmed, with the topic from the page, and says who will reply where', async () => {
    const sent = mockEndpoint(contract.contactSales, () => ({ ok: true as const }));
    const user = renderForm({ topic: 'demo' });
    await waitFor(() =>
      expect((screen.getByLabelText('What is it about?') as HTMLSelectElement).value).toBe('demo'),
    );
    await fillIn(user);
    await user.type(screen.getByLabelText('Team size (optional)'), '40');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('reply by e-mail to ann@buyer.example');
    expect(sent.calls[0]?.body).toEqual({
      name: 'Ann Lee',
      email: 'ann@buyer.example',
      company: 'Buyer Co',
      teamSize: 40,
      topic: 'demo',
      message: 'We are 40 sellers.',
    });
  });

  it('sends no team size when none is given', async () => {
    const sent = mockEndpoint(contract.contactSales, () => ({ ok: true as const }));
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('status');
    expect(sent.calls[0]?.body).not.toHaveProperty('teamSize');
  });

  it('shows the field errors without calling the server', async () => {
    const sent = mockEndpoint(contract.contactSales, () => ({ ok: true as const }));
    const user = renderForm();
    await user.type(screen.getByLabelText('Work e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(sent.calls).toHaveLength(0);
  });

  it("shows the server's words when the mail cannot go out, and keeps what was typed", async () => {
    mockEndpoint(contract.contactSales, () =>
      apiError(
        503,
        'MAIL_NOT_SENT',
        `We could not send your message right now. Please write to ${SALES} directly.`,
      ),
    );
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Please write to sales@10kai\.test directly/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('We are 40 sellers.');
  });

  it('fills in the signed-in name and address', async () => {
    renderForm({ signedIn: { name: 'Ann Lee', email: 'ann@buyer.example' } });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann Lee'));
    expect((screen.getByLabelText('Work e-mail') as HTMLInputElement).value).toBe('ann@buyer.example');
  });
});
