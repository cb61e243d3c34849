import type { PlanInterval } from '@contract/plans';
import { useState } from 'react';
import {
  checkoutErrorMessage,
  createCheckout,
  createPortal,
  portalErrorMessage,
} from '../api/billing-actions';

/**
 * Starting checkout or opening the portal: busy while the server answers, then the browser leaves
 * for Stripe's hosted page; on failure the spec's message and the buttons come back.
 */
export function useBillingRedirect() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function go(load: () => Promise<string>, message: (error: unknown) => string) {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await load());
    } catch (failure) {
      setError(message(failure));
      setBusy(false);
    }
  }

  return {
    busy,
    error,
    upgrade: (interval: PlanInterval = 'monthly') => go(() => createCheckout(interval), checkoutErrorMessage),
    openPortal: () => go(createPortal, portalErrorMessage),
  };
}
