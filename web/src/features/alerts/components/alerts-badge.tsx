import { useAlerts } from '../api/alerts-api';

/** The unread count beside 'Alerts' in the sidebar; nothing when all are read. */
export function AlertsBadge() {
  const { data } = useAlerts();
  if (!data?.unread) return null;
  return (
    <span
      className="ml-auto rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-foreground text-xs"
      data-testid="alerts-badge"
    >
      {data.unread > 99 ? '99+' : data.unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}
