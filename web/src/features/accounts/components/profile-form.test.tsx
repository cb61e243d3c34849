import * as contract from '@contract/accounts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { DESCRIPTION_NEEDED_FOR_ANALYSIS, PROFILE_SAVED, ProfileForm } from './profile-form';

afterEach(cleanup);

const stored: contract.Profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Engines',
  companyWebsite: '',
  companyDescription: '',
  updatedAt: null,
};

function renderForm() {
  let profile = stored;
  mockEndpoint(contract.getProfile, () => ({
    profile,
    notifications: {
      emailNotifications: true,
      secFilingAlerts: true,
      weeklyDigest: true,
      productUpdates: false,
    },
  }));
  const saved = mockEndpoint(contract.updateProfile, ({ body }) => {
    profile = { ...profile, ...body, updatedAt: '2026-01-01T00:00:00.000Z' };
    return { profile };
  });
  renderWithQuery(<ProfileForm />);
  return { saved, user: userEvent.setup() };
}

describe('ProfileForm', () => {
  it('shows the saved profile and saves the fields trimmed, saying analyses still need a description', async () => {
    const { saved, user } = renderForm();
    const first = await screen.findByLabelText('First Name');
    await waitFor(() => expect((first as HTMLInputElement).value).toBe('Ada'));
    await user.type(screen.getByLabelText('Company Website'), '  example.com ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(PROFILE_SAVED);
    screen.getByText(DESCRIPTION_NEEDED_FOR_ANALYSIS);
    expect(saved.calls[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines',
      companyWebsite: 'example.com',
      companyDescription: '',
    });
  });

  it('refuses a website it cannot read, at the field, without calling the server', async () => {
    const { saved, user } = renderForm();
    const website = await screen.findByLabelText('Company Website');
    await user.type(website, 'not a site');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(website.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Please enter a valid website, for example example.com');
    expect(saved.calls).toHaveLength(0);
  });

  it('reads the description hint with the description field', async () => {
    renderForm();
    const description = await screen.findByLabelText('What does your company sell? (required)');
    const hint = document.getElementById(description.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/^This is the most important field for accurate insights/);
  });
});
