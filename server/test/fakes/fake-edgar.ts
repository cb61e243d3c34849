import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { dailyIndexFile } from './fake-edgar-daily-index.ts';
import { applyFault, type FaultRule, takeRules } from './fake-edgar-faults.ts';
import { buildFrame } from './fake-edgar-frames.ts';
import { createFakeFullText, FULL_TEXT_PATH } from './fake-edgar-full-text.ts';
import { filingIndexPage } from './fake-edgar-index.ts';
import {
  archivePath,
  buildSubmissions,
  type ExtraFiling,
  type ManifestFiling,
  type SubmissionsPaging,
} from './fake-edgar-submissions.ts';

export type { ExtraFiling, FaultRule };

/**
 * A stand-in for both www.sec.gov and data.sec.gov, serving the real files in `../shared/edgar`. Their paths do not
 * collide (Archives/, files/ vs submissions/, api/), so one origin plays both hosts. Faults are injected per path
 * from tests directly or over HTTP (`POST /__control`) from Playwright and the benchmarks.
 */

/** `EDGAR_REPLICA_DIR` points elsewhere; otherwise `../shared/edgar` beside the checkout, or further up. */
export const SHARED_EDGAR_DIR = process.env.EDGAR_REPLICA_DIR
  ? path.resolve(process.env.EDGAR_REPLICA_DIR)
  : findSharedEdgar(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..'));

/** `../shared/edgar` beside the checkout, or further up for a git worktree (`/work/wt/<name>` → `/work/shared`). */
function findSharedEdgar(repoRoot: string): string {
  for (let dir = path.dirname(repoRoot); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'edgar');
    if (existsSync(path.join(candidate, 'manifest.json'))) return candidate;
    if (path.dirname(dir) === dir) return path.resolve(repoRoot, '../shared/edgar');
  }
}

export interface FakeEdgarOptions {
  port?: number;
  root?: string;
  /** Hide filings after this date (YYYY-MM-DD): the shared snapshot lists newer filings whose documents are absent. */
  asOf?: string;
  /** Serve long histories in `filings.files` pages, as EDGAR does (the shared snapshots hold them in one list). */
  paging?: SubmissionsPaging;
}

