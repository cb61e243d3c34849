import { api } from '@/lib/api-client';

/**
 * `POST /api/stripe/sync-checkout`: back from Checkout, asks the server to read the session from Stripe now, so
 * the plan is Pro before the webhook arrives. Answers the plan it then holds.
 */
export async function syncCheckout(sessionId: string): Promise<'free' | 'pro'> {
  const { plan } = await api.post<{ plan?: string }>('/stripe/sync-checkout', { sessionId });
  return plan === 'pro' ? 'pro' : 'free';
}
