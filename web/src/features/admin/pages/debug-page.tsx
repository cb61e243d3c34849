import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder until its owner's release lands. */
export default function DebugPage() {
  return <ComingSoonPage title="Debug" />;
}
