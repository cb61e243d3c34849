import type { Subscription } from '@contract/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/accounts/auth-context';

/**
 * When the subscription says another plan than the signed-in state (a webhook landed while the page was open),
 * refresh the session's plan and every cached query, so the header label and the usage meter switch at once.
 */
export function usePlanSync(subscription: Subscription | undefined) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const differs = Boolean(subscription && !auth.loading && auth.user && subscription.plan !== auth.plan);
  const { refresh } = auth;
  useEffect(() => {
    if (!differs) return;
    void refresh().then(() => queryClient.invalidateQueries());
  }, [differs, refresh, queryClient]);
}
