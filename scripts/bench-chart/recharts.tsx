// The same chart drawn with recharts (a devDependency of this benchmark only): 3 meters' bars side
// by side per day, coloured by kind, the temperature as a line on its own axis, legend and tooltip.
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { METERS, type BenchDay } from './data';
import { mountBench } from './harness';

const colours = { estimate: '#767676', keyed: '#1f2a44', weekend: '#7fb2e5', weekday: '#1f6fbf' };

function RechartsUsage({ days }: { days: BenchDay[] }) {
  const rows = days.map((day) => ({
    date: day.date,
    kind: day.kind,
    temperature: day.temperature,
    ...Object.fromEntries(METERS.map((meter, index) => [meter, day.values[index]])),
  }));
  return (
    <ComposedChart width={960} height={360} data={rows} accessibilityLayer>
      <CartesianGrid vertical={false} />
      <XAxis dataKey="date" minTickGap={24} />
      <YAxis yAxisId="usage" unit=" kWh" />
      <YAxis yAxisId="temperature" orientation="right" unit="°F" />
      <Tooltip />
      <Legend />
      {METERS.map((meter) => (
        <Bar key={meter} dataKey={meter} yAxisId="usage" isAnimationActive={false}>
          {rows.map((row) => (
            <Cell key={row.date} fill={colours[row.kind]} />
          ))}
        </Bar>
      ))}
      <Line
        dataKey="temperature"
        yAxisId="temperature"
        dot={false}
        stroke="#c2410c"
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}

mountBench('recharts', (days) => <RechartsUsage days={days} />);
