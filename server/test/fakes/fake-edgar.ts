import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

/**
 * A stand-in for both www.sec.gov and data.sec.gov, serving the real files in `../shared/edgar`. Their paths do not
 * collide (Archives/, files/ vs submissions/, api/), so one origin plays both hosts. Faults are injected per path
 * from tests directly or over HTTP (`POST /__control`) from Playwright and the benchmarks.
 */

export const SHARED_EDGAR_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/edgar',
);

export type FaultRule = {
  /** Applies to paths starting with this prefix (all paths when absent). */
  path?: string;
  /** How many matching requests it applies to (forever when absent). */
  times?: number;
} & (
  | { kind: 'throttle'; status?: 403 | 429; retryAfter?: number }
  | { kind: 'status'; status: number }
  | { kind: 'delay'; ms: number }
  | { kind: 'oversize'; bytes: number; declareLength?: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'drop' }
);

export interface ExtraFiling {
  cik: number;
  ticker: string;
  form: string;
  accessionNumber: string;
  filingDate: string;
  reportDate: string;
  primaryDocument: string;
  html: string;
}

export interface FakeEdgarOptions {
  port?: number;
  root?: string;
  /** Hide filings after this date (YYYY-MM-DD): the shared snapshot lists newer filings whose documents are absent. */
  asOf?: string;
}

interface ManifestFiling {
  company: string;
  ticker: string;
  cik: number;
  cik10: string;
  form: string;
  filing_date: string;
  period_of_report: string;
  accession_number: string;
  primary_document: string;
}

type Columns = Record<string, unknown[]>;

