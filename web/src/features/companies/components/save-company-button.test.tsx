import * as contract from '@contract/companies';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { Company } from '../api/types';
import { SaveCompanyButton } from './save-company-button';

const company: Company = {
  id: 'c1',
  ticker: 'AAPL',
  name: 'Apple Inc.',
  industry: 'Unknown',
  sector: 'Unknown',
  exchange: null,
  cik: null,
};

/** The server's saved ids, changed by the save and unsave mocks; the full saved list is never mocked (never read). */
function serve(initial: string[]) {
  const ids = new Set(initial);
  const reads = mockEndpoint(contract.getSavedCompanyIds, () => ({ companyIds: [...ids] }));
  mockEndpoint(contract.getLists, () => ({ lists: [] }));
  mockEndpoint(contract.createList, () => ({
    list: { id: 'l1', name: 'Fresh', description: null, created_at: '2025-01-01', company_count: 0 },
  }));
  mockEndpoint(contract.saveCompany, ({ body }) => {
    ids.add(body.companyId);
    return {
      savedCompany: {
        company_id: body.companyId,
        list_id: 'l1',
        notes: null,
        date_saved: '2025-01-02T00:00:00Z',
        company,
        list: { id: 'l1', name: 'Fresh' },
      },
      alreadySaved: false,
    };
  });
  mockEndpoint(contract.unsaveCompany, ({ params }) => {
    ids.delete(params.companyId!);
    return undefined;
  });
  return reads.calls;
}

afterEach(() => {
  cleanup();
});

describe('SaveCompanyButton', () => {
  it("reads 'Saved' from the saved ids, and flips back to 'Save Company' once removed", async () => {
    const reads = serve(['other', 'c1']);
    renderWithQuery(<SaveCompanyButton company={company} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Saved — remove Apple Inc. from saved companies' }),
    );
    expect(await screen.findByRole('button', { name: 'Save Company' })).toBeTruthy();
    expect(reads.length).toBe(2);
  });

  it("saves through the dialog and reads 'Saved' at once", async () => {
    serve(['other']);
    renderWithQuery(<SaveCompanyButton company={company} />);
    const save = (await screen.findByRole('button', { name: 'Save Company' })) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('List Name'), { target: { value: 'Fresh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Company' }));
    expect(
      await screen.findByRole('button', { name: 'Saved — remove Apple Inc. from saved companies' }),
    ).toBeTruthy();
  });

  it('shares one read of the ids among the rows of a list', async () => {
    const reads = serve(['c2']);
    renderWithQuery(
      <>
        <SaveCompanyButton company={company} inList />
        <SaveCompanyButton
          company={{ ...company, id: 'c2', ticker: 'MSFT', name: 'Microsoft Corp' }}
          inList
        />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Save Apple Inc.' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Saved — remove Microsoft Corp from saved companies' }),
    ).toBeTruthy();
    expect(reads.length).toBe(1);
  });
});
