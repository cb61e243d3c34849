import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder until its owner's release lands. */
export default function TestAnalysisPage() {
  return <ComingSoonPage title="Filing Analysis Tool" />;
}
