import { expect, type Page } from '@playwright/test';

const origin = () => process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** Saves what the signed-in user sells, as the My Details form would (PUT /api/profile). */
export async function saveCompanyDescription(page: Page, companyDescription: string) {
  const response = await page.request.put('/api/profile', {
    data: { companyName: 'E2E Security Inc.', companyDescription },
    headers: { origin: origin() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Runs an analysis through the API (what the Analyze button sends), returning the response. */
export function postAnalysis(page: Page, data: Record<string, string>) {
  return page.request.post('/api/analysis', { data, headers: { origin: origin() } });
}

/** Whitespace differs between the plain text a quote comes from and the marked-up HTML; the letters do not. */
export const letters = (text: string) => text.replace(/\s+/g, '');
