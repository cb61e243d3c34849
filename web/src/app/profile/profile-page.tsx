import { ProfileContent } from '@/features/accounts';
import { usePageMeta } from '@/lib/page-meta';
import { AppShell } from '../app-shell';

/** `/profile`: My Profile inside the app shell. */
export default function ProfilePage() {
  usePageMeta('My Profile');
  return (
    <AppShell title="My Profile" active="settings">
      <ProfileContent />
    </AppShell>
  );
}
