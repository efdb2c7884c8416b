import { ScatterChart } from 'echarts/charts';

// The menu engineering quadrant of the product report (issue 11).
export default [ScatterChart];
