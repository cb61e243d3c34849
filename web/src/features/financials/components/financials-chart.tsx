import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatFigure } from '../api/format-figure';
import type { FinancialPeriod } from '../api/types';

interface FinancialsChartProps {
  periods: FinancialPeriod[];
  currency: string;
}

function margin(period: FinancialPeriod, key: string): number | null {
  const revenue = period.values.revenue?.value;
  const part = period.values[key]?.value;
  return revenue && part !== undefined ? Math.round((part / revenue) * 1000) / 10 : null;
}

/** Revenue and net income as bars, the margins as lines on a percentage axis (oldest period on the left). */
export default function FinancialsChart({ periods, currency }: FinancialsChartProps) {
  const data = [...periods].reverse().map((period) => ({
    label: period.label,
    revenue: period.values.revenue?.value ?? null,
    netIncome: period.values.netIncome?.value ?? null,
    grossMargin: margin(period, 'grossProfit'),
    operatingMargin: margin(period, 'operatingIncome'),
    netMargin: margin(period, 'netIncome'),
  }));
  const money = (value: number) => formatFigure(value, 'USD', currency);
  return (
    <figure className="space-y-2" data-testid="financials-chart">
      <figcaption className="sr-only">Revenue and net income with margins, by period</figcaption>
      <div className="h-80 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis yAxisId="money" tickFormatter={money} width={72} tick={{ fontSize: 12 }} />
            <YAxis
              yAxisId="percent"
              orientation="right"
              tickFormatter={(value: number) => `${value}%`}
              width={48}
              tick={{ fontSize: 12 }}
            />
            <Tooltip
              formatter={(value, name) =>
                typeof value === 'number'
                  ? [String(name).includes('margin') ? `${value}%` : money(value), name]
                  : ['N/A', name]
              }
            />
            <Legend />
            <Bar yAxisId="money" dataKey="revenue" name="Revenue" fill="var(--color-chart-1, #2563eb)" />
            <Bar yAxisId="money" dataKey="netIncome" name="Net income" fill="var(--color-chart-2, #16a34a)" />
            <Line yAxisId="percent" dataKey="grossMargin" name="Gross margin" stroke="#f59e0b" connectNulls />
            <Line
              yAxisId="percent"
              dataKey="operatingMargin"
              name="Operating margin"
              stroke="#9333ea"
              connectNulls
            />
            <Line yAxisId="percent" dataKey="netMargin" name="Net margin" stroke="#dc2626" connectNulls />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
