import { LegendComponent } from 'echarts/components';

export default [LegendComponent];
