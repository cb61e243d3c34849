import { Link } from 'react-router';
import type { PrivacySection } from './privacy-sections';

/** The Terms of Service, describing the service as it really works (plans, limits, data sources). */
export function termsSections(contactEmail: string): PrivacySection[] {
  return [
    {
      id: 'the-service',
      title: 'The Service',
      body: (
        <p>
          10Kai lets you search US public companies, save them into lists, read their 10-K and 10-Q filings
          from SEC EDGAR, and run analyses of those filings tailored to what your company sells. By creating
          an account or using the service you agree to these terms.
        </p>
      ),
    },
    {
      id: 'your-account',
      title: 'Your Account',
      body: (
        <ul>
          <li>Give a real e-mail address you can receive mail at, and keep your password to yourself.</li>
          <li>
            You are responsible for what is done with your account; tell us at once if it has been misused.
          </li>
          <li>One person per account.</li>
        </ul>
      ),
    },
    {
      id: 'fair-use',
      title: 'Fair Use',
      body: (
        <>
          <p>
            Filings come from SEC EDGAR, which asks every user to keep to its fair-access rules. 10Kai spaces
            its requests to SEC for you; in return, do not:
          </p>
          <ul>
            <li>use automated tools to scrape 10Kai or to work around its rate limits or plan limits;</li>
            <li>try to reach other users' data, or probe, overload or disrupt the service;</li>
            <li>resell access to the service or its analyses without our written agreement.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'analyses',
      title: 'Analyses Are Research, Not Advice',
      body: (
        <p>
          Each analysis cites the sentences of the filing it is based on, so you can check it. Analyses can
          still be incomplete or wrong, and filings describe the past. Nothing in 10Kai is investment, legal
          or financial advice; check the filing itself before relying on a point.
        </p>
      ),
    },
    {
      id: 'plans',
      title: 'Plans and Limits',
      body: (
        <p>
          The Free plan includes a monthly number of analyses, shown in the app with what you have used. Paid
          plans, where offered, are described on the <Link to="/pricing">pricing page</Link> and billed in
          advance; cancelling stops the next renewal.
        </p>
      ),
    },
    {
      id: 'your-content',
      title: 'Your Content',
      body: (
        <p>
          What you enter (your profile, company description, lists) stays yours. You let us store and process
          it only to run the service for you, as the <Link to="/privacy">Privacy Policy</Link> describes.
        </p>
      ),
    },
    {
      id: 'availability',
      title: 'Availability and Changes',
      body: (
        <p>
          We work to keep 10Kai available but cannot promise it will be uninterrupted: SEC EDGAR itself may be
          slow or unavailable. We may change or end features; if a change materially affects a paid plan, we
          will tell you in advance.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Disclaimer and Liability',
      body: (
        <p>
          The service is provided “as is”. To the extent the law allows, 10Kai is not liable for indirect or
          consequential losses, and its total liability is limited to what you paid us in the twelve months
          before the claim.
        </p>
      ),
    },
    {
      id: 'ending',
      title: 'Ending Your Use',
      body: (
        <p>
          You may stop using 10Kai at any time and ask us at {contactEmail} to delete your account. We may
          suspend an account that breaks these terms, telling you why unless the law or security prevents it.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these terms: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      ),
    },
  ];
}
