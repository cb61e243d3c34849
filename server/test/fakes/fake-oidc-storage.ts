import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * In-memory storage for one fake OpenID provider (the library's quick-start adapter is one store per process and
 * warns on use): sessions, grants and codes for a few people at a time, so lookups by a secondary field just scan.
 */
export function memoryAdapter() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry || entry.expiresAt > Date.now()) return entry?.payload;
    store.delete(key);
    return undefined;
  };
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    private findBy(field: 'uid' | 'userCode', value: string) {
      for (const key of store.keys()) {
        const payload = key.startsWith(`${this.model}:`) ? live(key) : undefined;
        if (payload?.[field] === value) return payload;
      }
      return undefined;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      return this.findBy('uid', uid);
    }
    async findByUserCode(userCode: string) {
      return this.findBy('userCode', userCode);
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }
  };
}
