/**
 * The admin pages, in menu order: the app shell shows them to admins (the server decides who is one: `isAdmin`
 * from /api/me) and every admin page links to the others. The router guards the same paths with `RequireAdmin`.
 */
export const ADMIN_PAGES = [
  { path: '/finnhub-import', label: 'Data Manager' },
  { path: '/import', label: 'Import Companies' },
  { path: '/test-analysis', label: 'Test Analysis' },
  { path: '/product-updates', label: 'Product Updates' },
  { path: '/admin-teams', label: 'Teams' },
  { path: '/audit', label: 'Audit Trail' },
  { path: '/debug', label: 'Debug' },
] as const;
