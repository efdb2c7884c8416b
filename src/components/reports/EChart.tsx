import { useComputedColorScheme, useDirection, useMantineTheme } from '@mantine/core';
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { LegacyGridContainLabel } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';

// Only the charts and parts the screens draw: this module is loaded the first time a chart shows.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  // The menu engineering quadrant of the product report (issue 11).
  ScatterChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  // Every chart here sets `grid.containLabel`, which echarts 6 honours only with this installed:
  // without it, its own bounds logic measured mirrored (right-to-left) axis labels wrongly and
  // squeezed an Arabic line chart on a phone into a single vertical line.
  LegacyGridContainLabel,
  SVGRenderer,
]);

type Axis = Record<string, unknown>;
const asList = (axis: unknown): Axis[] | null =>
  axis === undefined ? null : ((Array.isArray(axis) ? axis : [axis]) as Axis[]);

/**
 * A chart laid out for the reading direction: right to left, category axes run from the right and
 * value axes swap sides (the main one on the right), as Arabic readers expect.
 */
export function forDirection(option: EChartsOption, rtl: boolean): EChartsOption {
  if (!rtl) return option;
  const x = asList(option.xAxis);
  const y = asList(option.yAxis);
  return {
    ...option,
    ...(x
      ? {
          xAxis: x.map((a) => ({ ...a, inverse: !a.inverse })),
        }
      : {}),
    // Mirrored, not moved: a second value axis (default right) goes left, so two never overlap.
    ...(y
      ? {
          yAxis: y.map((a, i) => {
            const right = a.position === 'right' || (a.position === undefined && i > 0);
            return { ...a, position: right ? 'left' : 'right' };
          }),
        }
      : {}),
    ...(option.legend ? { legend: { ...(option.legend as object), align: 'right' } } : {}),
  } as EChartsOption;
}

export interface EChartProps {
  option: EChartsOption;
  height: number;
  /** Names the chart for screen readers; its figures are in the table view. */
  label: string;
}

/** An echarts chart in the app's colours and reading direction. */
export default function EChart({ option, height, label }: EChartProps) {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const { dir } = useDirection();
  const primary = theme.colors[theme.primaryColor]!;
  const text = scheme === 'dark' ? theme.colors.dark[0] : theme.colors.gray[7];
  const themed = useMemo<EChartsOption>(
    () =>
      forDirection(
        {
          color: [
            primary[6],
            theme.colors.orange[6],
            theme.colors.cyan[6],
            theme.colors.grape[5],
            theme.colors.yellow[6],
            theme.colors.teal[7],
            theme.colors.red[6],
            theme.colors.indigo[5],
          ],
          textStyle: { color: text, fontFamily: theme.fontFamily },
          // The card's own background shows through, in either colour scheme.
          backgroundColor: 'transparent',
          animation: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
          ...option,
        },
        dir === 'rtl',
      ),
    [option, primary, text, theme, dir],
  );
  // `forDirection` lays the chart out for the reading direction; the SVG itself stays left to right,
  // else an inherited `direction: rtl` flips every text anchor and labels slide under the bars.
  return (
    <div role="img" aria-label={label} dir="ltr">
      <ReactEChartsCore
        echarts={echarts}
        option={themed}
        notMerge
        lazyUpdate
        style={{ height, width: '100%' }}
        opts={{ renderer: 'svg' }}
        // echarts' own dark theme draws axes and grid lines that do not glare on a dark card.
        theme={scheme === 'dark' ? 'dark' : undefined}
      />
    </div>
  );
}
