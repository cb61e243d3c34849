import type { PlanInterval } from '@contract/plans';

const OPTIONS: { value: PlanInterval; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** Monthly / Yearly switch with the 'Save 20%' badge. */
export function BillingToggle({
  value,
  onChange,
}: {
  value: PlanInterval;
  onChange: (next: PlanInterval) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <fieldset className="inline-flex rounded-lg border bg-muted p-1">
        <legend className="sr-only">Billing period</legend>
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className="rounded-md px-4 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
        Save 20%
      </span>
    </div>
  );
}
