import * as contract from '@contract/crm';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { HubspotExportDialog } from './hubspot-export-dialog';
import { SalesforceExportDialog } from './salesforce-export-dialog';

const ANALYSIS_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const JOB_1 = '11111111-1111-4111-8111-111111111111';
const JOB_2 = '22222222-2222-4222-8222-222222222222';

afterEach(cleanup);

function open(dialog: 'salesforce' | 'hubspot') {
  const onOpenChange = vi.fn();
  const Dialog = dialog === 'salesforce' ? SalesforceExportDialog : HubspotExportDialog;
  renderWithQuery(<Dialog analysisId={ANALYSIS_ID} open onOpenChange={onOpenChange} />);
  return { onOpenChange, user: userEvent.setup() };
}

const exportStatus = (
  importId: string,
  change: Partial<contract.HubspotExportStatus>,
): contract.HubspotExportStatus => ({
  importId,
  state: 'PROCESSING',
  status: 'queued',
  progress: 0,
  isComplete: false,
  isSuccessful: false,
  errors: [],
  ...change,
});

describe('SalesforceExportDialog', () => {
  const connected = () =>
    mockEndpoint(contract.getSalesforceStatus, () => ({
      connected: true,
      username: 'me@org',
      configured: true,
    }));

  it('searches Accounts or Leads, exports the picked record, then closes 2 s later', async () => {
    connected();
    const search = mockEndpoint(contract.searchSalesforce, ({ query }) => ({
      records:
        query.get('type') === 'Lead'
          ? [{ Id: '00Q000000000001AAA', Name: 'Jane Buyer', Company: 'Apple', Email: 'j@a.example' }]
          : [{ Id: '001000000000001AAA', Name: 'Apple Inc.', Industry: 'Technology' }],
    }));
    const note = mockEndpoint(contract.createSalesforceNote, () => ({
      ok: true as const,
      id: '002000000000001AAA',
    }));
    const { onOpenChange, user } = open('salesforce');
    await user.click(await screen.findByRole('button', { name: 'Lead' }));
    await user.type(screen.getByRole('textbox', { name: 'Search Salesforce leads' }), 'jane');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Jane Buyer — Apple · j@a.example' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByText('Analysis added to Jane Buyer in Salesforce');
    expect(note.calls.map((call) => call.body)).toEqual([
      { parentId: '00Q000000000001AAA', analysisId: ANALYSIS_ID },
    ]);
    expect(search.calls[0]?.query.get('type')).toBe('Lead');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 3000 });
  });

  it('on SALESFORCE_AUTH_REQUIRED says so and offers to reconnect', async () => {
    connected();
    mockEndpoint(contract.searchSalesforce, () =>
      apiError(401, 'SALESFORCE_AUTH_REQUIRED', 'Salesforce authentication required'),
    );
    const { user } = open('salesforce');
    await user.type(await screen.findByRole('textbox', { name: 'Search Salesforce accounts' }), 'apple');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Authentication required. Please reconnect to Salesforce.');
    screen.getByRole('button', { name: 'Connect to Salesforce' });
  });

  it('keeps Search disabled while the box is blank, and searches the trimmed text', async () => {
    connected();
    const search = mockEndpoint(contract.searchSalesforce, () => ({ records: [] }));
    const { user } = open('salesforce');
    const box = await screen.findByRole('textbox', { name: 'Search Salesforce accounts' });
    expect(screen.getByRole('button', { name: 'Search' }).hasAttribute('disabled')).toBe(true);
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Search' }).hasAttribute('disabled')).toBe(true);
    await user.type(box, 'apple  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No records found.');
    expect(search.calls.map((call) => call.query.get('query'))).toEqual(['apple']);
  });

  it('asks to pick a record before exporting', async () => {
    connected();
    const note = mockEndpoint(contract.createSalesforceNote, () => ({ ok: true as const, id: 'x' }));
    const { user } = open('salesforce');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(note.calls).toEqual([]);
  });

  it('connects with a return path that reopens this dialog for this analysis', async () => {
    mockEndpoint(contract.getSalesforceStatus, () => ({
      connected: false,
      username: null,
      configured: true,
    }));
    const start = mockEndpoint(contract.startSalesforceAuth, () => ({ authUrl: '#consent' }));
    const { user } = open('salesforce');
    await user.click(await screen.findByRole('button', { name: 'Connect to Salesforce' }));
    await waitFor(() => expect(start.calls).toHaveLength(1));
    const returnTo = new URL(start.calls[0]?.query.get('returnTo') ?? '', 'http://localhost');
    expect(returnTo.searchParams.get('crmExport')).toBe('salesforce');
    expect(returnTo.searchParams.get('crmAnalysis')).toBe(ANALYSIS_ID);
  });
});

