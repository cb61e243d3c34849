import { getTechnologySignals, type TechnologySignal } from '@contract/research';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { TechnologyTab } from './technology-tab';

const signal = (over: Partial<TechnologySignal>): TechnologySignal => ({
  category: 'cloud',
  technology: 'Amazon Web Services',
  stance: 'risk',
  amount: null,
  quote: 'Currently, we run the vast majority of our computing on AWS.',
  start: 100,
  end: 160,
  section: { key: '1A', title: 'Risk Factors' },
  filing: { accession: '0001065280-25-000044', formType: '10-K', filingDate: '2025-01-27' },
  viewUrl: '/api/sec-filings/document/0001065280-25-000044?expires=1&sig=x&highlight=100-160#highlight',
  newSincePriorYear: null,
  ...over,
});
const ciso = signal({
  category: 'cybersecurity',
  technology: 'CISO reporting line',
  stance: 'investing',
  quote: 'Our CISO reports directly to the Chief Information Officer.',
  section: { key: '1C', title: 'Cybersecurity' },
  newSincePriorYear: true,
  viewUrl: '/api/sec-filings/document/0001065280-25-000044?expires=1&sig=x&highlight=300-360#highlight',
});

const renderTab = (onShowInFiling?: (url: string) => void) =>
  renderWithQuery(<TechnologyTab ticker="NFLX" onShowInFiling={onShowInFiling} />);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TechnologyTab', () => {
  it('groups the signals by category with their quote, stance and a link to the sentence', async () => {
    const { calls } = mockEndpoint(getTechnologySignals, () => ({ signals: [signal({}), ciso] }));
    const shown = vi.fn();
    renderTab(shown);
    const cloud = await screen.findByRole('heading', { name: 'Cloud' });
    const card = cloud.closest('[data-slot="card"]') ?? document.body;
    expect(within(card as HTMLElement).getByText('Amazon Web Services')).toBeTruthy();
    expect(screen.getByText(/we run the vast majority of our computing on AWS/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cybersecurity' })).toBeTruthy();
    expect(screen.getByText('New this year')).toBeTruthy();
    expect(screen.queryByText(/more technology/)).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Show in filing' })[1]!);
    expect(shown).toHaveBeenCalledWith(ciso.viewUrl);
    expect(calls[0]?.params.ticker).toBe('NFLX');
  });

  it('shows Free the two signals and an upgrade prompt naming how many more', async () => {
    mockEndpoint(getTechnologySignals, () => ({ signals: [signal({}), ciso], locked: 7 }));
    renderTab();
    expect(await screen.findByText('7 more technology signals with Pro')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
  });
});
