import { ComingSoonPage } from '@/components/coming-soon-page';

/** Placeholder until its owner's release lands. */
export default function FinnhubImportPage() {
  return <ComingSoonPage title="Finnhub Data Manager" />;
}
