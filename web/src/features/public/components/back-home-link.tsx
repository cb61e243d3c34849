import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back to the landing page at the top of the public documents (privacy, terms, the sample analysis). */
export function BackHomeLink() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to home
    </Link>
  );
}
