import { API_ENDPOINTS } from '@contract/api';
import { FREE_MONTHLY_ANALYSES, FREE_SAVED_COMPANY_LIMIT } from '@contract/plans';
import { PRO_BENEFITS } from '@contract/pro-benefits';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithAuth } from '@/test/render-with-auth';
import { PricingFaq } from './components/pricing-faq';
import { analysisClaims } from './lib/analysis-claims';
import LandingPage from './pages/landing-page';

afterEach(cleanup);

/**
 * Every claim the landing page makes (its features, its steps, each plan's list and the FAQ's questions) and the
 * capability of this build that makes it true: API endpoints the server registers (`METHOD /path`, checked against
 * the contract), or a page of the app. A claim added to the page without a capability here fails the test, and
 * so does a capability that no longer exists.
 */
const CAPABILITIES: [claim: string | RegExp, capability: string[]][] = [
  // Features
  ['Search any public company', ['GET /companies/search', 'GET /companies/:ticker']],
  [
    'Latest 10-K and 10-Q filings',
    ['POST /sec-filings/fetch-latest', 'GET /sec-filings/document/:accession'],
  ],
  ['Sales analysis, quoted from the filing', ['POST /analysis', 'page /demo']],
  ['Risks and cybersecurity', ['POST /analysis', 'GET /sec-filings/:accession/sections']],
  ['Lists and saved companies', ['POST /lists', 'POST /saved-companies', 'GET /history/recent']],
  ['CRM export', ['POST /salesforce/create-note', 'POST /hubspot/exports']],
  // How it works
  ['Analyse its technology needs', ['POST /analysis', 'PUT /profile']],
  ['Organise and prioritise prospects', ['POST /lists', 'GET /alerts']],
  // Plans
  [`${FREE_MONTHLY_ANALYSES} analyses a month`, ['GET /analysis/usage']],
  [`${FREE_SAVED_COMPANY_LIMIT} saved companies in your own lists`, ['POST /saved-companies', 'POST /lists']],
  [
    '10-K, 10-Q and 8-K filings, with alerts when they file',
    ['GET /companies/:ticker/events', 'GET /alerts'],
  ],
  ['Unlimited analyses', ['POST /stripe/create-checkout', 'GET /analysis/usage']],
  ['Unlimited saved companies', ['POST /stripe/create-checkout', 'POST /saved-companies']],
  ['CRM export to Salesforce and HubSpot', ['POST /salesforce/create-note', 'POST /hubspot/exports']],
  ['Technology signals (Free: 2)', ['GET /companies/:ticker/technology']],
  ['Ask a filing (Free: 5 a month)', ['POST /sec-filings/:accession/ask']],
  ['The account brief', ['GET /companies/:ticker/brief', 'POST /companies/:ticker/brief/shares']],
  // FAQ
  ['Is there really a free plan?', ['GET /analysis/usage']],
  ['What does Pro add?', ['GET /companies/:ticker/technology', 'GET /companies/:ticker/brief']],
  [/day free trial of Pro work\?$/, ['POST /stripe/create-checkout']],
  ['Can I cancel anytime?', ['POST /stripe/create-portal']],
  ['How much is Pro on yearly billing?', ['POST /stripe/create-checkout']],
  ['Where does the data come from?', ['POST /sec-filings/fetch']],
  ['Which CRMs can I export to?', ['POST /salesforce/create-note', 'POST /hubspot/exports']],
  ['How are payments handled?', ['POST /stripe/create-checkout', 'POST /stripe/webhook']],
  [
    'What does Enterprise add?',
    ['PUT /teams/:teamId/sso/connection', 'POST /sso/start', 'POST /contact-sales'],
  ],
  // Enterprise
  ['Everything in Pro', ['PUT /admin/teams/:teamId/enterprise']],
  ['Up to 1,000 team members', ['POST /teams/:teamId/invitations', 'PUT /admin/teams/:teamId/enterprise']],
  [
    'Team admin dashboard',
    ['GET /teams/:teamId/members', 'GET /teams/:teamId/audit', 'GET /teams/:teamId/sso'],
  ],
  ['Single sign-on (OpenID Connect)', ['PUT /teams/:teamId/sso/connection', 'POST /sso/start']],
];

const PAGES = new Set(['/demo', '/pricing', '/login', '/privacy', '/terms']);
const ENDPOINTS = new Set(API_ENDPOINTS.map((e) => `${e.method.toUpperCase()} ${e.path}`));
const exists = (capability: string) =>
  capability.startsWith('page ') ? PAGES.has(capability.slice(5)) : ENDPOINTS.has(capability);
const capabilityOf = (claim: string) =>
  CAPABILITIES.find(([pattern]) => (typeof pattern === 'string' ? pattern === claim : pattern.test(claim)));

describe('what the landing page promises', () => {
  it('names only what this build does: each claim has a capability, and each capability exists', async () => {
    renderWithAuth(<LandingPage />, { route: '/', path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const section = (id: string) => document.getElementById(id)!;
    const claims = [
      ...within(section('features')).getAllByRole('heading', { level: 3 }),
      ...within(section('howitworks')).getAllByRole('heading', { level: 3 }),
      ...['free', 'pro', 'enterprise'].flatMap((plan) =>
        within(document.querySelector<HTMLElement>(`article[data-plan="${plan}"]`)!).getAllByRole('listitem'),
      ),
    ].map((element) => element.textContent!.trim());
    expect(claims.length).toBeGreaterThan(10);
    for (const claim of claims) {
      const entry = capabilityOf(claim);
      expect(entry, `"${claim}" has no capability behind it`).toBeDefined();
      for (const capability of entry![1]) expect(exists(capability), capability).toBe(true);
    }
    // Pro lists exactly what Pro buys, and nothing else.
    const pro = document.querySelector<HTMLElement>('article[data-plan="pro"]')!;
    expect(
      within(pro)
        .getAllByRole('listitem')
        .map((item) => item.textContent!.trim()),
    ).toEqual([...PRO_BENEFITS]);
    // Enterprise is sold by a conversation with sales, not through Checkout.
    expect(
      within(document.querySelector<HTMLElement>('article[data-plan="enterprise"]')!)
        .getByRole('link', { name: 'Contact Sales' })
        .getAttribute('href'),
    ).toBe('/contact-sales?topic=enterprise');
    expect(screen.queryByText(/most popular/i)).toBeNull();
    expect(document.body.textContent).not.toMatch(/\bAI\b/);
    expect(screen.getByRole('link', { name: 'Watch Demo' }).getAttribute('href')).toBe('/demo');
  });

  it('has a capability for every FAQ question, and calls analyses AI only with a model configured', async () => {
    renderWithAuth(<PricingFaq />, { route: '/', path: '/' });
    const questions = (await screen.findAllByRole('button')).map((button) => button.textContent!.trim());
    expect(questions.length).toBeGreaterThan(5);
    for (const question of questions) expect(capabilityOf(question), question).toBeDefined();
    for (const capability of CAPABILITIES.flatMap(([, list]) => list))
      expect(exists(capability), capability).toBe(true);
    expect(analysisClaims(false).source).not.toMatch(/\bAI\b|language model/);
    // The FAQ points at the Pro card (which holds PRO_BENEFITS, above) and promises nothing beyond it.
    await userEvent.click(screen.getByRole('button', { name: 'What does Pro add?' }));
    expect(
      await screen.findByText(
        'The items on the Pro card above and nothing else: the analysis itself is the same on both plans.',
      ),
    ).toBeTruthy();
    expect(analysisClaims(true).featureTitle).toBe('AI sales analysis');
  });
});
