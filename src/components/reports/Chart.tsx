import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { EChartProps } from './EChart';

const loadEChart = () => import('./EChart');
const EChart = lazy(loadEChart);

/**
 * A chart whose library (echarts) loads the first time a chart is shown, not with the app. It is
 * drawn a frame after the screen first shows: setting up a chart takes a while on a slow tablet,
 * and the figures beside it should not wait for it.
 */
export function Chart(props: EChartProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The library's code is fetched meanwhile.
    void loadEChart().catch(() => undefined);
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const placeholder = (
    <Center h={props.height}>
      <Loader size="sm" />
    </Center>
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <EChart {...props} />
    </Suspense>
  );
}
