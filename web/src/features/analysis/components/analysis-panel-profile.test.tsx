import { getProfile, type Profile, updateProfile } from '@contract/accounts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { useUpdateProfile } from '@/features/accounts';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { AnalysisPanel } from './analysis-panel';

afterEach(cleanup);

const profile: Profile = {
  firstName: 'Alice',
  lastName: 'Example',
  companyName: 'Acme',
  companyWebsite: '',
  companyDescription: 'cloud data warehouse',
  updatedAt: null,
};
const notifications = {
  emailNotifications: true,
  secFilingAlerts: true,
  weeklyDigest: true,
  productUpdates: false,
};

/** What the My Details form does on save, through the accounts feature's public hook. */
function SaveWhatYouSell({ text }: { text: string }) {
  const save = useUpdateProfile();
  return (
    <button
      type="button"
      onClick={() => save.mutate({ firstName: 'Alice', lastName: 'Example', companyDescription: text })}
    >
      Save
    </button>
  );
}

it('shows the description just saved in My Details, not an older copy', async () => {
  let saved = profile;
  mockEndpoint(getProfile, () => ({ profile: saved, notifications }));
  mockEndpoint(updateProfile, ({ body }) => {
    saved = { ...saved, ...body, updatedAt: '2026-01-01T00:00:00.000Z' };
    return { profile: saved };
  });
  renderWithQuery(
    <>
      <AnalysisPanel ticker="AAPL" filingType="10-K" accession="0000320193-24-000123" />
      <SaveWhatYouSell text="field service software" />
    </>,
  );
  expect(await screen.findByTestId('description-in-use')).toHaveProperty(
    'textContent',
    'Tailored to: cloud data warehouse',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('field service software')).toHaveProperty('tagName', 'SPAN');
  expect(screen.queryByText('cloud data warehouse')).toBeNull();
});
