import { describe, expect, it } from 'vitest';
import { forDirection } from './EChart';

describe('forDirection', () => {
  it('right to left, two value axes swap sides instead of piling up on the right', () => {
    const option = forDirection(
      { xAxis: { type: 'category' }, yAxis: [{}, { position: 'right' }] },
      true,
    );
    expect((option.yAxis as { position: string }[]).map((a) => a.position)).toEqual([
      'right',
      'left',
    ]);
    expect((option.xAxis as { inverse: boolean }[])[0]!.inverse).toBe(true);
  });

  it('left to right, the option is left as it is', () => {
    const option = { yAxis: [{}, {}] };
    expect(forDirection(option, false)).toBe(option);
  });

  it('keeps tooltips inside the chart, and reads them right to left in Arabic', () => {
    const ltr = forDirection({ tooltip: { trigger: 'axis' } }, false);
    expect(ltr.tooltip).toEqual({ confine: true, trigger: 'axis' });
    const rtl = forDirection({ tooltip: { trigger: 'item' } }, true);
    expect(rtl.tooltip).toMatchObject({ confine: true, trigger: 'item' });
    expect((rtl.tooltip as { extraCssText: string }).extraCssText).toContain('direction: rtl');
    // Its marker and value change sides (chartTooltip.css).
    expect(rtl.tooltip).toMatchObject({ className: 'chart-tooltip-rtl' });
    expect(ltr.tooltip).not.toHaveProperty('className');
    expect(forDirection({ series: [] }, true).tooltip).toBeUndefined();
  });
});
