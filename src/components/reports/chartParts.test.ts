import { describe, expect, it } from 'vitest';
import { partsOf } from './chartParts';

describe('partsOf', () => {
  it('a bar chart with axes and a tooltip needs the bars, the grid and the tooltip, not the pie or the legend', () => {
    expect(
      partsOf({
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'value' },
        yAxis: { type: 'category', data: ['Ribeye'] },
        series: [{ type: 'bar', data: [1] }],
      }),
    ).toEqual(['bar', 'grid', 'tooltip']);
  });

  it('a pie with a legend needs no grid', () => {
    expect(
      partsOf({
        tooltip: { trigger: 'item' },
        legend: { type: 'scroll' },
        series: { type: 'pie', data: [{ name: 'Cash', value: 1 }] },
      }),
    ).toEqual(['pie', 'legend', 'tooltip']);
  });

  it('the quadrant needs the scatter and the lines marking its classes', () => {
    expect(
      partsOf({
        grid: { containLabel: true },
        xAxis: { type: 'value' },
        yAxis: { type: 'value' },
        series: [
          { type: 'scatter', data: [[1, 2]], markLine: { data: [{ xAxis: 1 }, { yAxis: 2 }] } },
        ],
      }),
    ).toEqual(['scatter', 'grid', 'markLine']);
  });

  it('two kinds of series need both, in one order whatever the option lists first', () => {
    const option = {
      xAxis: { type: 'category' as const },
      yAxis: [{ type: 'value' as const }, { type: 'value' as const }],
      series: [
        { type: 'line' as const, data: [1] },
        { type: 'bar' as const, data: [2] },
      ],
    };
    expect(partsOf(option)).toEqual(['bar', 'line', 'grid']);
    expect(partsOf({ ...option, series: [...option.series].reverse() })).toEqual(partsOf(option));
  });

  it('a kind it has no part for loads nothing (in development echarts names it in the console)', () => {
    expect(partsOf({ series: [{ type: 'gauge', data: [1] }] })).toEqual([]);
  });
});
