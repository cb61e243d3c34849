import { Button } from '@/components/ui/button';

interface PagerProps {
  /** Names the navigation for assistive technology, e.g. "Saved companies pages". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
  size?: 'default' | 'sm';
}

/** '1–50 of 2,000' with Previous and Next: a long list read a page at a time (saved companies, a team list). */
export function Pager({ label, page, pageSize, total, busy, onPage, size = 'default' }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {count(first)}–{count(last)} of {count(total)}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button variant="outline" size={size} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button
            variant="outline"
            size={size}
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
