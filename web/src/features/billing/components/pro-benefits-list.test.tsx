import { FREE_MONTHLY_QUESTIONS } from '@contract/ask';
import { PRO_BENEFITS } from '@contract/pro-benefits';
import { FREE_TECHNOLOGY_SIGNALS } from '@contract/research';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProBenefitsList } from './pro-benefits-list';

afterEach(cleanup);

describe('ProBenefitsList', () => {
  it('lists exactly what Pro buys', () => {
    render(<ProBenefitsList />);
    const items = within(screen.getByRole('list', { name: 'What Pro adds' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([...PRO_BENEFITS]);
    // The Free allowances it names are the ones the server enforces.
    expect(PRO_BENEFITS).toContain(`Technology signals (Free: ${FREE_TECHNOLOGY_SIGNALS})`);
    expect(PRO_BENEFITS).toContain(`Ask a filing (Free: ${FREE_MONTHLY_QUESTIONS} a month)`);
  });
});
