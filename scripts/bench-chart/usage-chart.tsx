// The kit's UsageChart with the benchmark's data: 3 meters' bars side by side per day, coloured by
// kind, the temperature as a line on its own axis, legend and tooltip.
import { UsageChart } from '../../packages/widgets/src/UsageChart';
import { METERS, type BenchDay } from './data';
import { mountBench } from './harness';

function KitUsage({ days }: { days: BenchDay[] }) {
  return (
    <UsageChart
      title="Daily usage"
      summarization="daily"
      unit="kWh"
      showTable={false}
      meters={METERS.map((meterId, index) => ({
        meterId,
        points: days.map((day) => ({
          date: day.date,
          value: day.values[index] ?? null,
          kind: day.kind,
        })),
      }))}
      temperatures={days.map((day) => ({
        date: day.date,
        high: null,
        low: null,
        avg: day.temperature,
      }))}
    />
  );
}

mountBench('UsageChart', (days) => <KitUsage days={days} />);
