import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery, stubFetch } from '@/test/render-with-query';
import { CrmExportButtons } from './crm-export-buttons';
import { HubspotExportDialog } from './hubspot-export-dialog';
import { SalesforceExportDialog } from './salesforce-export-dialog';

const ANALYSIS_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Reply = { status?: number; body?: unknown };

function setup(
  dialog: 'salesforce' | 'hubspot',
  answer: (method: string, path: string, url: URL) => Reply | undefined,
) {
  const { calls, fetchStub } = stubFetch(async (method, url) => {
    return answer(method, url.pathname, url) ?? { status: 404, body: { error: 'Not found' } };
  });
  vi.stubGlobal('fetch', fetchStub);
  const onOpenChange = vi.fn();
  const Dialog = dialog === 'salesforce' ? SalesforceExportDialog : HubspotExportDialog;
  renderWithQuery(<Dialog analysisId={ANALYSIS_ID} open onOpenChange={onOpenChange} />);
  return { calls, onOpenChange, user: userEvent.setup() };
}

describe('SalesforceExportDialog', () => {
  const connected = { body: { connected: true, username: 'me@org', configured: true } };

  it('searches Accounts or Leads, exports the picked record, then closes 2 s later', async () => {
    const { calls, onOpenChange, user } = setup('salesforce', (method, path, url) => {
      if (path === '/api/salesforce/connection-status') return connected;
      if (path === '/api/salesforce/search') {
        return url.searchParams.get('type') === 'Lead'
          ? {
              body: {
                records: [
                  { Id: '00Q000000000001AAA', Name: 'Jane Buyer', Company: 'Apple', Email: 'j@a.example' },
                ],
              },
            }
          : { body: { records: [{ Id: '001000000000001AAA', Name: 'Apple Inc.', Industry: 'Technology' }] } };
      }
      if (method === 'POST' && path === '/api/salesforce/create-note') return { body: { ok: true } };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Lead' }));
    await user.type(screen.getByRole('textbox', { name: 'Search Salesforce leads' }), 'jane');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Jane Buyer — Apple · j@a.example' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByText('Analysis added to Jane Buyer in Salesforce');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      parentId: '00Q000000000001AAA',
      analysisId: ANALYSIS_ID,
    });
    expect(calls.find((call) => call.path === '/api/salesforce/search')?.url.searchParams.get('type')).toBe(
      'Lead',
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 3000 });
  });

  it('on SALESFORCE_AUTH_REQUIRED says so and offers to reconnect', async () => {
    const { user } = setup('salesforce', (_method, path) => {
      if (path === '/api/salesforce/connection-status') return connected;
      if (path === '/api/salesforce/search') {
        return {
          status: 401,
          body: { error: 'Salesforce authentication required', code: 'SALESFORCE_AUTH_REQUIRED' },
        };
      }
      return undefined;
    });
    await user.type(await screen.findByRole('textbox', { name: 'Search Salesforce accounts' }), 'apple');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Authentication required. Please reconnect to Salesforce.');
    screen.getByRole('button', { name: 'Connect to Salesforce' });
  });

  it('asks to pick a record before exporting', async () => {
    const { calls, user } = setup('salesforce', (_method, path) =>
      path === '/api/salesforce/connection-status' ? connected : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('HubspotExportDialog', () => {
  const connected = { body: { connected: true, portal: 'portal.example', configured: true } };
  const apple = { id: '1001', properties: { name: 'Apple Inc.', domain: 'apple.com', industry: null } };

  it('needs 2 characters, then exports and polls until HubSpot has the note', async () => {
    let checks = 0;
    const { calls, user } = setup('hubspot', (method, path) => {
      if (path === '/api/hubspot/connection-status') return connected;
      if (path === '/api/hubspot/companies/search') return { body: { results: [apple] } };
      if (method === 'POST' && path === '/api/hubspot/exports')
        return { body: { importId: 'job-1', status: 'PROCESSING' } };
      if (path === '/api/hubspot/exports/job-1') {
        checks += 1;
        return {
          body: {
            importId: 'job-1',
            state: 'DONE',
            status: 'succeeded',
            progress: 100,
            isComplete: true,
            isSuccessful: true,
            errors: [],
          },
        };
      }
      return undefined;
    });
    await user.type(await screen.findByRole('textbox', { name: 'Search HubSpot companies' }), 'A');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Please enter at least 2 characters to search');
    expect(calls.some((call) => call.path === '/api/hubspot/companies/search')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Search HubSpot companies' }), 'pple');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /Apple Inc\./ }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByText('Analysis has been added to HubSpot', {}, { timeout: 4000 });
    expect(checks).toBe(1);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ companyId: '1001', analysisId: ANALYSIS_ID });
  });

  it('shows the failure and offers Reconnect to HubSpot when the connection was revoked', async () => {
    const { user } = setup('hubspot', (method, path) => {
      if (path === '/api/hubspot/connection-status') return connected;
      if (path === '/api/hubspot/companies/search') return { body: { results: [apple] } };
      if (method === 'POST' && path === '/api/hubspot/exports')
        return { body: { importId: 'job-2', status: 'PROCESSING' } };
      if (path === '/api/hubspot/exports/job-2') {
        return {
          body: {
            importId: 'job-2',
            state: 'FAILED',
            status: 'failed',
            progress: 0,
            isComplete: true,
            isSuccessful: false,
            errors: [{ message: 'Your HubSpot connection is invalid or was revoked. Please reconnect.' }],
          },
        };
      }
      return undefined;
    });
    await user.type(await screen.findByRole('textbox', { name: 'Search HubSpot companies' }), 'apple');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /Apple Inc\./ }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByRole('button', { name: 'Reconnect to HubSpot' }, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('says when no company matches', async () => {
    const { user } = setup('hubspot', (_method, path) => {
      if (path === '/api/hubspot/connection-status') return connected;
      if (path === '/api/hubspot/companies/search') return { body: { results: [] } };
      return undefined;
    });
    await user.type(await screen.findByRole('textbox', { name: 'Search HubSpot companies' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No companies found. Try a different search term.');
  });
});

describe('CrmExportButtons', () => {
  it('shows nothing without a Pro plan', () => {
    renderWithQuery(<CrmExportButtons analysisId={ANALYSIS_ID} />);
    expect(screen.queryByRole('button', { name: 'Export to Salesforce' })).toBeNull();
  });
});

describe('HubspotExportDialog when HubSpot answers 401', () => {
  it('offers Reconnect to HubSpot from a search', async () => {
    const { user } = setup('hubspot', (_method, path) => {
      if (path === '/api/hubspot/connection-status')
        return { body: { connected: true, portal: null, configured: true } };
      if (path === '/api/hubspot/companies/search') {
        return {
          status: 401,
          body: {
            error: 'Your HubSpot connection is invalid or was revoked. Please reconnect.',
            code: 'HUBSPOT_AUTH_REQUIRED',
          },
        };
      }
      return undefined;
    });
    await user.type(await screen.findByRole('textbox', { name: 'Search HubSpot companies' }), 'apple');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('button', { name: 'Reconnect to HubSpot' });
  });
});