const CONTENT_TYPES: Record<string, string> = {
  '.htm': 'text/html; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.idx': 'text/plain',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

export class FakeEdgar {
  url = '';
  port = 0;
  totalRequests = 0;
  readonly requestsByPath = new Map<string, number>();
  readonly userAgents: string[] = [];
  readonly acceptEncodings: string[] = [];
  /** Wall-clock arrival times (ms) of every counted request, for the limiter benchmark. */
  readonly arrivals: number[] = [];
  /** Answers 304 Not Modified to a conditional request for an unchanged JSON document. */
  notModified = 0;
  /** Each JSON document's current version: its ETag and when that version first appeared. */
  private readonly versions = new Map<string, { etag: string; lastModified: number }>();
  private rules: FaultRule[] = [];
  private extra: ExtraFiling[] = [];
  private olderPages: string[] = [];
  private paging: SubmissionsPaging | undefined;
  private readonly root: string;
  private readonly manifest: ManifestFiling[];
  private readonly fullText: ReturnType<typeof createFakeFullText>;
  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.destroy();
    });
  });

  constructor(private readonly options: FakeEdgarOptions = {}) {
    this.root = options.root ?? SHARED_EDGAR_DIR;
    this.paging = options.paging;
    this.manifest = JSON.parse(readFileSync(path.join(this.root, 'manifest.json'), 'utf8')).filings;
    this.fullText = createFakeFullText(this.root);
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

  /** Lists an older submissions page in `filings.files` of every company (the fake serves no such page). */
  addOlderPage(name: string): this {
    this.olderPages.push(name);
    return this;
  }

  /** Splits every company's history into pages (`undefined` puts it back in one list). */
  pageSubmissions(paging: SubmissionsPaging | undefined): this {
    this.paging = paging;
    return this;
  }

  requestsFor(pathPrefix: string): number {
    let count = 0;
    for (const [key, value] of this.requestsByPath) if (key.startsWith(pathPrefix)) count += value;
    return count;
  }

  /** Clears faults, extra filings, older pages and counters. */
  reset(): void {
    this.rules = [];
    this.extra = [];
    this.olderPages = [];
    this.paging = this.options.paging;
    this.resetCounters();
  }

  resetCounters(): void {
    this.totalRequests = 0;
    this.notModified = 0;
    this.requestsByPath.clear();
    this.userAgents.length = 0;
    this.acceptEncodings.length = 0;
    this.arrivals.length = 0;
  }

  stats() {
    return {
      totalRequests: this.totalRequests,
      notModified: this.notModified,
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

    const { matching, left } = takeRules(this.rules, url.pathname);
    this.rules = left;
    for (const rule of matching) if (await applyFault(rule, req, res)) return;
    const body =
      url.pathname === FULL_TEXT_PATH
        ? await this.fullText(url.searchParams, this.options.asOf, this.extra)
        : await this.resolve(url.pathname);
    if (!body) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
    const type = CONTENT_TYPES[path.extname(url.pathname).toLowerCase()] ?? 'application/octet-stream';
    const validators = /^\/(submissions|api)\//.test(url.pathname)
      ? this.validatorsOf(url.pathname, body)
      : {};
    if (validators.etag && this.unchangedFor(req, url.pathname)) {
      this.notModified += 1;
      return void res.writeHead(304, validators).end();
    }
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.writeHead(200, { ...validators, 'content-type': type, 'content-encoding': 'gzip' });
      Readable.from([body]).pipe(createGzip()).pipe(res);
    } else {
      res.writeHead(200, { ...validators, 'content-type': type, 'content-length': body.length }).end(body);
    }
  }

  /** Like EDGAR: an ETag per version of a document (a filing published changes it) and its Last-Modified. */
  private validatorsOf(pathname: string, body: Buffer): { etag?: string; 'last-modified'?: string } {
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
    let version = this.versions.get(pathname);
    if (version?.etag !== etag) {
      // A new version is always dated after the one before, even within the same second.
      const after = version ? Math.floor(version.lastModified / 1000) * 1000 + 1000 : 0;
      version = { etag, lastModified: Math.max(Date.now(), after) };
      this.versions.set(pathname, version);
    }
    return { etag, 'last-modified': new Date(version.lastModified).toUTCString() };
  }

  /** If-None-Match decides when sent (RFC 9110); otherwise If-Modified-Since against the version's date. */
  private unchangedFor(req: IncomingMessage, pathname: string): boolean {
    const version = this.versions.get(pathname);
    if (!version) return false;
    const match = req.headers['if-none-match'];
    if (match) return match.split(',').some((tag) => tag.trim() === version.etag);
    const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
    return Number.isFinite(since) && Math.floor(version.lastModified / 1000) * 1000 <= since;
  }

  private async resolve(pathname: string): Promise<Buffer | null> {
    const submissions = /^\/submissions\/CIK(\d{10})(?:-submissions-(\d{3}))?\.json$/.exec(pathname);
    if (submissions)
      return this.submissions(submissions[1]!, submissions[2] ? Number(submissions[2]) : undefined);
    const extra = this.extra.find((filing) => pathname === archivePath(filing));
    if (extra) return Buffer.from(extra.html);
    if (!/^\/(Archives|files|api)\//.test(pathname)) return null;
    if (pathname.startsWith('/api/xbrl/frames/')) return buildFrame(this.root, pathname);
    if (pathname.startsWith('/Archives/edgar/daily-index/'))
      return dailyIndexFile(
        this.root,
        this.extra.map((filing) => filing.cik),
        this.manifest.map((filing) => filing.cik),
        (cik10) => this.submissions(cik10, undefined, false),
        pathname,
      );
    const index = await filingIndexPage(this.root, pathname);
    if (index) return index;
    const file = path.resolve(this.root, `.${decodeURIComponent(pathname)}`);
    if (!file.startsWith(`${this.root}${path.sep}`)) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? readFile(file) : null;
  }

  /** `paged` false: the whole history in one list (the daily index reads every filing). */
  private submissions(cik10: string, page?: number, paged = true): Promise<Buffer | null> {
    const { root, manifest, extra } = this;
    const paging = paged ? this.paging : undefined;
    return buildSubmissions(
      { root, manifest, extra, asOf: this.options.asOf, olderPages: this.olderPages, paging },
      cik10,
      page,
    );
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
    else if (pathname === '/__control/paging')
      this.pageSubmissions(typeof body.recent === 'number' ? (body as SubmissionsPaging) : undefined);
    else return void res.writeHead(404).end('{}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.stats()));
  }
}

export async function startFakeEdgar(options: FakeEdgarOptions = {}): Promise<FakeEdgar> {
  return new FakeEdgar(options).start();
}
