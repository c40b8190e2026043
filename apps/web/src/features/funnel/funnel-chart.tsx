import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount } from './texts';

export interface ChartBar {
  label: string;
  value: number;
}

/** Numbers on the axis, the bars and the tooltip, written as the recruiter's language writes them. */
const asCount = <T,>(value: T) => (typeof value === 'number' ? formatCount(value) : value);

/**
 * A horizontal bar per step (or question), drawn by recharts. Loaded lazily: the library is large and
 * only this screen draws charts. The table beside it carries the same numbers for screen readers.
 * `seriesName` is what the tooltip calls the numbers (recharts would say the data key, "value").
 */
export function FunnelChart({
  bars,
  label,
  seriesName,
}: {
  bars: ChartBar[];
  label: string;
  seriesName: string;
}) {
  const height = Math.max(160, bars.length * 44 + 40);
  return (
    <figure className="funnel__chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 40, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fill: '#212529' }} tickFormatter={formatCount} />
          <YAxis type="category" dataKey="label" width={130} tick={{ fill: '#212529' }} />
          <Tooltip formatter={asCount} />
          <Bar dataKey="value" name={seriesName} fill="#0d6efd" isAnimationActive={false}>
            <LabelList dataKey="value" position="right" fill="#212529" formatter={asCount} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
