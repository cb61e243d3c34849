import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * A stand-in for Finnhub's `/stock/symbol` and `/stock/profile2`, built from the bundled SEC ticker file so names
 * and tickers are real (industries are the provider's names, assigned in turn). Faults per path prefix:
 * `{kind: 'status', status: 401 | 429 | 500, times}`, `{kind: 'malformed', times}`, `{kind: 'slow', ms, times}`,
 * also over HTTP: `POST /__control/fault`, `POST /__control/reset`, `GET /__control`.
 */

export const FAKE_FINNHUB_KEY = 'fake-finnhub-key';

const SNAPSHOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../companies/catalogue/company-tickers-exchange.json.gz',
);

const INDUSTRIES = [
  'Technology',
  'Finance',
  'Health Technology',
  'Retail Trade',
  'Energy Minerals',
  'Producer Manufacturing',
  'Communications',
  'Consumer Non-Durables',
  'Miscellaneous',
];

const EXCHANGE_NAMES: Record<string, string> = {
  XNAS: 'NASDAQ NMS - GLOBAL MARKET',
  XNYS: 'NEW YORK STOCK EXCHANGE, INC.',
  XASE: 'NYSE MKT LLC',
};

export interface FinnhubFault {
  path: string;
  kind: 'status' | 'malformed' | 'slow';
  status?: number;
  ms?: number;
  times?: number;
}

export interface FakeFinnhubOptions {
  port?: number;
  /** Common stocks listed per exchange (the real lists are thousands long). */
  perExchange?: number;
  apiKey?: string;
}

interface Listing {
  symbol: string;
  description: string;
  type: string;
  mic: string;
}

export class FakeFinnhub {
  url = '';
  requests: string[] = [];
  private faults: FinnhubFault[] = [];
  private readonly listings: Listing[];
  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch(() => res.writeHead(500).end());
  });

  constructor(private readonly options: FakeFinnhubOptions = {}) {
    const file = JSON.parse(gunzipSync(readFileSync(SNAPSHOT)).toString('utf8')) as {
      data: Array<[number, string, string, string | null]>;
    };
    const perExchange = options.perExchange ?? 20;
    const byMic: Record<string, Listing[]> = { XNAS: [], XNYS: [], XASE: [] };
    for (const [, name, ticker, exchange] of file.data) {
      const mic =
        exchange === 'Nasdaq' ? 'XNAS' : exchange === 'NYSE' ? 'XNYS' : exchange === 'CBOE' ? 'XASE' : null;
      if (!mic || byMic[mic]!.length >= perExchange) continue;
      byMic[mic]!.push({
        symbol: ticker.replaceAll('-', '.'),
        description: name.toUpperCase(),
        type: 'Common Stock',
        mic,
      });
    }
    // What the real lists also hold and the import must leave out.
    byMic.XNAS!.push({ symbol: 'QQQX', description: 'NASDAQ 100 TRUST ETF', type: 'ETP', mic: 'XNAS' });
    byMic.XNYS!.push({ symbol: 'NODESC', description: '', type: 'Common Stock', mic: 'XNYS' });
    byMic.XNYS!.push({ symbol: 'NOPROF', description: 'NO PROFILE CORP', type: 'Common Stock', mic: 'XNYS' });
    byMic.XNYS!.push({
      symbol: 'CTRLX',
      description: 'CONTROL\u0000CHARACTERS\tCORP',
      type: 'Common Stock',
      mic: 'XNYS',
    });
    this.listings = Object.values(byMic).flat();
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  fault(fault: FinnhubFault): this {
    this.faults.push({ ...fault });
    return this;
  }

  reset(): void {
    this.faults = [];
    this.requests = [];
  }

  /** Tickers the import should bring in: common stocks with a description. */
  commonStocks(): string[] {
    return this.listings
      .filter((item) => item.type === 'Common Stock' && item.description)
      .map((item) => item.symbol);
  }

  private takeFault(pathname: string): FinnhubFault | undefined {
    const index = this.faults.findIndex((fault) => pathname.startsWith(fault.path));
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.splice(index, 1);
    }
    return fault;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname.startsWith('/__control')) {
      if (req.method === 'GET') return json(200, { requests: this.requests.length });
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (url.pathname === '/__control/reset') this.reset();
      else if (url.pathname === '/__control/fault')
        this.fault(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      return json(200, { ok: true });
    }
    this.requests.push(`${url.pathname}${url.search}`);
    if (req.headers['x-finnhub-token'] !== (this.options.apiKey ?? FAKE_FINNHUB_KEY)) {
      return json(401, { error: 'Invalid API key' });
    }
    const fault = this.takeFault(url.pathname);
    if (fault?.kind === 'status') return json(fault.status ?? 500, { error: 'API limit reached' });
    if (fault?.kind === 'malformed')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"oops":');
    if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 1000));
    if (url.pathname === '/stock/symbol') {
      const mic = url.searchParams.get('mic');
      return json(
        200,
        this.listings.filter((item) => item.mic === mic),
      );
    }
    if (url.pathname === '/stock/profile2') {
      const symbol = url.searchParams.get('symbol') ?? '';
      const index = this.listings.findIndex((item) => item.symbol === symbol);
      const listing = this.listings[index];
      if (!listing || symbol === 'NOPROF') return json(200, {});
      return json(200, {
        name: listing.description.replace(/\b(\w)(\w*)/g, (_m, a: string, b: string) => a + b.toLowerCase()),
        ticker: symbol,
        finnhubIndustry: INDUSTRIES[index % INDUSTRIES.length],
        exchange: EXCHANGE_NAMES[listing.mic],
      });
    }
    return json(404, { error: 'Not found' });
  }
}

export async function startFakeFinnhub(options: FakeFinnhubOptions = {}): Promise<FakeFinnhub> {
  return new FakeFinnhub(options).start();
}
