import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DETAIL_TABS, type DetailTab } from '@/features/companies';
import { type Section, toSection } from './dashboard-sections';

/** Tickers are short upper-case symbols (BRK-B, BF.B); anything else in the URL is ignored. */
const TICKER = /^[A-Z0-9.-]{1,12}$/;

function toTab(value: string | null): DetailTab {
  return DETAIL_TABS.find((tab) => tab === value) ?? 'overview';
}

/**
 * The dashboard's state lives in the URL (`?page=`, `?company=`, `?tab=`) so reload, back/forward and shared links
 * restore it. Section and company changes push a history entry; tab changes replace it.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const section = toSection(params.get('page'));
  const rawTicker = params.get('company')?.toUpperCase() ?? null;
  const ticker = section === 'search' && rawTicker && TICKER.test(rawTicker) ? rawTicker : null;
  const tab = toTab(params.get('tab'));
  const error = params.get('error');

  const goToSection = useCallback(
    (next: Section) => setParams((current) => withOnly(current, { page: next })),
    [setParams],
  );

  const selectCompany = useCallback(
    (nextTicker: string, nextTab: DetailTab = 'overview') =>
      setParams((current) => withOnly(current, { page: 'search', company: nextTicker, tab: nextTab })),
    [setParams],
  );

  const clearCompany = useCallback(
    () => setParams((current) => withOnly(current, { page: 'search' })),
    [setParams],
  );

  const setTab = useCallback(
    (nextTab: DetailTab) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', nextTab);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const dismissError = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('error');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { section, ticker, tab, error, goToSection, selectCompany, clearCompany, setTab, dismissError };
}

/** Navigation drops the per-company keys (and any one-off error notice) and keeps unrelated ones. */
function withOnly(current: URLSearchParams, values: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['page', 'company', 'tab', 'error']) next.delete(key);
  for (const [key, value] of Object.entries(values)) next.set(key, value);
  return next;
}
