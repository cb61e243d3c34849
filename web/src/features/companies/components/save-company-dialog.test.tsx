import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '@/test/console-errors';
import { renderWithQuery, stubFetch } from '@/test/render-with-query';
import type { Company, CompanyList } from '../api/types';
import { SaveCompanyDialog } from './save-company-dialog';

const company: Company = {
  id: 'c1',
  ticker: 'AAPL',
  name: 'Apple Inc.',
  industry: null,
  sector: null,
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

function setup(lists: CompanyList[], save: { status?: number; body?: unknown } = { status: 201, body: {} }) {
  const { calls, fetchStub } = stubFetch((method, url) => {
    if (url.pathname === '/api/lists' && method === 'POST')
      return { status: 201, body: { list: { ...targets, id: 'new', name: 'Fresh' } } };
    if (url.pathname === '/api/lists') return { body: { lists } };
    if (url.pathname === '/api/saved-companies' && method === 'POST') return save;
    return { body: { savedCompanies: [] } };
  });
  vi.stubGlobal('fetch', fetchStub);
  const onOpenChange = vi.fn();
  renderWithQuery(<SaveCompanyDialog company={company} open onOpenChange={onOpenChange} />);
  const posts = (path: string) =>
    calls.filter((call) => call.method === 'POST' && call.url.pathname === path);
  return { onOpenChange, posts };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SaveCompanyDialog', () => {
  it('preselects the first list, shows its company count and saves into it', async () => {
    const { onOpenChange, posts } = setup([targets]);
    expect((await screen.findAllByText('Targets (3 companies)')).length).toBeGreaterThan(0);
    const saveButton = screen.getByRole('button', { name: 'Save Company' }) as HTMLButtonElement;
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    fireEvent.click(saveButton);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posts('/api/saved-companies')[0]?.body).toEqual({ companyId: 'c1', listId: 'l1' });
  });

  it('opens on Create New List when there are none; Save needs a non-blank name; creates, then saves', async () => {
    const { onOpenChange, posts } = setup([]);
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
    expect(posts('/api/lists')[0]?.body).toEqual({ name: 'Fresh', description: 'hot leads' });
    expect(posts('/api/saved-companies')[0]?.body).toEqual({ companyId: 'c1', listId: 'new' });
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
    const { onOpenChange } = setup([targets], {
      status: 403,
      body: { error: 'The Free plan keeps up to 5 saved companies.', code: 'PLAN_LIMIT' },
    });
    const saveButton = screen.getByRole('button', { name: 'Save Company' }) as HTMLButtonElement;
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    fireEvent.click(saveButton);
    await screen.findByText('The Free plan keeps up to 5 saved companies.');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