describe('HubspotExportDialog', () => {
  const connected = () =>
    mockEndpoint(contract.getHubspotStatus, () => ({
      connected: true,
      portal: 'portal.example',
      configured: true,
    }));
  const apple = { id: '1001', properties: { name: 'Apple Inc.', domain: 'apple.com', industry: null } };

  it('needs 2 characters, then exports and polls until HubSpot has the note', async () => {
    connected();
    const search = mockEndpoint(contract.searchHubspotCompanies, () => ({ results: [apple] }));
    const start = mockEndpoint(contract.startHubspotExport, () => ({
      importId: JOB_1,
      status: 'PROCESSING' as const,
    }));
    const poll = mockEndpoint(contract.getHubspotExport, () =>
      exportStatus(JOB_1, {
        state: 'DONE',
        status: 'succeeded',
        progress: 100,
        isComplete: true,
        isSuccessful: true,
      }),
    );
    const { user } = open('hubspot');
    await user.type(await screen.findByRole('textbox', { name: 'Search HubSpot companies' }), 'A');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Please enter at least 2 characters to search');
    expect(search.calls).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Search HubSpot companies' }), 'pple');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /Apple Inc\./ }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByText('Analysis has been added to HubSpot', {}, { timeout: 4000 });
    expect(poll.calls.map((call) => call.params.id)).toEqual([JOB_1]);
    expect(start.calls.map((call) => call.body)).toEqual([{ companyId: '1001', analysisId: ANALYSIS_ID }]);
    expect(start.calls[0]?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('shows the failure and offers Reconnect to HubSpot when the connection was revoked', async () => {
    connected();
    mockEndpoint(contract.searchHubspotCompanies, () => ({ results: [apple] }));
    mockEndpoint(contract.startHubspotExport, () => ({ importId: JOB_2, status: 'PROCESSING' as const }));
    mockEndpoint(contract.getHubspotExport, () =>
      exportStatus(JOB_2, {
        state: 'FAILED',
        status: 'failed',
        isComplete: true,
        errors: [
          {
            message: 'Your HubSpot connection is invalid or was revoked. Please reconnect.',
            code: 'HUBSPOT_AUTH_REQUIRED',
          },
        ],
      }),
    );
    const { user } = open('hubspot');
    await user.type(await screen.findByRole('textbox', { name: 'Search HubSpot companies' }), 'apple');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /Apple Inc\./ }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByRole('button', { name: 'Reconnect to HubSpot' }, { timeout: 4000 });
  });

  it('says when no company matches', async () => {
    connected();
    mockEndpoint(contract.searchHubspotCompanies, () => ({ results: [] }));
    const { user } = open('hubspot');
    await user.type(await screen.findByRole('textbox', { name: 'Search HubSpot companies' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No companies found. Try a different search term.');
  });

  it('connects with a return path that reopens this dialog for this analysis', async () => {
    mockEndpoint(contract.getHubspotStatus, () => ({ connected: false, portal: null, configured: true }));
    const start = mockEndpoint(contract.startHubspotAuth, () => ({ authUrl: '#consent' }));
    const { user } = open('hubspot');
    await user.click(await screen.findByRole('button', { name: 'Connect HubSpot' }));
    await waitFor(() => expect(start.calls).toHaveLength(1));
    const returnTo = new URL(start.calls[0]?.query.get('returnTo') ?? '', 'http://localhost');
    expect(returnTo.searchParams.get('crmExport')).toBe('hubspot');
    expect(returnTo.searchParams.get('crmAnalysis')).toBe(ANALYSIS_ID);
  });
});

describe('the export dialogs on a server without the CRM keys', () => {
  it('say Salesforce is not available on this server, with nothing to connect', async () => {
    mockEndpoint(contract.getSalesforceStatus, () => ({
      connected: false,
      username: null,
      configured: false,
    }));
    open('salesforce');
    await screen.findByText('Export to Salesforce is not available on this server.');
    expect(screen.queryByRole('button', { name: 'Connect to Salesforce' })).toBeNull();
    expect(screen.queryByText('Connection Failed')).toBeNull();
  });

  it('say HubSpot is not available on this server, with nothing to connect', async () => {
    mockEndpoint(contract.getHubspotStatus, () => ({ connected: false, portal: null, configured: false }));
    open('hubspot');
    await screen.findByText('Export to HubSpot is not available on this server.');
    expect(screen.queryByRole('button', { name: 'Connect HubSpot' })).toBeNull();
  });
});

describe('HubspotExportDialog when HubSpot answers 401', () => {
  it('offers Reconnect to HubSpot from a search', async () => {
    mockEndpoint(contract.getHubspotStatus, () => ({ connected: true, portal: null, configured: true }));
    mockEndpoint(contract.searchHubspotCompanies, () =>
      apiError(
        401,
        'HUBSPOT_AUTH_REQUIRED',
        'Your HubSpot connection is invalid or was revoked. Please reconnect.',
      ),
    );
    const { user } = open('hubspot');
    await user.type(await screen.findByRole('textbox', { name: 'Search HubSpot companies' }), 'apple');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('button', { name: 'Reconnect to HubSpot' });
  });
});
