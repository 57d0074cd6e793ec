// The page every chart page is measured against: React and the harness, no chart.
import { mountBench } from './harness';

mountBench('baseline', (days) => <p>{days.length} days</p>);
