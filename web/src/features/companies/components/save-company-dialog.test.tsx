import * as contract from '@contract/companies';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '@/test/console-errors';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { Company, CompanyList } from '../api/types';
import { SaveCompanyDialog } from './save-company-dialog';

const company: Company = {
  id: 'c1',
  ticker: 'AAPL',
  name: 'Apple Inc.',
  industry: 'Unknown',
  sector: 'Unknown',
  exchange: null,
  cik: null,
};
const targets: CompanyList = {
  id: 'l1',
  name: 'Targets',
  description: null,
  created_at: '2025-01-01',
  company_count: 3,
};

const saved = {
  company_id: 'c1',
  list_id: 'l1',
  notes: null,
  date_saved: '2025-01-02T00:00:00Z',
  company,
  list: { id: 'l1', name: 'Targets' },
};

function setup(lists: CompanyList[], save: ReturnType<typeof apiError> | null = null) {
  mockEndpoint(contract.getLists, () => ({ lists }));
  const created = mockEndpoint(contract.createList, () => ({
    list: { ...targets, id: 'new', name: 'Fresh' },
  }));
  const saves = mockEndpoint(
    contract.saveCompany,
    () => save ?? { savedCompany: saved, alreadySaved: false },
  );
  const onOpenChange = vi.fn();
  renderWithQuery(<SaveCompanyDialog company={company} open onOpenChange={onOpenChange} />);
  return { onOpenChange, created: created.calls, saves: saves.calls };
}

afterEach(() => {
  cleanup();
});

describe('SaveCompanyDialog', () => {
  it('preselects the first list, shows its company count and saves into it', async () => {
    const { onOpenChange, saves } = setup([targets]);
    expect((await screen.findAllByText('Targets (3 companies)')).length).toBeGreaterThan(0);
    const saveButton = screen.getByRole('button', { name: 'Save Company' }) as HTMLButtonElement;
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    fireEvent.click(saveButton);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(saves[0]?.body).toEqual({ companyId: 'c1', listId: 'l1' });
  });

  it('opens on Create New List when there are none; Save needs a non-blank name; creates, then saves', async () => {
    const { onOpenChange, created, saves } = setup([]);
    const name = await screen.findByLabelText('List Name');
    const saveButton = screen.getByRole('button', { name: 'Save Company' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '   ' } });
    expect(saveButton.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Fresh  ' } });
    fireEvent.change(screen.getByLabelText('Description (Optional)'), { target: { value: '  hot leads ' } });
    expect(saveButton.disabled).toBe(false);
    fireEvent.click(saveButton);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(created[0]?.body).toEqual({ name: 'Fresh', description: 'hot leads' });
    expect(saves[0]?.body).toEqual({ companyId: 'c1', listId: 'new' });
  });

  it("offers 'Create your first list' when the Existing tab has no lists", async () => {
    setup([]);
    await screen.findByLabelText('List Name');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Existing List' }));
    await screen.findByText('No lists available');
    fireEvent.click(screen.getByText('Create your first list'));
    await screen.findByLabelText('List Name');
  });

  it('shows the plan limit with an Upgrade to Pro link and stays open', async () => {
    allowConsoleError(/Saving the company failed/);
    const { onOpenChange } = setup(
      [targets],
      apiError(403, 'PLAN_LIMIT', 'The Free plan keeps up to 5 saved companies.'),
    );
    const saveButton = screen.getByRole('button', { name: 'Save Company' }) as HTMLButtonElement;
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    fireEvent.click(saveButton);
    await screen.findByText('The Free plan keeps up to 5 saved companies.');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
