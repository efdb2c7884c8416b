import { describe, expect, it } from 'vitest';
import { forDirection } from '@/components/reports/EChart';
import {
  isolated,
  nameWidthFor,
  topProductsLabel,
  topProductsOption,
  valueStepsFor,
  type ProductBar,
} from './topProductsChart';

const products: ProductBar[] = [
  { name: 'Ribeye 300g', value: 9300 },
  { name: 'Shawarma plate', value: 5400 },
  { name: 'Truffle mushroom burger with extra cheese', value: 4000 },
  { name: 'طبق شاورما دجاج مع البطاطا', value: 3950 },
];

const build = (width: number) =>
  topProductsOption({
    products,
    figure: 'Net sales',
    width,
    formatValue: (v) => `AED ${v.toFixed(2)}`,
    formatTick: (v) => `${v / 1000}K`,
  });

interface Axis {
  type: string;
  data?: string[];
  inverse?: boolean;
  position?: string;
  splitNumber?: number;
  axisLabel: {
    width?: number;
    overflow?: string;
    ellipsis?: string;
    interval?: number;
    hideOverlap?: boolean;
    showMaxLabel?: boolean;
    formatter: (value: string | number) => string;
  };
}
const axes = (option: ReturnType<typeof build>) => ({
  names: (Array.isArray(option.yAxis) ? option.yAxis[0] : option.yAxis) as unknown as Axis,
  values: (Array.isArray(option.xAxis) ? option.xAxis[0] : option.xAxis) as unknown as Axis,
});

describe('the top products chart', () => {
  it('puts every product on the axis by its whole name, best at the top', () => {
    const { names } = axes(build(514));
    // A category axis draws its first entry at the bottom.
    expect(names.data).toEqual(products.map((p) => p.name).reverse());
    // One name per row, none thinned out.
    expect(names.axisLabel.interval).toBe(0);
  });

  it('ends a name longer than its column in an ellipsis, in its own direction, so an Arabic name is never cut at its start', () => {
    const { names } = axes(build(326));
    expect(names.axisLabel).toMatchObject({ overflow: 'truncate', ellipsis: '…' });
    expect(names.axisLabel.width).toBe(nameWidthFor(326));
    // The chart's text runs left to right: isolated, an Arabic name's ellipsis follows its last
    // letter instead of standing on the right, where its first letter is.
    const arabic = products[3]!.name;
    expect(names.axisLabel.formatter(arabic)).toBe(`\u2068${arabic}\u2069`);
    expect(isolated('Ribeye 300g')).toBe('\u2068Ribeye 300g\u2069');
  });

  it('gives names a share of the chart: more room on a desktop than on a phone, within bounds', () => {
    expect(nameWidthFor(326)).toBe(137); // phone
    expect(nameWidthFor(354)).toBe(149); // tablet, half the screen
    expect(nameWidthFor(514)).toBe(216); // desktop, half the screen
    expect(nameWidthFor(200)).toBe(88);
    expect(nameWidthFor(2000)).toBe(220);
    // Before the chart is measured.
    expect(nameWidthFor(0)).toBe(120);
  });

  it('keeps every axis label inside the chart, the last value tick included', () => {
    const option = build(514);
    // echarts 6: the grid shrinks until its labels fit inside its own box (containLabel's successor).
    expect(option.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' });
    expect(option.grid).not.toHaveProperty('containLabel');
    const { values } = axes(option);
    // The far end's tick stays; its neighbour gives way if they would touch.
    expect(values.axisLabel.showMaxLabel).toBe(true);
    expect(values.axisLabel.hideOverlap).toBeUndefined();
    expect(values.axisLabel.formatter(10000)).toBe('10K');
  });

  it('cuts the value axis into as many steps as the bars have room for', () => {
    expect(valueStepsFor(326)).toBe(2); // phone: 0, 5K, 10K
    expect(valueStepsFor(354)).toBe(2);
    expect(valueStepsFor(514)).toBe(4); // desktop: 0, 2K … 10K
    expect(valueStepsFor(1200)).toBe(5);
    expect(valueStepsFor(0)).toBe(4);
    expect(axes(build(326)).values.splitNumber).toBe(2);
  });

  it('mirrors in Arabic: values run from the right and the names stand right of the bars, still ending in an ellipsis', () => {
    const ltr = build(326);
    const rtl = forDirection(ltr, true);
    const { names, values } = axes(rtl);
    expect(values.inverse).toBe(true);
    expect(names.position).toBe('right');
    expect(names.axisLabel).toEqual(axes(ltr).names.axisLabel);
    expect(rtl.grid).toEqual(ltr.grid);
  });

  it('names the product in full in its tooltip, with its figure', () => {
    const option = build(326);
    const tooltip = option.tooltip as { trigger: string; valueFormatter: (v: number) => string };
    // An axis tooltip is headed by the category's value: the whole name, not the shortened label.
    expect(tooltip.trigger).toBe('axis');
    expect(tooltip.valueFormatter(4000)).toBe('AED 4000.00');
    expect(option.series).toMatchObject([{ type: 'bar', name: 'Net sales' }]);
  });

  it('tells a screen reader every product whole with its figure, best first', () => {
    const label = topProductsLabel(
      'Top selling products',
      products,
      (v) => `AED ${v}`,
      (name, value) => `${name}: ${value}`,
      (items) => items.join(', '),
    );
    expect(label).toBe(
      'Top selling products: Ribeye 300g: AED 9300, Shawarma plate: AED 5400, ' +
        'Truffle mushroom burger with extra cheese: AED 4000, طبق شاورما دجاج مع البطاطا: AED 3950',
    );
    expect(topProductsLabel('Top', [], String, String, String)).toBe('Top');
  });
});
