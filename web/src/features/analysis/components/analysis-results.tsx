import { FileSearch, Quote } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { Analysis, AnalysisItem, EmptyReason, Evidence } from '../api/types';
import { displayTitle, type TitledGroup } from './item-title';

export type ShowInFiling = (evidence: Evidence) => void;

const groups = [
  {
    key: 'keyInitiatives',
    title: 'Key Initiatives',
    tone: 'border-blue-200 bg-blue-50',
    badge: 'bg-blue-600',
  },
  { key: 'riskFactors', title: 'Risk Factors', tone: 'border-red-200 bg-red-50', badge: 'bg-red-600' },
  {
    key: 'positioningOpportunities',
    title: 'Positioning Opportunities',
    tone: 'border-green-200 bg-green-50',
    badge: 'bg-green-600',
  },
] as const;

function EvidenceQuote({ evidence, onShow }: { evidence: Evidence | null; onShow?: ShowInFiling }) {
  if (!evidence)
    return (
      <p className="text-xs italic text-muted-foreground">Model output, not verified against the filing.</p>
    );
  return (
    <div className="mt-2 space-y-1">
      <blockquote className="border-l-2 pl-3 text-xs italic text-muted-foreground">
        “{evidence.quote}”<span className="not-italic"> — {evidence.section.title}</span>
      </blockquote>
      {/* Offsets of a quote from another filing do not point into the one on screen. */}
      {onShow && !evidence.source ? (
        <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={() => onShow(evidence)}>
          <FileSearch aria-hidden="true" className="size-3" /> Show in filing
        </Button>
      ) : null}
    </div>
  );
}

function ItemCard({
  group,
  item,
  index,
  badge,
  onShow,
}: {
  group: TitledGroup;
  item: AnalysisItem;
  index: number;
  badge: string;
  onShow?: ShowInFiling;
}) {
  return (
    <li className="flex gap-3 rounded-md bg-white p-3 shadow-xs">
      <span
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white',
          badge,
        )}
      >
        {index + 1}
      </span>
      <div className="min-w-0">
        <p className="font-medium">
          {displayTitle(group, item.title, index)}
          {item.newThisYear ? (
            <Badge
              variant="warning"
              className="ml-2 align-middle"
              title="Not among the risk factors of the prior year's 10-K"
            >
              New this year
            </Badge>
          ) : null}
        </p>
        <p className="text-sm whitespace-pre-wrap">{item.description}</p>
        <EvidenceQuote evidence={item.evidence} onShow={onShow} />
      </div>
    </li>
  );
}

type Group = (typeof groups)[number]['key'];

/** What the reader is told about an empty group, by the reason the server gives. */
const EMPTY_TEXT: Record<Group, Partial<Record<EmptyReason, string>>> = {
  keyInitiatives: {
    section_not_found: 'This filing has no Business or MD&A section we could find to draw initiatives from.',
    no_plans_stated:
      "The sections read report results here: they state no plan or investment in the company's own voice.",
  },
  riskFactors: {
    section_not_found: 'This filing has no risk factors section we could find.',
    risks_by_reference:
      'This filing restates no risk factors: it points to the annual report, which could not be read. Open the latest 10-K for them.',
    no_risks_listed: 'The risk factors section lists no individual risk of its own.',
  },
  positioningOpportunities: {
    no_need_named:
      'Nothing in this filing names a need your product serves or sits next to, so no angle is invented.',
  },
};

function emptyText(group: Group, reason: EmptyReason | undefined): string {
  return (reason && EMPTY_TEXT[group][reason]) || 'Nothing in this filing could be cited for this section.';
}

/** The four coloured groups of an analysis. Everything is rendered as text: model output is never HTML. */
export function AnalysisResults({
  analysis,
  onShowInFiling,
}: {
  analysis: Analysis;
  onShowInFiling?: ShowInFiling;
}) {
  return (
    <div className="space-y-4" data-testid="analysis-results">
      {groups.map((group) => (
        <Card key={group.key} className={cn('gap-3', group.tone)}>
          <CardHeader>
            <CardTitle className="text-base">{group.title}</CardTitle>
          </CardHeader>
          <CardContent>
            {analysis[group.key].length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="empty-reason">
                {emptyText(group.key, analysis.emptyReasons?.[group.key])}
              </p>
            ) : (
              <ol className="space-y-2">
                {analysis[group.key].map((item, index) => (
                  <ItemCard
                    key={item.title}
                    group={group.key}
                    item={item}
                    index={index}
                    badge={group.badge}
                    onShow={onShowInFiling}
                  />
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      ))}
      <Card className="gap-3 border-purple-200 bg-purple-50">
        <CardHeader>
          <CardTitle className="text-base">Conversation Starters</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3 md:grid-cols-2">
            {analysis.conversationStarters.map((starter, index) => (
              <li key={starter.text} className="rounded-md bg-white p-3 shadow-xs">
                <Quote aria-hidden="true" className="mb-1 size-4 text-purple-600" />
                <p className="text-sm">
                  <span className="font-semibold">{index + 1}. </span>
                  {starter.text}
                </p>
                <EvidenceQuote evidence={starter.evidence} onShow={onShowInFiling} />
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
