import { Button } from '@/components/ui/button';

/** Well-known companies a new user can open in one click (all three are in the offline EDGAR replica too). */
const EXAMPLE_COMPANIES = [
  { ticker: 'AAPL', name: 'Apple' },
  { ticker: 'NVDA', name: 'NVIDIA' },
  { ticker: 'KO', name: 'Coca-Cola' },
] as const;

/** 'Try Apple (AAPL)', … — buttons that open a company, for empty states. */
export function ExampleCompanies({
  onOpen,
  count = EXAMPLE_COMPANIES.length,
}: {
  onOpen: (ticker: string) => void;
  count?: number;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {EXAMPLE_COMPANIES.slice(0, count).map((company) => (
        <Button key={company.ticker} variant="outline" size="sm" onClick={() => onOpen(company.ticker)}>
          Try {company.name} ({company.ticker})
        </Button>
      ))}
    </div>
  );
}
