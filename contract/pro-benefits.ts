/**
 * What Pro buys, and nothing else: the pricing page, its FAQ, Settings → Subscription and the account page list
 * exactly these, each a capability this build has (web/src/features/public/marketing-claims.test.tsx checks the
 * public pages). Its own file, not plans.ts: the landing page's bundle (100 KB budget) loads plans.ts, and the
 * landing's plan card keeps these words in its own module (the same test holds them equal).
 */
export const PRO_BENEFITS = [
  'Unlimited analyses',
  'Unlimited saved companies',
  'CRM export to Salesforce and HubSpot',
  'Technology signals (Free: 2)',
  'Ask a filing (Free: 5 a month)',
  'The account brief',
] as const;
