import { formatLongDate } from '@/lib/format';
import { formatFigure, formatGrowth } from '../api/format-figure';
import type { FinancialConcept, FinancialPeriod } from '../api/types';

interface FinancialsTableProps {
  periods: FinancialPeriod[];
  concepts: FinancialConcept[];
  currency: string;
  caption: string;
}

/** Figures by concept (rows) and period (columns, newest first); each figure links to the filing it came from. */
export function FinancialsTable({ periods, concepts, currency, caption }: FinancialsTableProps) {
  const rows = concepts.filter((concept) => periods.some((period) => period.values[concept.key]));
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" data-testid="financials-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {currency === 'USD' ? 'USD' : currency}
            </th>
            {periods.map((period) => (
              <th
                key={period.label}
                scope="col"
                className="whitespace-nowrap px-3 py-2 text-right font-medium"
              >
                {period.label}
                <span className="block font-normal text-muted-foreground text-xs">
                  to {formatLongDate(period.end)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((concept) => (
            <tr key={concept.key}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
                {concept.label}
              </th>
              {periods.map((period) => {
                const figure = period.values[concept.key];
                if (!figure) {
                  return (
                    <td key={period.label} className="px-3 py-2 text-right text-muted-foreground">
                      —
                    </td>
                  );
                }
                const growth = formatGrowth(figure.yoy);
                const from = `${figure.source.form} filed ${formatLongDate(figure.source.filed)}`;
                return (
                  <td key={period.label} className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    <a
                      href={figure.source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="underline-offset-4 hover:underline"
                      title={`${figure.derived ? `Derived (${figure.tag}). ` : ''}From the ${from}, accession ${figure.source.accession_number}`}
                      data-testid="figure-link"
                    >
                      {formatFigure(figure.value, concept.unit, currency)}
                      {figure.derived ? <span aria-hidden="true">*</span> : null}
                      <span className="sr-only">
                        {figure.derived ? ' (derived)' : ''} — from the {from} (opens SEC EDGAR)
                      </span>
                    </a>
                    {growth ? (
                      <span
                        className={`block text-xs ${figure.yoy! < 0 ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400'}`}
                      >
                        {growth} YoY
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