const CONTENT_TYPES: Record<string, string> = {
  '.htm': 'text/html; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

export const THROTTLE_PAGE =
  '<html><head><title>SEC.gov | Request Rate Threshold Exceeded</title></head><body><h1>Your Request Originates ' +
  'from an Undeclared Automated Tool</h1><p>Request Rate Threshold Exceeded</p></body></html>';

export class FakeEdgar {
  url = '';
  port = 0;
  totalRequests = 0;
  readonly requestsByPath = new Map<string, number>();
  readonly userAgents: string[] = [];
  readonly acceptEncodings: string[] = [];
  /** Wall-clock arrival times (ms) of every counted request, for the limiter benchmark. */
  readonly arrivals: number[] = [];
  private rules: FaultRule[] = [];
  private extra: ExtraFiling[] = [];
  private readonly root: string;
  private readonly manifest: ManifestFiling[];
  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.destroy();
    });
  });

  constructor(private readonly options: FakeEdgarOptions = {}) {
    this.root = options.root ?? SHARED_EDGAR_DIR;
    this.manifest = JSON.parse(readFileSync(path.join(this.root, 'manifest.json'), 'utf8')).filings;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  fault(rule: FaultRule): this {
    this.rules.push({ ...rule });
    return this;
  }

  addFiling(filing: ExtraFiling): this {
    this.extra.push(filing);
    return this;
  }

  requestsFor(pathPrefix: string): number {
    let count = 0;
    for (const [key, value] of this.requestsByPath) if (key.startsWith(pathPrefix)) count += value;
    return count;
  }

  /** Clears faults, extra filings and counters. */
  reset(): void {
    this.rules = [];
    this.extra = [];
    this.resetCounters();
  }

  resetCounters(): void {
    this.totalRequests = 0;
    this.requestsByPath.clear();
    this.userAgents.length = 0;
    this.acceptEncodings.length = 0;
    this.arrivals.length = 0;
  }

  stats() {
    return {
      totalRequests: this.totalRequests,
      requestsByPath: Object.fromEntries(this.requestsByPath),
      userAgents: [...new Set(this.userAgents)],
      arrivals: this.arrivals,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    if (url.pathname.startsWith('/__control')) return this.control(req, res, url.pathname);
    this.totalRequests += 1;
    this.arrivals.push(Date.now());
    this.requestsByPath.set(url.pathname, (this.requestsByPath.get(url.pathname) ?? 0) + 1);
    this.userAgents.push(req.headers['user-agent'] ?? '');
    this.acceptEncodings.push(String(req.headers['accept-encoding'] ?? ''));

    for (const rule of this.takeRules(url.pathname)) {
      switch (rule.kind) {
        case 'delay':
          await new Promise((resolve) => setTimeout(resolve, rule.ms));
          if (req.destroyed || res.destroyed) return;
          break;
        case 'throttle':
          res.writeHead(rule.status ?? 403, {
            'content-type': 'text/html',
            ...(rule.retryAfter === undefined ? {} : { 'retry-after': String(rule.retryAfter) }),
          });
          return void res.end(THROTTLE_PAGE);
        case 'status':
          return void res
            .writeHead(rule.status, { 'content-type': 'text/html' })
            .end(`<h1>${rule.status}</h1>`);
        case 'redirect':
          return void res.writeHead(302, { location: rule.location }).end();
        case 'drop':
          return void req.socket.destroy();
        case 'oversize':
          return this.sendFiller(res, rule.bytes, rule.declareLength ?? false);
      }
    }
    const body = await this.resolve(url.pathname);
    if (!body) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
    const type = CONTENT_TYPES[path.extname(url.pathname).toLowerCase()] ?? 'application/octet-stream';
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' });
      Readable.from([body]).pipe(createGzip()).pipe(res);
    } else {
      res.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
    }
  }

  private takeRules(pathname: string): FaultRule[] {
    const matching = this.rules.filter((rule) => !rule.path || pathname.startsWith(rule.path));
    for (const rule of matching) if (rule.times !== undefined) rule.times -= 1;
    this.rules = this.rules.filter((rule) => rule.times === undefined || rule.times > 0);
    return matching;
  }

  private sendFiller(res: ServerResponse, bytes: number, declareLength: boolean): void {
    res.writeHead(200, {
      'content-type': 'text/html',
      ...(declareLength ? { 'content-length': bytes } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let left = bytes;
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => {
      left = 0;
    });
    pump();
  }

  private async resolve(pathname: string): Promise<Buffer | null> {
    const submissions = /^\/submissions\/CIK(\d{10})\.json$/.exec(pathname);
    if (submissions) return this.submissions(submissions[1]!);
    const extra = this.extra.find((filing) => pathname === archivePath(filing));
    if (extra) return Buffer.from(extra.html);
    if (!/^\/(Archives|files|api)\//.test(pathname)) return null;
    const file = path.resolve(this.root, `.${decodeURIComponent(pathname)}`);
    if (!file.startsWith(`${this.root}${path.sep}`)) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? readFile(file) : null;
  }

  private async submissions(cik10: string): Promise<Buffer | null> {
    const cik = Number(cik10);
    const raw = await readFile(path.join(this.root, 'submissions', `CIK${cik10}.json`), 'utf8').catch(
      () => null,
    );
    const known = this.manifest.filter((filing) => filing.cik === cik);
    const extra = this.extra.filter((filing) => filing.cik === cik);
    if (!raw && known.length === 0 && extra.length === 0) return null;
    const doc = raw ? JSON.parse(raw) : synthesise(cik10, known, extra[0]?.ticker);
    const recent: Columns = doc.filings.recent;
    if (!raw) for (const filing of known) prepend(recent, fromManifest(filing));
    for (const filing of extra) prepend(recent, filing);
    sortNewestFirst(recent);
    if (this.options.asOf) keepRows(recent, (i) => String(recent.filingDate![i]) <= this.options.asOf!);
    return Buffer.from(JSON.stringify(doc));
  }

  private async control(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method === 'GET') return void res.writeHead(200).end(JSON.stringify(this.stats()));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    if (pathname === '/__control/reset') this.reset();
    else if (pathname === '/__control/reset-counters') this.resetCounters();
    else if (pathname === '/__control/fault') this.fault(body as FaultRule);
    else if (pathname === '/__control/filing') this.addFiling(body as ExtraFiling);
    else return void res.writeHead(404).end('{}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.stats()));
  }
}

export async function startFakeEdgar(options: FakeEdgarOptions = {}): Promise<FakeEdgar> {
  return new FakeEdgar(options).start();
}

export function archivePath(filing: {
  cik: number;
  accessionNumber: string;
  primaryDocument: string;
}): string {
  return `/Archives/edgar/data/${filing.cik}/${filing.accessionNumber.replaceAll('-', '')}/${filing.primaryDocument}`;
}

function fromManifest(filing: ManifestFiling): ExtraFiling {
  return {
    cik: filing.cik,
    ticker: filing.ticker,
    form: filing.form,
    accessionNumber: filing.accession_number,
    filingDate: filing.filing_date,
    reportDate: filing.period_of_report,
    primaryDocument: filing.primary_document,
    html: '',
  };
}

function synthesise(cik10: string, known: ManifestFiling[], ticker?: string) {
  const columns = [
    'accessionNumber',
    'filingDate',
    'reportDate',
    'form',
    'primaryDocument',
    'primaryDocDescription',
  ];
  return {
    cik: cik10,
    name: known[0]?.company ?? ticker ?? 'Unknown',
    tickers: [known[0]?.ticker ?? ticker].filter(Boolean),
    filings: { recent: Object.fromEntries(columns.map((column) => [column, []])), files: [] },
  };
}

function prepend(recent: Columns, filing: ExtraFiling): void {
  const values: Record<string, unknown> = {
    accessionNumber: filing.accessionNumber,
    filingDate: filing.filingDate,
    reportDate: filing.reportDate,
    form: filing.form,
    primaryDocument: filing.primaryDocument,
    primaryDocDescription: filing.form,
  };
  for (const [column, list] of Object.entries(recent)) list.unshift(values[column] ?? '');
}

function sortNewestFirst(recent: Columns): void {
  const dates = recent.filingDate ?? [];
  const order = dates.map((_, i) => i).sort((a, b) => String(dates[b]).localeCompare(String(dates[a])));
  for (const column of Object.keys(recent)) recent[column] = order.map((i) => recent[column]![i]);
}

function keepRows(recent: Columns, keep: (index: number) => boolean): void {
  const rows = (recent.filingDate ?? []).map((_, i) => i).filter(keep);
  for (const column of Object.keys(recent)) recent[column] = rows.map((i) => recent[column]![i]);
}
