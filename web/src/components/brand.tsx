import { Link } from 'react-router';

/** The 10Kai word mark, linking home. */
export function Brand({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground ${className}`}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-xs font-bold text-primary-foreground"
      >
        10K
      </span>
      10Kai
    </Link>
  );
}
