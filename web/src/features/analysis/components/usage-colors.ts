import type { Usage } from '../api/types';

export type UsageLevel = 'green' | 'orange' | 'red';

/** Red from 90 % or at the limit, orange from 75 %, otherwise green. */
export function usageLevel(usage: Pick<Usage, 'count' | 'limit' | 'limitReached'>): UsageLevel {
  if (!usage.limit) return 'green';
  const percent = (usage.count / usage.limit) * 100;
  if (usage.limitReached || percent >= 90) return 'red';
  if (percent >= 75) return 'orange';
  return 'green';
}

export const barClass: Record<UsageLevel, string> = {
  green: 'bg-green-500',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
};
