/** The objects the fake Stripe keeps, in Stripe's own field names. */
export type Json = Record<string, unknown>;

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  nickname: string | null;
  product: string;
  recurring: { interval: 'month' | 'year'; interval_count: number };
  type: 'recurring';
  unit_amount: number;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  trial_start: number | null;
  trial_end: number | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Json[] };
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: string;
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  line_items_price: string;
  /** Seats, for the Team plan's per-seat price (1 for Pro). */
  line_items_quantity: number;
  trial_period_days: number | null;
  subscription_metadata: Record<string, string>;
  created: number;
}

export interface SentEvent {
  id: string;
  type: string;
  status: number;
}
