import { Infinity as InfinityIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useUsage } from '../api/get-usage';
import type { Usage } from '../api/types';
import { barClass, usageLevel } from './usage-colors';

export interface UsageMeterProps {
  variant?: 'card' | 'inline';
  /** Refetch every 60 seconds as well as after each analysis. */
  autoRefresh?: boolean;
  className?: string;
}

/** Ask a filing's own allowance, under the analyses: Free counts its questions, Pro's are unlimited. */
function QuestionsLine({ questions, inline }: { questions: Usage['questions']; inline: boolean }) {
  if (questions.limit === null) return <span data-testid="usage-questions">Unlimited Questions</span>;
  const count = inline
    ? `${questions.used} / ${questions.limit}`
    : `${questions.used} of ${questions.limit} questions asked this month`;
  return (
    <div className="flex justify-between text-muted-foreground">
      {inline ? <span>Questions</span> : null}
      <span data-testid="usage-questions">{count}</span>
      {inline ? null : <span>{questions.remaining ?? 0} left</span>}
    </div>
  );
}

/** The free plan's monthly analysis allowance: a card ('Your Analysis Quota') or a compact sidebar line. */
export function UsageMeter({ variant = 'card', autoRefresh = false, className }: UsageMeterProps) {
  const { data: usage } = useUsage({ autoRefresh });
  if (!usage) return null;
  if (usage.isPro) {
    if (variant === 'inline') return null;
    return (
      <Card className={className} data-testid="usage-meter">
        <CardContent className="space-y-1 text-sm font-medium">
          <p className="flex items-center gap-2">
            <InfinityIcon aria-hidden="true" className="size-4 text-green-600" />
            Unlimited Analyses
          </p>
          <p className="flex items-center gap-2">
            <InfinityIcon aria-hidden="true" className="size-4 text-green-600" />
            <QuestionsLine questions={usage.questions} inline={false} />
          </p>
        </CardContent>
      </Card>
    );
  }
  const limit = usage.limit ?? 0;
  const percent = limit ? Math.min(100, Math.round((usage.count / limit) * 100)) : 0;
  const level = usageLevel(usage);
  const bar = (
    <div
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
      role="progressbar"
      aria-label="Analyses used this month"
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={usage.count}
    >
      <div
        className={cn('h-full transition-all', barClass[level])}
        data-level={level}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
  const limitText = usage.limitReached ? (
    <div className="text-xs">
      <p className="font-medium text-red-600">You've reached your free tier limit</p>
      <p className="text-muted-foreground">Upgrade to Pro for unlimited analyses</p>
    </div>
  ) : null;

  if (variant === 'inline') {
    return (
      <div className={cn('space-y-1 text-xs', className)} data-testid="usage-meter-inline">
        <div className="flex justify-between text-muted-foreground">
          <span>Analyses</span>
          <span data-testid="usage-count">
            {usage.count} / {limit}
          </span>
        </div>
        {bar}
        {limitText}
        <QuestionsLine questions={usage.questions} inline />
      </div>
    );
  }
  return (
    <Card className={className} data-testid="usage-meter">
      <CardHeader>
        <CardTitle className="text-base">Your Analysis Quota</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <div className="flex justify-between text-sm">
          <span data-testid="usage-count">
            {usage.count} of {limit} analyses used this month
          </span>
          <span className="text-muted-foreground">{usage.remaining ?? 0} left</span>
        </div>
        {bar}
        <div className="text-sm">
          <QuestionsLine questions={usage.questions} inline={false} />
        </div>
        <p className="text-xs text-muted-foreground">Resets {usage.resetDateFormatted}</p>
        {limitText}
      </CardContent>
    </Card>
  );
}
