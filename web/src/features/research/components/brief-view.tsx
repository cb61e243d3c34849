import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AccountBrief, BriefCitation, BriefPoint } from '../api/account-brief';
import { BRIEF_PRINT_CSS } from './brief-print-style';

const UNAVAILABLE: Record<AccountBrief['unavailable'][number], string> = {
  financials: 'financial figures',
  technology: 'technology signals',
  changes: 'what changed this year',
  upcoming: 'upcoming filing dates',
};

const money = (value: number) =>
  Math.abs(value) >= 1e9 ? `$${(value / 1e9).toFixed(1)} B` : `$${(value / 1e6).toFixed(1)} M`;
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;

/** A quote with where it is in the filing and a link to it in the viewer. */
function Citation({ citation }: { citation: BriefCitation }) {
  return (
    <div className="space-y-1">
      <blockquote className="border-l-2 pl-3 text-sm">“{citation.quote}”</blockquote>
      <p className="text-muted-foreground text-xs">
        {citation.formType} · {citation.section.title}{' '}
        <a className="underline brief-no-print" href={citation.viewUrl} target="_blank" rel="noopener">
          Show in filing
        </a>
      </p>
    </div>
  );
}

function BriefCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="brief-card">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

function Points({ points, empty }: { points: BriefPoint[]; empty: string }) {
  if (!points.length) return <p className="text-sm">{empty}</p>;
  return (
    <ol className="space-y-4">
      {points.map((point) => (
        <li key={`${point.citation.accession}:${point.citation.start}`} className="space-y-1">
          <p className="font-medium">{point.title}</p>
          <p className="text-sm">{point.text}</p>
          <Citation citation={point.citation} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The account brief, read-only (the shared link's page is rendered by the server from the same data). It adds no
 * sentence about the company of its own: where the user has no analysis, it says so.
 */
export function BriefView({ brief }: { brief: AccountBrief }) {
  const { profile, analysis } = brief;
  const noAnalysis = `No analysis of ${profile.name} yet: analyse its 10-K with what you sell to see its initiatives, the risks that matter to you and conversation starters.`;
  const latestRevenue = profile.revenue.at(-1);
  return (
    <article className="account-brief space-y-4" aria-label={`Account brief: ${profile.name}`}>
      <style>{BRIEF_PRINT_CSS}</style>
      <header className="space-y-1">
        <h2 className="font-semibold text-2xl">
          {profile.name} ({brief.ticker})
        </h2>
        <p className="text-muted-foreground text-sm">
          Account brief of {brief.generatedAt.slice(0, 10)}
          {analysis
            ? ` · from the analysis of the ${analysis.filingType} for “${analysis.productDescription}”`
            : ''}
        </p>
      </header>
      {brief.unavailable.length ? (
        <p className="text-sm" role="note">
          Could not be read this time: {brief.unavailable.map((part) => UNAVAILABLE[part]).join(', ')}.
        </p>
      ) : null}
      <BriefCard title="Profile">
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Industry</dt>
            <dd>{profile.industry ?? 'Not in the SEC record'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Employees</dt>
            <dd>
              {profile.employees
                ? `${profile.employees.value.toLocaleString('en-US')} (${profile.employees.period})`
                : 'Not reported in XBRL'}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Revenue</dt>
            <dd>
              {latestRevenue
                ? `${money(latestRevenue.value)} (${latestRevenue.period})`
                : 'Not reported in XBRL'}
            </dd>
          </div>
        </dl>
        {profile.revenue.length > 1 ? (
          <table className="w-full text-sm" aria-label="Revenue trend">
            <tbody>
              {profile.revenue.map((year) => (
                <tr key={year.period}>
                  <th scope="row" className="text-left font-normal">
                    {year.period}
                  </th>
                  <td className="text-right">{money(year.value)}</td>
                  <td className="text-right text-muted-foreground">
                    {year.yoy === null ? '' : percent(year.yoy)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </BriefCard>
      <BriefCard title="Top initiatives">
        <Points
          points={brief.initiatives}
          empty={analysis ? 'The analysis found no cited initiative.' : noAnalysis}
        />
      </BriefCard>
      <BriefCard title="Top risks for you">
        <Points points={brief.risks} empty={analysis ? 'The analysis found no cited risk.' : noAnalysis} />
      </BriefCard>
      <BriefCard title="Technology signals">
        {brief.technology.length ? (
          <ul className="space-y-4">
            {brief.technology.map((signal) => (
              <li
                key={`${signal.citation.accession}:${signal.citation.start}:${signal.technology}`}
                className="space-y-1"
              >
                <div className="flex flex-wrap items-center gap-2">
                  {signal.technology ? <span className="font-medium">{signal.technology}</span> : null}
                  <Badge variant="secondary">{signal.stance}</Badge>
                  {signal.amount ? <Badge variant="outline">{signal.amount}</Badge> : null}
                  {signal.newSincePriorYear ? <Badge>New this year</Badge> : null}
                </div>
                <Citation citation={signal.citation} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">The latest filings name no technology, platform or vendor we recognise.</p>
        )}
      </BriefCard>
      <BriefCard title="What changed this year">
        <Points
          points={brief.changes.points}
          empty={brief.changes.message ?? 'No new risk factor or business passage against the prior 10-K.'}
        />
      </BriefCard>
      <BriefCard title="Upcoming filings">
        {brief.upcoming.length ? (
          <ul className="space-y-1 text-sm">
            {brief.upcoming.map((next) => (
              <li key={next.form}>
                <span className="font-medium">{next.form}</span> for the period ending {next.periodEnd}:
                expected {next.expectedDate} (between {next.earliestDate} and {next.latestDate}; {next.basis})
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">The filing history gives no prediction.</p>
        )}
      </BriefCard>
      <BriefCard title="Conversation starters">
        {brief.conversationStarters.length ? (
          <ol className="list-decimal space-y-4 pl-5">
            {brief.conversationStarters.map((starter) => (
              <li key={starter.text} className="space-y-1">
                <p>{starter.text}</p>
                <Citation citation={starter.citation} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm">{analysis ? 'The analysis offered no cited starter.' : noAnalysis}</p>
        )}
      </BriefCard>
    </article>
  );
}
