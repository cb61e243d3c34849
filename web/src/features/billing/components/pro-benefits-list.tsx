import { PRO_BENEFITS } from '@contract/pro-benefits';
import { Check } from 'lucide-react';

/** What Pro adds, exactly (contract/pro-benefits.ts): for the account page, beside the upgrade action. */
export function ProBenefitsList() {
  return (
    <ul className="grid gap-1 text-sm" aria-label="What Pro adds">
      {PRO_BENEFITS.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 text-green-600" aria-hidden="true" />
          {benefit}
        </li>
      ))}
    </ul>
  );
}
