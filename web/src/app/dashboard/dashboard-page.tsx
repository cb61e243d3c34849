import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder until its owner's release lands. */
export default function DashboardPage() {
  return <ComingSoonPage title="Dashboard" />;
}
