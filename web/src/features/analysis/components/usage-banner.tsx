import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useUsage } from '../api/get-usage';
import { usageLevel } from './usage-colors';

/** A floating notice when a free user is near (≥ 75 %) or at the monthly limit; dismissible until it changes. */
export function UsageBanner() {
  const { data: usage } = useUsage();
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  if (!usage || usage.isPro || !usage.limit) return null;
  const level = usageLevel(usage);
  if (level === 'green' || dismissedAt === usage.count) return null;
  return (
    <div
      role="status"
      data-testid="usage-banner"
      className={cn(
        'fixed right-4 bottom-4 z-50 flex max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg',
        usage.limitReached
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-orange-300 bg-orange-50 text-orange-900',
      )}
    >
      <div className="space-y-1 text-sm">
        {usage.limitReached ? (
          <>
            <p className="font-semibold">You've reached your free tier limit</p>
            <p>Upgrade to Pro for unlimited analyses. Your allowance resets {usage.resetDateFormatted}.</p>
          </>
        ) : (
          <>
            <p className="font-semibold">
              {usage.remaining} of {usage.limit} free analyses left this month
            </p>
            <p>Upgrade to Pro for unlimited analyses.</p>
          </>
        )}
        <Link to="/pricing" className="font-medium underline">
          Upgrade to Pro
        </Link>
      </div>
      <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={() => setDismissedAt(usage.count)}>
        <X className="size-4" />
      </Button>
    </div>
  );
}
