import { GridComponent } from 'echarts/components';
import { LegacyGridContainLabel } from 'echarts/features';

// Every chart with axes sets `grid.containLabel`, which echarts 6 honours only with
// LegacyGridContainLabel installed: without it, its own bounds logic measured mirrored
// (right-to-left) axis labels wrongly and squeezed an Arabic line chart on a phone into a single
// vertical line.
export default [GridComponent, LegacyGridContainLabel];
