import * as contract from '@contract/crm';
import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { CrmExportResume } from './crm-export-resume';

vi.mock('@/features/accounts/auth-context', () => ({ useAuth: () => ({ plan: 'pro' }) }));

const ANALYSIS_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';

afterEach(cleanup);

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('CrmExportResume', () => {
  it('reopens the export dialog the user connected from, and clears the URL', async () => {
    mockEndpoint(contract.getHubspotStatus, () => ({ connected: true, portal: 'p', configured: true }));
    renderWithQuery(
      <>
        <CrmExportResume />
        <Search />
      </>,
      { route: `/dashboard?page=search&crmExport=hubspot&crmAnalysis=${ANALYSIS_ID}` },
    );
    await screen.findByRole('dialog', { name: 'Export to HubSpot' });
    await screen.findByRole('textbox', { name: 'Search HubSpot companies' });
    expect(screen.getByTestId('search').textContent).toBe('?page=search');
  });

  it('opens nothing for a made-up provider or analysis id', async () => {
    renderWithQuery(
      <>
        <CrmExportResume />
        <Search />
      </>,
      { route: '/dashboard?crmExport=zoho&crmAnalysis=nope' },
    );
    await vi.waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
