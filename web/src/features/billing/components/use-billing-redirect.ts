import type { PlanInterval } from '@contract/plans';
import { useMutation } from '@tanstack/react-query';
import { checkoutErrorMessage, openPortal, portalErrorMessage, startCheckout } from '../checkout';

type HostedPage = { kind: 'checkout'; interval: PlanInterval } | { kind: 'portal' };

/**
 * Starting checkout or opening the portal: busy while the server answers and after, as the browser leaves
 * for Stripe's hosted page; on failure the spec's message and the buttons come back.
 */
export function useBillingRedirect() {
  const redirect = useMutation({
    mutationFn: async (page: HostedPage) => {
      window.location.assign(await (page.kind === 'portal' ? openPortal() : startCheckout(page.interval)));
    },
  });
  const message = redirect.variables?.kind === 'portal' ? portalErrorMessage : checkoutErrorMessage;

  return {
    busy: redirect.isPending || redirect.isSuccess,
    error: redirect.isError ? message(redirect.error) : null,
    upgrade: (interval: PlanInterval = 'monthly') => redirect.mutate({ kind: 'checkout', interval }),
    openPortal: () => redirect.mutate({ kind: 'portal' }),
  };
}
