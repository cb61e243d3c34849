import {
  createBriefShare,
  getAccountBrief,
  listBriefShares,
  revokeBriefShare,
} from '@contract/account-brief';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockEndpoint, mswServer } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { sampleBrief } from '../testing/sample-brief';
import { BriefTab } from './brief-tab';

const SHARE_ID = '00000000-0000-4000-8000-0000000000aa';
const share = (status: 'active' | 'revoked') => ({
  id: SHARE_ID,
  createdAt: '2025-06-01T10:00:00.000Z',
  expiresAt: '2025-06-15T10:00:00.000Z',
  revokedAt: status === 'revoked' ? '2025-06-02T10:00:00.000Z' : null,
  status,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BriefTab', () => {
  it('shows every part of the brief with its quotes, and prints and copies it as Markdown', async () => {
    mockEndpoint(getAccountBrief, () => sampleBrief());
    mockEndpoint(listBriefShares, () => ({ shares: [] }));
    mswServer.use(
      http.get('*/api/companies/KO/brief/markdown', () => HttpResponse.text('# COCA COLA CO (KO)')),
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    renderWithQuery(<BriefTab ticker="KO" />);

    const brief = await screen.findByRole('article', { name: 'Account brief: COCA COLA CO' });
    for (const heading of ['Profile', 'Top initiatives', 'Top risks for you', 'Technology signals'])
      expect(within(brief).getByRole('heading', { name: heading })).toBeTruthy();
    expect(within(brief).getByText('Bottled & Canned Soft Drinks')).toBeTruthy();
    expect(within(brief).getByText('$47.1 B (FY2024)')).toBeTruthy();
    expect(within(brief).getByText(/We continue to refranchise bottling territories/)).toBeTruthy();
    expect(within(brief).getByText('How do your bottlers secure their plants?')).toBeTruthy();
    expect(within(brief).getByText(/expected 2025-07-25/)).toBeTruthy();
    const links = within(brief).getAllByRole('link', { name: 'Show in filing' });
    expect(links[0]?.getAttribute('href')).toContain('highlight=100-');

    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('# COCA COLA CO (KO)'));
  });

  it('says plainly that there is no analysis yet, and writes nothing in its place', async () => {
    mockEndpoint(getAccountBrief, () =>
      sampleBrief({ analysis: null, initiatives: [], risks: [], conversationStarters: [] }),
    );
    mockEndpoint(listBriefShares, () => ({ shares: [] }));
    renderWithQuery(<BriefTab ticker="KO" />);
    const notes = await screen.findAllByText(/No analysis of COCA COLA CO yet/);
    expect(notes).toHaveLength(3);
    expect(screen.queryByText('Refranchising bottling operations')).toBeNull();
  });

  it('shows Free the upgrade prompt the server decides on', async () => {
    mockEndpoint(getAccountBrief, () =>
      apiError(403, 'PRO_REQUIRED', 'The account brief is part of the Pro plan.'),
    );
    renderWithQuery(<BriefTab ticker="KO" />);
    expect(await screen.findByText('The account brief is part of Pro')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
  });

  it('makes a share link with its expiry, shows it once, and revokes it', async () => {
    mockEndpoint(getAccountBrief, () => sampleBrief());
    let shares = [share('active')];
    mockEndpoint(listBriefShares, () => ({ shares }));
    const created = mockEndpoint(createBriefShare, () => ({
      share: share('active'),
      path: `/api/shared-briefs/${'t'.repeat(43)}`,
    }));
    const revoked = mockEndpoint(revokeBriefShare, () => {
      shares = [share('revoked')];
      return undefined;
    });
    renderWithQuery(<BriefTab ticker="KO" />);
    const days = await screen.findByLabelText('Expires after (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Create share link' }));
    const link = (await screen.findByLabelText('Share link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/api/shared-briefs/${'t'.repeat(43)}`);
    expect(created.calls[0]?.body).toEqual({ expiresInDays: 30 });

    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Revoked');
    expect(revoked.calls[0]?.params).toMatchObject({ ticker: 'KO', id: SHARE_ID });
  });
});
