import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

const MAX_ENTRIES = 2000;

/**
 * Hono's default router, with each (method, path)'s match kept. Our routes put a fixed segment and a parameter at
 * the same place (`/companies/search` beside `/companies/:ticker`), which Hono's RegExpRouter refuses, so the
 * default falls back to the TrieRouter: a tree walk on every request, the largest single cost of a cheap request
 * after Node's own socket work. A path's match never changes once the routes are added, and Hono only reads it,
 * so the last 2,000 distinct paths are answered from memory (a path holds its parameters, so each stays exact).
 */
export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter';
  readonly #inner: Router<T>;
  readonly #matches = new Map<string, Result<T>>();

  constructor(inner: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] })) {
    this.#inner = inner;
  }

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#matches.get(key);
    if (known) return known;
    const result = this.#inner.match(method, path);
    if (this.#matches.size >= MAX_ENTRIES) this.#matches.delete(this.#matches.keys().next().value as string);
    this.#matches.set(key, result);
    return result;
  }
}
