import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '@/features/admin';
import { ADMIN_ROUTES } from './other-routes';

describe('the admin routes', () => {
  it('serve exactly the pages the admin menu links to', () => {
    expect(Object.keys(ADMIN_ROUTES).sort()).toEqual(ADMIN_PAGES.map((page) => page.path).sort());
  });
});
