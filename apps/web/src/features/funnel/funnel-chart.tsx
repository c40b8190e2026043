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

export interface ChartBar {
  label: string;
  value: number;
}

/**
 * A horizontal bar per step (or question), drawn by recharts. Loaded lazily: the library is large and
 * only this screen draws charts. The table beside it carries the same numbers for screen readers.
 */
export function FunnelChart({ bars, label }: { bars: ChartBar[]; label: string }) {
  const height = Math.max(160, bars.length * 44 + 40);
  return (
    <figure className="funnel__chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 40, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fill: '#212529' }} />
          <YAxis type="category" dataKey="label" width={110} tick={{ fill: '#212529' }} />
          <Tooltip />
          <Bar dataKey="value" fill="#0d6efd" isAnimationActive={false}>
            <LabelList dataKey="value" position="right" fill="#212529" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
