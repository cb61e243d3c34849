import type { BodyOf } from '@contract/endpoint';
import * as contract from '@contract/team-billing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** The team's plan and seats (any member); refreshed with the team's other queries. */
export function useTeamBilling(teamId: string) {
  return useQuery({
    queryKey: ['teams', teamId, 'billing'],
    queryFn: ({ signal }) => callApi(contract.getTeamBilling, { params: { teamId }, signal }),
  });
}

/** Both mutations leave the app for Stripe's hosted page: Checkout (upgrade) or the billing portal (seats). */
export function useTeamCheckout(teamId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof contract.createTeamCheckout>) =>
      callApi(contract.createTeamCheckout, { params: { teamId }, body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useTeamPortal(teamId: string) {
  return useMutation({
    mutationFn: () => callApi(contract.createTeamPortal, { params: { teamId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
