import { TooltipComponent } from 'echarts/components';

export default [TooltipComponent];
