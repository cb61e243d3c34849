import type { Subscription } from '@contract/billing';
import { formatLongDate } from '@/lib/format';

/** The status as the account page shows it: Stripe's value in words ('past_due' → 'Past due'); 'Active' by default. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Active';
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Jan 5, 2025', 'Cancels on Jan 5, 2025' when a cancellation is scheduled, or 'N/A'. */
export function renewalText(
  subscription: Pick<Subscription, 'current_period_end' | 'cancel_at_period_end'>,
): string {
  const date = formatLongDate(subscription.current_period_end);
  if (subscription.cancel_at_period_end && date !== 'N/A') return `Cancels on ${date}`;
  return date;
}
