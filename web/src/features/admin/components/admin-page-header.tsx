import { Link } from 'react-router';

/** Title and the links between the admin pages. */
export function AdminPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="space-y-1">
      <nav aria-label="Admin" className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <Link to="/dashboard" className="hover:underline">
          Dashboard
        </Link>
        <Link to="/finnhub-import" className="hover:underline">
          Data Manager
        </Link>
        <Link to="/import" className="hover:underline">
          Import Companies
        </Link>
        <Link to="/debug" className="hover:underline">
          Debug
        </Link>
      </nav>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-muted-foreground">{subtitle}</p>
    </header>
  );
}
