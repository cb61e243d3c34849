import {
  BellIcon,
  BookmarkIcon,
  CalendarClockIcon,
  FileTextIcon,
  LogOutIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  TargetIcon,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SECTION_TITLES, type Section } from './dashboard-sections';

const NAV: Array<{ section: Section; icon: ComponentType<{ className?: string }> }> = [
  { section: 'search', icon: SearchIcon },
  { section: 'prospects', icon: TargetIcon },
  { section: 'saved', icon: BookmarkIcon },
  { section: 'analyses', icon: FileTextIcon },
  { section: 'alerts', icon: BellIcon },
  { section: 'upcoming', icon: CalendarClockIcon },
  { section: 'settings', icon: SettingsIcon },
];

interface DashboardSidebarProps {
  id: string;
  active: Section;
  open: boolean;
  onNavigate: (section: Section) => void;
  onSignOut: () => void;
  /** The analysis feature's usage meter; absent for Pro users. */
  usageMeter?: ReactNode;
  /** A count beside an entry (the alerts feature's unread badge). */
  badges?: Partial<Record<Section, ReactNode>>;
  /** The admin pages, given only to admins. */
  adminPages?: ReadonlyArray<{ path: string; label: string }>;
}

/** Static on wide screens; on small ones a drawer opened from the header's menu button. */
export function DashboardSidebar({
  id,
  active,
  open,
  onNavigate,
  onSignOut,
  usageMeter,
  badges,
  adminPages,
}: DashboardSidebarProps) {
  return (
    <aside
      id={id}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r bg-card transition-transform md:sticky md:top-0 md:h-dvh md:translate-x-0',
        open ? 'translate-x-0' : '-translate-x-full',
      )}
    >
      <div className="flex h-16 items-center border-b px-5">
        <Brand />
      </div>
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-3">
        <ul className="space-y-1">
          {NAV.map(({ section, icon: Icon }) => (
            <li key={section}>
              <button
                type="button"
                aria-current={active === section ? 'page' : undefined}
                onClick={() => onNavigate(section)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-sm transition-colors',
                  active === section
                    ? 'bg-primary/10 text-primary'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon className="size-4" />
                {SECTION_TITLES[section]}
                {badges?.[section]}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {adminPages?.length ? (
        <nav aria-labelledby={`${id}-admin`} className="border-t p-3">
          <p id={`${id}-admin`} className="px-3 pb-1 font-semibold text-muted-foreground text-xs uppercase">
            Admin
          </p>
          <ul>
            {adminPages.map(({ path, label }) => (
              <li key={path}>
                <Link
                  to={path}
                  className="flex items-center gap-3 rounded-md px-3 py-1.5 font-medium text-muted-foreground text-sm transition-colors hover:bg-muted hover:text-foreground"
                >
                  <ShieldIcon className="size-4" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {usageMeter && <div className="border-t p-3">{usageMeter}</div>}
      <div className="border-t p-3">
        <Button variant="ghost" className="w-full justify-start" onClick={onSignOut}>
          <LogOutIcon aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </aside>
  );
}
