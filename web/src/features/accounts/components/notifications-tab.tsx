import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useProfile, useUpdateNotifications } from '../api/profile';
import type { NotificationPreferences } from '../api/types';

const SWITCHES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description:
      'Receive notification e-mails: when off, no filing alert or digest is sent (security e-mails still are).',
  },
  {
    key: 'secFilingAlerts',
    label: 'SEC Filing Alerts',
    description: 'An e-mail as each new 10-K, 10-Q or 8-K of your saved companies arrives.',
  },
  {
    key: 'weeklyDigest',
    label: 'Weekly Digest',
    description:
      'A Monday e-mail: last week’s filings of your saved companies and the reports expected soon.',
  },
  {
    key: 'productUpdates',
    label: 'Product Updates',
    description: 'News about new features and improvements.',
  },
];

/** The four preferences, stored per user (the spec kept them only on screen). */
export function NotificationsTab() {
  const profile = useProfile();
  const update = useUpdateNotifications();
  if (profile.isPending) return <Spinner label="Loading preferences" />;
  if (profile.isError) return <p className="text-sm text-red-600">{profile.error.message}</p>;
  const current = profile.data.notifications;

  function toggle(key: keyof NotificationPreferences, value: boolean) {
    update.mutate(
      { ...current, [key]: value },
      { onError: (error) => toast.error(error.message || 'Could not save your notification settings.') },
    );
  }

  return (
    <ul className="grid gap-4">
      {SWITCHES.map((item) => (
        <li key={item.key} className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor={`notification-${item.key}`}>{item.label}</Label>
            <p className="text-sm text-muted-foreground">{item.description}</p>
          </div>
          <Switch
            id={`notification-${item.key}`}
            checked={current[item.key]}
            onCheckedChange={(value) => toggle(item.key, value)}
          />
        </li>
      ))}
    </ul>
  );
}
