import { useComputedColorScheme, useDirection, useMantineTheme } from '@mantine/core';
// echarts' `use`, renamed: React's rules take any `use` call for its hook.
import { dispose, getInstanceByDom, init, use as installInEcharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import './chartTooltip.css';

// echarts' core and its renderer: what every chart draws with. The series and components a chart
// needs come in as parts (chartParts.ts, loadChart.ts), so a report of bars loads no pie.
installInEcharts(SVGRenderer);

/** Installs the parts a chart needs before it is drawn (echarts installs each only once). */
export function install(extensions: Parameters<typeof installInEcharts>[0]) {
  installInEcharts(extensions);
}

// All echarts-for-react calls; named, so the rest of echarts' API is not bundled.
const runtime = { init, dispose, getInstanceByDom };

type Axis = Record<string, unknown>;
const asList = (axis: unknown): Axis[] | null =>
  axis === undefined ? null : ((Array.isArray(axis) ? axis : [axis]) as Axis[]);

/**
 * A chart laid out for the reading direction: right to left, category axes run from the right and
 * value axes swap sides (the main one on the right), as Arabic readers expect.
 */
export function forDirection(option: EChartsOption, rtl: boolean): EChartsOption {
  // A tooltip stays inside the chart's box: on a phone it would run off the card's edge.
  const tip = option.tooltip ? { confine: true, ...(option.tooltip as object) } : undefined;
  if (!rtl) return tip ? { ...option, tooltip: tip } : option;
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
    // The tooltip is HTML inside the chart's left-to-right box: its lines read right to left, so
    // "Popularity: 11.9%" and dates keep their order in Arabic.
    // Its marker and value change sides too (chartTooltip.css).
    ...(tip
      ? {
          tooltip: {
            ...tip,
            className: 'chart-tooltip-rtl',
            extraCssText: 'direction: rtl; text-align: right;',
          },
        }
      : {}),
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
        echarts={runtime}
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
