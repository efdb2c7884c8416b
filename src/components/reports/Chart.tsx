import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './EChart';

const EChart = lazy(() => import('./EChart'));

/** A chart whose library (echarts) loads the first time a chart is shown, not with the app. */
export function Chart(props: EChartProps) {
  return (
    <Suspense
      fallback={
        <Center h={props.height}>
          <Loader size="sm" />
        </Center>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
