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
});
