import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export type SectionId = 'features' | 'howitworks' | 'pricing' | 'testimonials';

interface SectionLinkProps {
  section: SectionId;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A link to a landing-page section: a plain in-page anchor on `/`, a route to `/#section` elsewhere. */
export function SectionLink({ section, className, children, onClick }: SectionLinkProps) {
  const { pathname } = useLocation();
  if (pathname === '/') {
    return (
      <a href={`#${section}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={{ pathname: '/', hash: `#${section}` }} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
