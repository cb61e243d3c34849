import { Link } from 'react-router';
import { ADMIN_PAGES } from '../admin-pages';

/** Title and the links between the admin pages. */
export function AdminPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="space-y-1">
      <nav aria-label="Admin" className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <Link to="/dashboard" className="hover:underline">
          Dashboard
        </Link>
        {ADMIN_PAGES.map(({ path, label }) => (
          <Link key={path} to={path} className="hover:underline">
            {label}
          </Link>
        ))}
      </nav>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-muted-foreground">{subtitle}</p>
    </header>
  );
}
