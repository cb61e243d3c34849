import * as contract from '@contract/analysis';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { READING_SAVED, SellerReadingCard } from './seller-reading-card';

afterEach(cleanup);

const concepts = [
  { id: 'cybersecurity', label: 'cybersecurity' },
  { id: 'supply-chain', label: 'supply chain' },
  { id: 'operations', label: 'warehouse and factory operations' },
];

function renderCard(start: { derived: string[]; chosen: string[] | null }) {
  let stored = { concepts, ...start };
  mockEndpoint(contract.getSellerReading, () => stored);
  const saved = mockEndpoint(contract.updateSellerReading, ({ body }) => {
    stored = { ...stored, chosen: body.chosen };
    return stored;
  });
  renderWithQuery(<SellerReadingCard />);
  return { saved, user: userEvent.setup() };
}

describe('SellerReadingCard', () => {
  it('says how the description reads, and saves the needs the user ticks instead', async () => {
    const { saved, user } = renderCard({ derived: ['operations'], chosen: null });
    const sentence = await screen.findByTestId('profile-seller-reading');
    expect(sentence.textContent).toBe('We read your product as: warehouse and factory operations.');
    expect((screen.getByLabelText('warehouse and factory operations') as HTMLInputElement).checked).toBe(
      true,
    );
    const save = screen.getByRole('button', { name: 'Save reading' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByLabelText('supply chain'));
    await user.click(save);
    await screen.findByText(READING_SAVED);
    expect(saved.calls[0]?.body).toEqual({ chosen: ['operations', 'supply-chain'] });
    await waitFor(() =>
      expect(screen.getByTestId('profile-seller-reading').textContent).toBe(
        'We read your product as: supply chain, warehouse and factory operations (as you picked).',
      ),
    );
  });

  it('goes back to reading the description when asked', async () => {
    const { saved, user } = renderCard({ derived: ['operations'], chosen: ['cybersecurity'] });
    expect((await screen.findByTestId('profile-seller-reading')).textContent).toBe(
      'We read your product as: cybersecurity (as you picked).',
    );
    await user.click(screen.getByRole('button', { name: 'Read it from my description again' }));
    await screen.findByText(READING_SAVED);
    expect(saved.calls[0]?.body).toEqual({ chosen: null });
    expect(screen.getByTestId('profile-seller-reading').textContent).toBe(
      'We read your product as: warehouse and factory operations.',
    );
  });

  it('asks for the needs when the description names none', async () => {
    renderCard({ derived: [], chosen: null });
    expect((await screen.findByTestId('profile-seller-reading')).textContent).toMatch(
      /could not tell from your description/,
    );
  });
});
