import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAuth } from '@/features/accounts/auth-context';
import { userInitials } from '../lib/user-initials';
import { type SectionId, SectionLink } from './section-link';

// Radix menu code is only fetched for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu'));

const NAV: { section: SectionId; label: string }[] = [
  { section: 'features', label: 'Features' },
  { section: 'howitworks', label: 'How It Works' },
  { section: 'pricing', label: 'Pricing' },
  { section: 'testimonials', label: 'Testimonials' },
];

function AvatarPlaceholder({ initials }: { initials: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
    >
      {initials}
    </span>
  );
}

function AuthArea() {
  const { user } = useAuth();
  if (user) {
    const initials = userInitials(user.name, user.email);
    return (
      <Suspense fallback={<AvatarPlaceholder initials={initials} />}>
        <UserMenu />
      </Suspense>
    );
  }
  // Visitors (and the first paint, while the session check runs) see the sign-in buttons: no layout shift for them.
  return (
    <div className="flex items-center gap-2">
      {/* Below 360 px only Get Started stays (it opens the same page): the header must fit a 320 px screen. */}
      <Link
        to="/login"
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'max-[359px]:hidden' })}
      >
        Login
      </Link>
      <Link to="/login" className={buttonVariants({ size: 'sm' })}>
        Get Started
      </Link>
    </div>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const linkClass =
    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground';
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className={linkClass}>
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <AuthArea />
          <button
            type="button"
            className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} md:hidden`}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label="Mobile" className="border-t px-4 py-2 md:hidden">
          <ul className="flex flex-col">
            {NAV.map((item) => (
              <li key={item.section}>
                <SectionLink
                  section={item.section}
                  className={`block ${linkClass}`}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
