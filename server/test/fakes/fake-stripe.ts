import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FormObject, list, obj, parseStripeForm, str, stringRecord } from './fake-stripe-form.ts';
import { checkoutRoute, controlRoute, portalRoute } from './fake-stripe-hosted.ts';
import { readBody, StripeHttpError, sendJson } from './fake-stripe-http.ts';
import type { FakePrice, FakeSession, FakeSubscription, Json, SentEvent } from './fake-stripe-types.ts';

export type { FakeSubscription, SentEvent };

/**
 * A local stand-in for the part of the Stripe REST API 10Kai uses (customers, products, prices, checkout and
 * billing-portal sessions, subscriptions), with hosted checkout and portal pages and signed webhook delivery.
 * The real `stripe` SDK talks to it through its host/port/protocol options. Its clock can be advanced so a
 * period ends (trial → active, or a scheduled cancellation → canceled) without waiting.
 */

export interface FakeStripeOptions {
  port?: number;
  /** Where signed events go: a URL (standalone) or a function (route tests drive `app.request()`). */
  webhookUrl?: string;
  webhookHandler?: (payload: string, signature: string) => Promise<number>;
  webhookSecret?: string;
  /** Create the `pro_monthly` / `pro_yearly` prices at start (the state after `npm run stripe:setup`). */
  seedPrices?: boolean;
}

const DAY = 86_400;

