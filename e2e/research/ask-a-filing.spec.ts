import { expect, test } from '@playwright/test';
import { openDashboardAsNewUser } from '../support/auth';

// Coca-Cola's FY2024 10-K from the fake EDGAR serving the shared replica: a Free user asks it, is answered in the
// filing's own sentences with a link that marks the sentence, sees "not found" said plainly, and the allowance count down.
test('Ask a filing: answers quote the 10-K with "Show in filing", "not found" is plain, Free questions count down', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDashboardAsNewUser(page, '/dashboard?company=KO&tab=documents');
  await expect(page.getByText('SEC Filings for KO')).toBeVisible();
  await page.getByRole('button', { name: 'Fetch Latest' }).click();
  const viewer = page.getByRole('region', { name: 'Filing Viewer' });
  await expect(viewer.getByRole('heading', { name: /KO 10-K/ })).toBeVisible({ timeout: 60_000 });
  await viewer.getByRole('tab', { name: 'Ask' }).click();

  const ask = page.getByRole('region', { name: 'Ask this filing' });
  await expect(ask.getByText('5 of 5 free questions left this month')).toBeVisible();
  await ask.getByRole('textbox', { name: 'Question' }).fill('What did they say about ransomware?');
  await ask.getByRole('button', { name: 'Ask' }).click();
  const answer = ask.getByRole('article', { name: 'Answer to What did they say about ransomware?' });
  await expect(answer).toContainText(/ransomware/i, { timeout: 30_000 });
  await expect(answer.getByRole('link', { name: 'Show in filing' }).first()).toHaveAttribute(
    'href',
    /highlight=\d+-\d+/,
  );
  await expect(ask.getByText('4 of 5 free questions left this month')).toBeVisible();

  await ask.getByRole('textbox', { name: 'Question' }).fill('Do they mention SAP?');
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(ask.getByRole('article', { name: 'Answer to Do they mention SAP?' })).toContainText(
    'Not found',
  );
  await expect(ask.getByText('3 of 5 free questions left this month')).toBeVisible();
});

// The same question box in the analysis dialog: "Show in filing" marks the sentence in the dialog's Document tab,
// and the sidebar's usage meter counts the question on its own allowance.
test('Ask a filing from the analysis dialog: the answer opens in the Document tab; the usage meter counts it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDashboardAsNewUser(page, '/dashboard?company=KO&tab=documents');
  await page.getByRole('button', { name: 'Fetch Latest' }).click();
  const viewer = page.getByRole('region', { name: 'Filing Viewer' });
  await expect(viewer.getByRole('heading', { name: /KO 10-K/ })).toBeVisible({ timeout: 60_000 });
  const meter = page.getByTestId('usage-meter-inline');
  await expect(meter.getByTestId('usage-questions')).toHaveText('0 / 5');

  await viewer.getByRole('button', { name: 'Analyze' }).click();
  const dialog = page.getByRole('dialog', { name: 'SEC Filing Analysis: KO (10-K)' });
  await dialog.getByRole('tab', { name: 'Ask' }).click();
  const ask = dialog.getByRole('region', { name: 'Ask this filing' });
  await ask.getByRole('textbox', { name: 'Question' }).fill('What did they say about ransomware?');
  await ask.getByRole('button', { name: 'Ask' }).click();
  const answer = ask.getByRole('article', { name: 'Answer to What did they say about ransomware?' });
  await expect(answer).toContainText(/ransomware/i, { timeout: 30_000 });
  await answer.getByRole('link', { name: 'Show in filing' }).first().click();
  await expect(dialog.getByRole('tab', { name: 'Document' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTitle('KO 10-K document')).toHaveAttribute('src', /highlight=\d+-\d+/);

  await page.keyboard.press('Escape');
  await expect(meter.getByTestId('usage-questions')).toHaveText('1 / 5');
});
