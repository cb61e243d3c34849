import { describe, expect, it } from 'vitest';
import { createErrorRing, maskSecrets } from './error-ring.ts';

describe('error ring buffer', () => {
  it('masks configured secrets, URL credentials, bearer tokens, key parameters and API keys', () => {
    const text = maskSecrets(
      'connect postgres://tenkai:hunter2@db/x failed; Bearer abc.def; ?token=zzz&x=1 sk_live_0123456789abc my-long-secret',
      ['my-long-secret'],
    );
    expect(text).not.toMatch(/hunter2|abc\.def|zzz|sk_live_0123456789abc|my-long-secret/);
    expect(text).toContain('postgres://tenkai:[redacted]@db/x');
    expect(text).toContain('token=[redacted]&x=1');
  });

  it('keeps the last 50 newest first', () => {
    const ring = createErrorRing({ size: 50 });
    for (let n = 0; n < 60; n += 1) ring.record({ source: 'http', message: `error ${n}` });
    const list = ring.list();
    expect(list).toHaveLength(50);
    expect(list[0]?.message).toBe('error 59');
    expect(list.at(-1)?.message).toBe('error 10');
  });
});
