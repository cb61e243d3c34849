import { MenuIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface DashboardHeaderProps {
  title: string;
  email: string;
  planLabel: string;
  menuOpen: boolean;
  sidebarId: string;
  onToggleMenu: () => void;
  onOpenSettings: () => void;
  /** The active-team switcher, beside the avatar (it renders nothing for a user on no team). */
  teamSwitcher?: ReactNode;
}

export function DashboardHeader(props: DashboardHeaderProps) {
  const { title, email, planLabel, menuOpen, sidebarId, onToggleMenu, onOpenSettings, teamSwitcher } = props;
  const initial = email.charAt(0).toUpperCase() || 'U';
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur md:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls={sidebarId}
        onClick={onToggleMenu}
      >
        {menuOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
      </Button>
      <h1 className="min-w-0 flex-1 truncate font-semibold text-xl">{title}</h1>
      {teamSwitcher}
      <div className="hidden text-right sm:block">
        <p className="max-w-56 truncate text-sm" data-testid="user-email">
          {email}
        </p>
        <p className="text-muted-foreground text-xs" data-testid="plan-label">
          {planLabel}
        </p>
      </div>
      <button
        type="button"
        onClick={onOpenSettings}
        aria-label="Open settings"
        title={email}
        className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
      >
        {initial}
      </button>
    </header>
  );
}
