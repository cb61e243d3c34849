import { Button } from '@/components/ui/button';

interface SavedCompaniesPagerProps {
  page: number;
  pageSize: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** '1–50 of 2,000' with Previous and Next: a long saved list is read a page at a time. */
export function SavedCompaniesPager({ page, pageSize, total, busy, onPage }: SavedCompaniesPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <nav aria-label="Saved companies pages" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {count(first)}–{count(last)} of {count(total)}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button variant="outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
