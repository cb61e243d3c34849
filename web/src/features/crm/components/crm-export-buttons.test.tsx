import * as contract from '@contract/crm';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { aliceAccount, renderWithAuth } from '@/test/render-with-auth';
import { renderWithQuery } from '@/test/render-with-query';
import { ConnectionsSection } from './connections-section';
import { CrmExportButtons } from './crm-export-buttons';

const ANALYSIS_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';

afterEach(cleanup);

describe('CrmExportButtons', () => {
  it('shows a Free user both exports marked Pro, leading to the pricing page', async () => {
    renderWithAuth(<CrmExportButtons analysisId={ANALYSIS_ID} />, {
      route: '/dashboard',
      path: '/dashboard',
      signedIn: true,
    });
    const salesforce = await screen.findByRole('link', { name: 'Export to Salesforce Pro' });
    const hubspot = screen.getByRole('link', { name: 'Export to HubSpot Pro' });
    for (const link of [salesforce, hubspot]) {
      expect(link.getAttribute('href')).toBe('/pricing');
      expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'CRM export is part of the Pro plan.',
      );
    }
    expect(screen.queryByRole('button', { name: /Export to/ })).toBeNull();
    await userEvent.setup().click(salesforce);
    expect((await screen.findByTestId('location')).textContent).toBe('/pricing');
  });

  it('gives a Pro user the export buttons', async () => {
    mockEndpoint(contract.getSalesforceStatus, () => ({
      connected: false,
      username: null,
      configured: true,
    }));
    renderWithAuth(<CrmExportButtons analysisId={ANALYSIS_ID} />, {
      route: '/dashboard',
      path: '/dashboard',
      signedIn: true,
      me: () => aliceAccount({}, 'pro'),
    });
    await screen.findByRole('button', { name: 'Export to Salesforce' });
    screen.getByRole('button', { name: 'Export to HubSpot' });
    expect(screen.queryByText('Pro')).toBeNull();
  });

  it('shows nothing outside a signed-in session', () => {
    renderWithQuery(<CrmExportButtons analysisId={ANALYSIS_ID} />);
    expect(screen.queryByRole('link', { name: /Export to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export to/ })).toBeNull();
  });
});

describe('ConnectionsSection', () => {
  it('offers a Free user the upgrade, and asks the server nothing', () => {
    renderWithQuery(<ConnectionsSection plan="free" />);
    const card = screen.getByText('Connections').closest('#connections') as HTMLElement;
    within(card).getByText('Exports to Salesforce and HubSpot are part of the Pro plan.');
    expect(within(card).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
  });

  it('shows a Pro user each connection, and disconnects one', async () => {
    let connected = true;
    const status = mockEndpoint(contract.getSalesforceStatus, () => ({
      connected,
      username: connected ? 'me@org' : null,
      configured: true,
    }));
    mockEndpoint(contract.getHubspotStatus, () => ({ connected: false, portal: null, configured: false }));
    const disconnect = mockEndpoint(contract.disconnectSalesforce, () => {
      connected = false;
      return { ok: true as const };
    });
    renderWithQuery(<ConnectionsSection plan="pro" />);
    const salesforce = await screen.findByTestId('connection-salesforce');
    await within(salesforce).findByText('Connected as me@org');
    within(await screen.findByTestId('connection-hubspot')).getByText('Not available on this server');
    await userEvent.setup().click(within(salesforce).getByRole('button', { name: 'Disconnect' }));
    await within(salesforce).findByText('Not connected');
    expect(disconnect.calls).toHaveLength(1);
    expect(status.calls.length).toBeGreaterThan(1);
  });
});
