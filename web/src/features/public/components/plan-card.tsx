import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Plan } from '../lib/pricing';

interface PlanCardProps {
  plan: Plan;
  price: ReactNode;
  badge?: ReactNode;
  highlighted?: boolean;
  note?: string;
  action: ReactNode;
  headingLevel: 'h3' | 'h2';
}

export function PlanCard({
  plan,
  price,
  badge,
  highlighted = false,
  note,
  action,
  headingLevel: Heading,
}: PlanCardProps) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-plan={plan.id}
      className={`relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm ${
        highlighted ? 'border-primary ring-1 ring-primary' : ''
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <Heading id={`plan-${plan.id}`} className="text-lg font-semibold">
          {plan.name}
        </Heading>
        {badge}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <div className="mt-5 min-h-20">{price}</div>
      <ul className="mt-4 flex-1 space-y-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
      {note && <p className="mt-3 text-center text-xs text-muted-foreground">{note}</p>}
    </article>
  );
}
