import type { ReactNode } from 'react';

export interface PrivacySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The 13 sections of the policy, describing what 10Kai really stores and shares. */
export function privacySections(contactEmail: string): PrivacySection[] {
  return [
    {
      id: 'introduction',
      title: 'Introduction',
      body: (
        <p>
          10Kai (“we”, “us”) helps sales professionals research US public companies using their SEC filings.
          This policy explains what personal information we collect when you use the 10Kai website and app,
          how we use and protect it, and the choices you have.
        </p>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      body: (
        <>
          <p>We collect only what the service needs:</p>
          <ul>
            <li>
              <strong>Account data:</strong> your e-mail address, a hashed password (never the password
              itself), and, if you sign in with Google or LinkedIn, the basic profile those services share
              (name, e-mail, picture). If your team signs in through its company's identity provider (single
              sign-on), that provider tells us your name, e-mail address and its own identifier for you, and
              we keep that identifier to recognise you next time.
            </li>
            <li>
              <strong>Profile data:</strong> first and last name, company name, company website and the
              description of what your company sells.
            </li>
            <li>
              <strong>Your research:</strong> companies you save, your lists, companies you have viewed, and
              the analyses you run, with a count of analyses per month for plan limits.
            </li>
            <li>
              <strong>Connections:</strong> if you connect Salesforce or HubSpot, the access tokens for that
              connection, stored encrypted.
            </li>
            <li>
              <strong>Billing data:</strong> your plan and subscription status. Card details are handled by
              Stripe and never reach our servers.
            </li>
            <li>
              <strong>Messages to sales:</strong> when you use the contact-sales form, your name, e-mail,
              company, team size and message are e-mailed to our sales team; to limit how many messages one
              network address can send in an hour, we count them under a one-way hash of the address, never
              the address itself.
            </li>
            <li>
              <strong>Technical data:</strong> session records (time, IP address, browser) and security logs
              such as failed sign-in attempts.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      body: (
        <ul>
          <li>
            To provide the service: search, saved companies, filings and analyses tailored to what you sell.
          </li>
          <li>To run your account: sign-in, two-factor authentication, password resets and sessions.</li>
          <li>To manage your plan, enforce its limits and process payments through Stripe.</li>
          <li>To export analyses to your CRM when you ask us to.</li>
          <li>To keep the service secure, prevent abuse and fix problems.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'How We Share Your Information',
      body: (
        <>
          <p>
            We do not sell your personal information. We share it only with the processors that run the
            service:
          </p>
          <ul>
            <li>
              <strong>Stripe</strong> processes payments and subscriptions.
            </li>
            <li>
              <strong>A large language model provider, when this service is configured to use one</strong>,
              receives the filing text and your product description to produce an analysis; it does not
              receive your e-mail or password. Without one, analyses are made on our own servers and nothing
              leaves them.
            </li>
            <li>
              <strong>SEC EDGAR</strong> receives requests for public filings; these identify 10Kai, not you.
            </li>
            <li>
              <strong>Salesforce or HubSpot</strong> receive the analyses you choose to export.
            </li>
          </ul>
          <p>We may disclose information when the law requires it.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Data Security',
      body: (
        <p>
          Passwords are hashed with Argon2id; CRM access tokens are stored encrypted; connections use HTTPS;
          sessions expire and can be ended from your account; sign-in attempts are rate limited. No system is
          perfectly secure, but we work to protect your data and will notify you of a breach as the law
          requires.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'Data Retention',
      body: (
        <>
          <p>
            We keep your data while your account is open. You can delete your account yourself at any time on
            the Account page (Delete Account), after confirming your password and, if you use it, your
            two-factor code.
          </p>
          <p>
            Deleting your account removes at once, in one step: your account, profile and sign-in methods,
            every session, your lists and saved companies, viewing history, analyses (with a cached analysis
            that only you had opened) and analysis counts, alerts and their settings, your calendar feed, API
            tokens and CRM connections, whose access we also revoke at Salesforce and HubSpot, your team
            memberships and the notes you wrote on your teams' companies (a team you were alone on goes too).
            A Pro subscription is cancelled at Stripe immediately, with no further charges.
          </p>
          <p>
            What we keep: Stripe keeps its customer record with your invoices and payments for as long as tax
            and accounting law require; we keep a note that the account with a given internal number was
            deleted, and when, without your name, e-mail or any of your data; records of background jobs you
            started (such as an alert check) stay without your name; a team's audit log, which its owners and
            admins read, keeps your name and e-mail beside the changes you made to that team (an invitation, a
            role, a shared list); and our server and security logs, which record your internal account number
            and IP address with requests, are kept only as long as needed for security and troubleshooting.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      body: (
        <p>
          You can see and correct your profile in the app at any time. On the Account page you can download a
          copy of your data yourself (Export Your Data: everything we hold about you as a JSON file, and your
          lists as a CSV spreadsheet) and delete your account (see Data Retention). You may also ask us to
          restrict or object to the use of your data, and you can disconnect a CRM whenever you like.
          Depending on where you live (for example under the GDPR or the CCPA) you may have further rights,
          including to complain to a data protection authority.
        </p>
      ),
    },
    {
      id: 'childrens-privacy',
      title: "Children's Privacy",
      body: (
        <p>
          10Kai is a business tool and is not intended for anyone under 18 years of age. We do not knowingly
          collect information from anyone under 18; if you believe we have, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Links',
      body: (
        <p>
          10Kai links to other websites, such as SEC EDGAR and financial data sites. Their privacy practices
          are their own; please read their policies.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          We use only the cookies needed to keep you signed in and to protect your session. We do not use
          advertising or third-party tracking cookies.
        </p>
      ),
    },
    {
      id: 'international-transfers',
      title: 'International Data Transfers',
      body: (
        <p>
          10Kai and its processors may handle data in the United States and other countries. Where the law
          requires it, transfers are protected by appropriate safeguards such as standard contractual clauses.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: (
        <p>
          We may update this policy. The “Last updated” date above shows the latest version; for material
          changes we will tell you by e-mail or in the app before they take effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: (
        <p>
          Questions or requests about your privacy? E-mail us at{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            {contactEmail}
          </a>
          .
        </p>
      ),
    },
  ];
}
