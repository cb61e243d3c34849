import * as companies from '@contract/companies';
import * as fullText from '@contract/full-text-search';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { FilingSearchSection } from './filing-search-section';

const zeroTrust = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Zero trust',
  q: '"zero trust"',
  forms: ['10-K' as const, '10-Q' as const, '8-K' as const],
  sector: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function setup(save: () => ReturnType<typeof apiError> | null = () => null) {
  let saved = [zeroTrust];
  mockEndpoint(companies.getLists, () => ({ lists: [] }));
  mockEndpoint(fullText.searchFilings, () => ({ companies: [], sources: ['local' as const], note: null }));
  mockEndpoint(fullText.listSavedSearches, () => ({ searches: saved }));
  const saves = mockEndpoint(fullText.saveSearch, ({ body }) => {
    const refused = save();
    if (refused) return refused;
    const search = {
      ...zeroTrust,
      id: '22222222-2222-4222-8222-222222222222',
      name: body.name,
      q: body.q,
      forms: body.forms ?? zeroTrust.forms,
    };
    saved = [search, ...saved];
    return search;
  });
  const deletes = mockEndpoint(fullText.deleteSavedSearch, ({ params }) => {
    saved = saved.filter((search) => search.id !== params.id);
    return undefined;
  });
  renderWithQuery(<FilingSearchSection />);
  return { saves: saves.calls, deletes: deletes.calls };
}

async function runSearch(words: string) {
  fireEvent.change(screen.getByLabelText('Words'), { target: { value: words } });
  fireEvent.click(screen.getByRole('checkbox', { name: '8-K' }));
  fireEvent.click(screen.getByRole('button', { name: 'Search filings' }));
  await screen.findByText('No filing says that.');
}

afterEach(() => {
  cleanup();
});

describe('saved filing searches on the Search filings tab', () => {
  it('lists the saved searches, and offers to save a search only once one has run', async () => {
    setup();
    expect(await screen.findByText('Zero trust')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
    await runSearch('ERP implementation');
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeTruthy();
  });

  it('saves the words and forms of the search just run, under the name given, and lists it', async () => {
    const { saves } = setup();
    await runSearch('ERP implementation');
    const name = screen.getByLabelText('Name of the saved search') as HTMLInputElement;
    expect(name.value).toBe('ERP implementation');
    fireEvent.change(name, { target: { value: 'ERP projects' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText(/a new filing that says this will alert you/)).toBeTruthy();
    expect(saves[0]?.body).toEqual({
      name: 'ERP projects',
      q: 'ERP implementation',
      forms: ['10-K', '10-Q'],
    });
    expect(await screen.findByText('ERP projects')).toBeTruthy();
  });

  it("shows the server's refusal when the user has too many saved searches", async () => {
    setup(() => apiError(400, 'TOO_MANY_SAVED_SEARCHES', 'You can keep at most 20 saved searches.'));
    await runSearch('ransomware');
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText('You can keep at most 20 saved searches.')).toBeTruthy();
  });

  it('deletes a saved search', async () => {
    const { deletes } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete saved search Zero trust' }));
    await waitFor(() => expect(screen.queryByText('Zero trust')).toBeNull());
    expect(deletes[0]?.params).toMatchObject({ id: zeroTrust.id });
    expect(await screen.findByText(/No saved search yet/)).toBeTruthy();
  });
});
