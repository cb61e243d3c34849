import { Button } from '@/components/ui/button';

interface TeamListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** '1–50 of 5,000' with Previous and Next: a team list of thousands is read a page at a time. */
export function TeamListPager({ page, pageSize, total, busy, onPage }: TeamListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <nav aria-label="Team list pages" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {count(first)}–{count(last)} of {count(total)}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages || busy}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
