import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { privacySections } from './privacy-sections';

afterEach(cleanup);

function renderSection(id: string) {
  const section = privacySections('privacy@10kai.app').find((candidate) => candidate.id === id);
  return render(<section>{section?.body}</section>).container.textContent ?? '';
}

describe('the privacy policy on deletion and export (issue #26)', () => {
  it('says deletion is self-serve, what it removes and what is kept', () => {
    const text = renderSection('retention');
    expect(text).toContain('You can delete your account yourself at any time on the Account page');
    for (const removed of [
      'lists and saved companies',
      'analyses',
      'alerts and their settings',
      'API tokens',
    ]) {
      expect(text).toContain(removed);
    }
    expect(text).toContain('revoke at Salesforce and HubSpot');
    expect(text).toContain('cancelled at Stripe immediately');
    expect(text).toMatch(/What we keep: Stripe keeps its customer record with your invoices/);
    expect(text).toContain('without your name, e-mail or any of your data');
  });

  it('says an export of everything exists, as JSON, and the lists as CSV', () => {
    const text = renderSection('your-rights');
    expect(text).toContain('download a copy of your data yourself');
    expect(text).toContain('JSON file');
    expect(text).toContain('CSV spreadsheet');
    screen.getByText(/Export Your Data/);
  });
});
