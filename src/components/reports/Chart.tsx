import { Center, Loader } from '@mantine/core';
import { Suspense, use, useDeferredValue, useEffect, useState } from 'react';
import { partsOf } from './chartParts';
import type { EChartProps } from './EChart';
import { prepareChart, type EChartModule } from './loadChart';

/**
 * A chart whose library (echarts) loads the first time a chart is shown, not with the app, and
 * only the parts this chart draws with. It is drawn a frame after the screen first shows: setting
 * up a chart takes a while on a slow tablet, and the figures beside it should not wait for it.
 */
export function Chart(props: EChartProps) {
  const [painted, setPainted] = useState(false);
  // A new option needing a part not loaded yet keeps the chart drawn as it was until it is in.
  const option = useDeferredValue(props.option);
  // Fetched meanwhile; the same promise on every render.
  const ready = prepareChart(partsOf(option));
  useEffect(() => {
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
      <Drawn {...props} option={option} ready={ready} />
    </Suspense>
  );
}

function Drawn({ ready, ...props }: EChartProps & { ready: Promise<EChartModule> }) {
  const { default: EChart } = use(ready);
  return <EChart {...props} />;
}