export class FakeStripe {
  url = '';
  webhookSecret: string;
  webhookUrl: string | undefined;
  /** Seconds added to the wall clock: `advance()` moves the fake's time forward. */
  offsetSeconds = 0;
  /** While true, events queue up instead of being delivered (to test the success-page sync racing the webhook). */
  holdWebhooks = false;
  /** Answer every API call with 500 (Stripe down) while above zero. */
  failNextRequests = 0;
  readonly customers = new Map<string, Json>();
  readonly products = new Map<string, Json>();
  readonly prices = new Map<string, FakePrice>();
  readonly sessions = new Map<string, FakeSession>();
  readonly portalSessions = new Map<string, { id: string; customer: string; return_url: string }>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly requests: { method: string; path: string; body: FormObject }[] = [];
  readonly sentEvents: SentEvent[] = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly queued: Json[] = [];
  private sequence = 0;
  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch((error) => {
      const status = error instanceof StripeHttpError ? error.status : 500;
      const type = error instanceof StripeHttpError ? error.type : 'api_error';
      const code = error instanceof StripeHttpError ? error.code : undefined;
      sendJson(res, status, { error: { type, code, message: (error as Error).message } });
    });
  });

  constructor(private readonly options: FakeStripeOptions = {}) {
    this.webhookSecret = options.webhookSecret ?? 'whsec_fake_local_secret';
    this.webhookUrl = options.webhookUrl;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    if (this.options.seedPrices ?? true) this.seedPrices();
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  seedPrices(): void {
    const product = this.createProduct({ name: '10Kai Pro' });
    this.createPrice({ product: product.id, lookup_key: 'pro_monthly', unit_amount: 999, interval: 'month' });
    this.createPrice({ product: product.id, lookup_key: 'pro_yearly', unit_amount: 9590, interval: 'year' });
    const team = this.createProduct({ name: '10Kai Team' });
    this.createPrice({
      product: team.id,
      lookup_key: 'team_seat_monthly',
      unit_amount: 999,
      interval: 'month',
    });
    this.createPrice({
      product: team.id,
      lookup_key: 'team_seat_yearly',
      unit_amount: 9590,
      interval: 'year',
    });
  }

  countRequests(method: string, pathPrefix: string): number {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).length;
  }

  // ---- hosted-page actions (also called directly by tests) ----

  /** The customer 'pays' the checkout session: a subscription starts (trialing when the session grants a trial). */
  async pay(sessionId: string): Promise<FakeSession> {
    const session = this.sessions.get(sessionId);
    if (session?.status !== 'open') throw new StripeHttpError(400, 'Checkout session is not open');
    const price = this.prices.get(session.line_items_price)!;
    const now = this.now();
    const trialEnd = session.trial_period_days ? now + session.trial_period_days * DAY : null;
    const subscription: FakeSubscription = {
      id: this.id('sub'),
      object: 'subscription',
      customer: session.customer!,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      metadata: session.subscription_metadata,
      items: { object: 'list', data: [] },
    };
    this.setItem(
      subscription,
      price,
      now,
      trialEnd ?? now + periodSeconds(price),
      session.line_items_quantity,
    );
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      subscription: subscription.id,
    });
    await this.emit('checkout.session.completed', session);
    await this.emit('customer.subscription.created', subscription);
    const amount = trialEnd ? 0 : price.unit_amount * session.line_items_quantity;
    await this.emit('invoice.paid', this.invoiceFor(subscription, amount));
    return session;
  }

  /** The portal's seat change (Team plan): Stripe prorates; the app only hears `customer.subscription.updated`. */
  async setQuantity(subscriptionId: string, quantity: number): Promise<FakeSubscription> {
    const subscription = this.getSubscription(subscriptionId);
    if (!Number.isInteger(quantity) || quantity < 1) throw new StripeHttpError(400, 'Invalid quantity');
    const item = subscription.items.data[0]!;
    const { current_period_start: start, current_period_end: end } = item as Record<string, number>;
    this.setItem(subscription, this.priceOf(subscription), start!, end!, quantity);
    await this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<FakeSubscription> {
    const subscription = this.getSubscription(subscriptionId);
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? this.periodEnd(subscription) : null;
    subscription.canceled_at = cancel ? this.now() : null;
    await this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  async switchInterval(subscriptionId: string): Promise<FakeSubscription> {
    const subscription = this.getSubscription(subscriptionId);
    const current = this.priceOf(subscription);
    const family = current.lookup_key?.startsWith('team_seat') ? 'team_seat' : 'pro';
    const wanted = `${family}_${current.recurring.interval === 'year' ? 'monthly' : 'yearly'}`;
    const next = [...this.prices.values()].find((p) => p.lookup_key === wanted && p.active);
    if (!next) throw new StripeHttpError(400, `No active price ${wanted}`);
    const item = subscription.items.data[0]!;
    this.setItem(subscription, next, item.current_period_start as number, item.current_period_end as number);
    await this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /** The card is declined at renewal: past_due, and `invoice.payment_failed`. */
  async failPayment(subscriptionId: string): Promise<FakeSubscription> {
    const subscription = this.getSubscription(subscriptionId);
    subscription.status = 'past_due';
    await this.emit(
      'invoice.payment_failed',
      this.invoiceFor(subscription, this.priceOf(subscription).unit_amount),
    );
    await this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /**
   * Moves the clock forward and ends every period that is over: a scheduled cancellation becomes `canceled`
   * (`customer.subscription.deleted`); otherwise a trial turns into a paid period, and a paid period renews.
   */
  async advance(seconds: number): Promise<void> {
    this.offsetSeconds += seconds;
    const now = this.now();
    for (const subscription of this.subscriptions.values()) {
      if (subscription.status === 'canceled') continue;
      if (this.periodEnd(subscription) > now) continue;
      if (subscription.cancel_at_period_end) {
        Object.assign(subscription, { status: 'canceled', ended_at: this.periodEnd(subscription) });
        await this.emit('customer.subscription.deleted', subscription);
        continue;
      }
      const price = this.priceOf(subscription);
      const start = this.periodEnd(subscription);
      subscription.status = 'active';
      this.setItem(subscription, price, start, start + periodSeconds(price));
      await this.emit('invoice.paid', this.invoiceFor(subscription, price.unit_amount));
      await this.emit('customer.subscription.updated', subscription);
    }
  }

  /** Advances just past the end of this subscription's current period. */
  async advanceToPeriodEnd(subscriptionId: string): Promise<void> {
    await this.advance(this.periodEnd(this.getSubscription(subscriptionId)) - this.now() + 1);
  }

  // ---- events ----

  buildEvent(type: string, object: unknown): Json {
    return {
      id: this.id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  /** The `Stripe-Signature` header for a payload, signed with the webhook secret at the real current time. */
  sign(payload: string, secret = this.webhookSecret, timestamp = Math.floor(Date.now() / 1000)): string {
    const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  async deliver(event: Json): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    const signature = this.sign(payload);
    let status = 0;
    try {
      if (this.options.webhookHandler) status = await this.options.webhookHandler(payload, signature);
      else if (this.webhookUrl) {
        const response = await fetch(this.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        status = response.status;
      }
    } catch {
      status = 0;
    }
    this.sentEvents.push({ id: event.id as string, type: event.type as string, status });
    return status;
  }

  /** Takes the held events without delivering them (tests deliver them in an order of their choosing). */
  takeHeldEvents(): Json[] {
    this.holdWebhooks = false;
    return this.queued.splice(0);
  }

  async releaseWebhooks(): Promise<void> {
    this.holdWebhooks = false;
    for (const event of this.queued.splice(0)) await this.deliver(event);
  }

  private async emit(type: string, object: unknown): Promise<void> {
    const event = this.buildEvent(type, object);
    if (this.holdWebhooks) this.queued.push(event);
    else await this.deliver(event);
  }

  // ---- HTTP ----

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (path.startsWith('/__control')) return controlRoute(this, method, path, raw, res);
    if (path.startsWith('/pay/')) return checkoutRoute(this, method, path, res);
    if (path.startsWith('/portal/'))
      return portalRoute(this, method, path, res, url.searchParams.has('updated'));
    if (!path.startsWith('/v1/')) throw new StripeHttpError(404, 'Not found');

    const body =
      method === 'GET' || method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
    this.requests.push({ method, path, body });
    if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
      throw new StripeHttpError(401, 'Invalid API Key provided', 'authentication_error');
    }
    if (this.failNextRequests > 0) {
      this.failNextRequests -= 1;
      throw new StripeHttpError(500, 'Fake Stripe is down', 'api_error');
    }
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && method === 'POST' ? `${path}:${key}` : null;
    const remembered = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (remembered) {
      res.setHeader('idempotent-replayed', 'true');
      return sendJson(res, remembered.status, remembered.body);
    }
    const result = await this.api(method, path, body);
    if (idempotencyKey) this.idempotent.set(idempotencyKey, { status: 200, body: result });
    sendJson(res, 200, result);
  }

  private async api(method: string, path: string, body: FormObject): Promise<unknown> {
    const segments = path.split('/').slice(2);
    // Namespaced resources have two segments: checkout/sessions, billing_portal/sessions.
    if (segments[0] === 'checkout' || segments[0] === 'billing_portal')
      segments.splice(0, 2, segments.slice(0, 2).join('/'));
    const [resource, id, action] = segments;
    const route = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (route) {
      case 'POST customers':
        return this.createCustomer(body);
      case 'GET customers/:id':
        return this.found(this.customers, id!);
      case 'POST products':
        return this.createProduct({
          name: str(body.name) ?? 'Product',
          metadata: stringRecord(body.metadata),
        });
      case 'GET prices':
        return this.listPrices(body);
      case 'POST prices':
        return this.createPrice({
          product: str(body.product)!,
          lookup_key: str(body.lookup_key) ?? null,
          unit_amount: Number(str(body.unit_amount)),
          interval: str(obj(body.recurring).interval) === 'year' ? 'year' : 'month',
          nickname: str(body.nickname) ?? null,
        });
      case 'POST checkout/sessions':
        return this.createSession(body);
      case 'GET checkout/sessions/:id':
        return this.expandSession(this.found(this.sessions, id!), list(body.expand));
      case 'POST billing_portal/sessions':
        return this.createPortalSession(body);
      case 'GET subscriptions/:id':
        return this.getSubscription(id!);
      case 'POST subscriptions/:id': {
        const cancel = str(body.cancel_at_period_end);
        if (cancel !== undefined) await this.setCancelAtPeriodEnd(id!, cancel === 'true');
        const quantity = str(obj(list(body.items)[0]).quantity);
        if (quantity !== undefined) await this.setQuantity(id!, Number(quantity));
        return this.getSubscription(id!);
      }
      case 'DELETE subscriptions/:id': {
        const subscription = this.getSubscription(id!);
        Object.assign(subscription, { status: 'canceled', ended_at: this.now(), canceled_at: this.now() });
        await this.emit('customer.subscription.deleted', subscription);
        return subscription;
      }
      default:
        throw new StripeHttpError(404, `Unrecognized request URL (${method}: ${path})`);
    }
  }

  private createCustomer(body: FormObject): Json {
    const customer = {
      id: this.id('cus'),
      object: 'customer',
      email: str(body.email) ?? null,
      name: str(body.name) ?? null,
      metadata: stringRecord(body.metadata),
      created: this.now(),
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createProduct(input: { name: string; metadata?: Record<string, string> }): Json & { id: string } {
    const product = {
      id: this.id('prod'),
      object: 'product',
      name: input.name,
      metadata: input.metadata ?? {},
    };
    this.products.set(product.id, product);
    return product;
  }

  private createPrice(input: {
    product: string;
    lookup_key: string | null;
    unit_amount: number;
    interval: 'month' | 'year';
    nickname?: string | null;
  }): FakePrice {
    if (!this.products.has(input.product))
      throw new StripeHttpError(400, `No such product: '${input.product}'`);
    if (!Number.isInteger(input.unit_amount)) throw new StripeHttpError(400, 'Invalid unit_amount');
    const price: FakePrice = {
      id: this.id('price'),
      object: 'price',
      active: true,
      currency: 'usd',
      lookup_key: input.lookup_key,
      nickname: input.nickname ?? null,
      product: input.product,
      recurring: { interval: input.interval, interval_count: 1 },
      type: 'recurring',
      unit_amount: input.unit_amount,
    };
    this.prices.set(price.id, price);
    return price;
  }

  private listPrices(body: FormObject): Json {
    const keys = list(body.lookup_keys).filter((k): k is string => typeof k === 'string');
    const activeOnly = str(body.active) === 'true';
    const data = [...this.prices.values()].filter(
      (p) =>
        (keys.length === 0 || (p.lookup_key && keys.includes(p.lookup_key))) && (!activeOnly || p.active),
    );
    return { object: 'list', data, has_more: false, url: '/v1/prices' };
  }

  private createSession(body: FormObject): FakeSession {
    const lineItems = list(body.line_items);
    const priceId = str(obj(lineItems[0]).price);
    if (str(body.mode) !== 'subscription') throw new StripeHttpError(400, 'Only subscription mode is faked');
    if (!priceId || !this.prices.has(priceId)) throw new StripeHttpError(400, `No such price: '${priceId}'`);
    const customer = str(body.customer);
    if (!customer || !this.customers.has(customer))
      throw new StripeHttpError(400, `No such customer: '${customer}'`);
    const subscriptionData = obj(body.subscription_data);
    const trialDays = str(subscriptionData.trial_period_days);
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer,
      client_reference_id: str(body.client_reference_id) ?? null,
      metadata: stringRecord(body.metadata),
      subscription: null,
      success_url: str(body.success_url)!,
      cancel_url: str(body.cancel_url)!,
      url: `${this.url}/pay/${id}`,
      line_items_price: priceId,
      line_items_quantity: Number(str(obj(lineItems[0]).quantity) ?? 1),
      trial_period_days: trialDays ? Number(trialDays) : null,
      subscription_metadata: stringRecord(subscriptionData.metadata),
      created: this.now(),
    };
    this.sessions.set(id, session);
    return session;
  }

  private expandSession(session: FakeSession, expand: unknown[]): Json {
    const result: Json = { ...session };
    if (expand.includes('subscription') && session.subscription) {
      result.subscription = this.subscriptions.get(session.subscription) ?? session.subscription;
    }
    return result;
  }

  private createPortalSession(body: FormObject): Json {
    const customer = str(body.customer);
    if (!customer || !this.customers.has(customer))
      throw new StripeHttpError(400, `No such customer: '${customer}'`);
    const portal = { id: this.id('bps'), customer, return_url: str(body.return_url) ?? this.url };
    this.portalSessions.set(portal.id, portal);
    return { ...portal, object: 'billing_portal.session', url: `${this.url}/portal/${portal.id}` };
  }

  latestSubscriptionId(): string | undefined {
    return [...this.subscriptions.values()].sort((a, b) => b.created - a.created)[0]?.id;
  }

  // ---- helpers ----

  private id(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_fake${this.sequence.toString().padStart(4, '0')}${randomBytes(4).toString('hex')}`;
  }

  found<T>(map: Map<string, T>, id: string): T {
    const value = map.get(id);
    if (!value)
      throw new StripeHttpError(404, `No such object: '${id}'`, 'invalid_request_error', 'resource_missing');
    return value;
  }

  getSubscription(id: string): FakeSubscription {
    return this.found(this.subscriptions, id);
  }

  priceOf(subscription: FakeSubscription): FakePrice {
    return subscription.items.data[0]!.price as FakePrice;
  }

  periodEnd(subscription: FakeSubscription): number {
    return subscription.items.data[0]!.current_period_end as number;
  }

  private setItem(
    subscription: FakeSubscription,
    price: FakePrice,
    start: number,
    end: number,
    quantity = Number(subscription.items.data[0]?.quantity ?? 1),
  ): void {
    subscription.items.data = [
      {
        id: subscription.items.data[0]?.id ?? this.id('si'),
        object: 'subscription_item',
        price: { ...price },
        quantity,
        current_period_start: start,
        current_period_end: end,
      },
    ];
  }

  private invoiceFor(subscription: FakeSubscription, amount: number): Json {
    return {
      id: this.id('in'),
      object: 'invoice',
      customer: subscription.customer,
      amount_paid: amount,
      status: 'paid',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
  }
}

function periodSeconds(price: FakePrice): number {
  return price.recurring.interval === 'year' ? 365 * DAY : 30 * DAY;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  return new FakeStripe(options).start();
}
