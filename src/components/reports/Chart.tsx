import { Box, Center, Loader } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { Suspense, use, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partsOf } from './chartParts';
import type { EChartProps } from './EChart';
import { forgetFailed, prepareChart, type EChartModule } from './loadChart';
import { RetryAlert } from './ReadState';

/**
 * A chart whose library (echarts) loads the first time a chart is shown, not with the app, and
 * only the parts this chart draws with. It is drawn once its place is on screen or about to be, and
 * never before the screen's first frame: setting up a chart takes a while on a slow tablet, and the
 * figures beside it should not wait for it, nor for charts further down that nobody has scrolled to
 * (on a phone, all of the dashboard's). Its place keeps the chart's height meanwhile.
 * When its code cannot load (offline before the service worker keeps the app), the chart says so
 * in its place and tries again when the browser is back online; the screen around it stays.
 */
export function Chart(props: EChartProps) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: AHEAD });
  const [shown, setShown] = useState(false);
  if (entry?.isIntersecting && !shown) setShown(true);
  // Nothing spins in its place until then: nothing is loading.
  if (!shown) return <Box h={props.height} ref={ref} data-testid="chart-waiting" />;
  return <Loaded {...props} />;
}

/** How far below or above the screen a chart's place may be and still be drawn. */
const AHEAD = '200px 0px';

/** The chart once it is to be drawn: its code is fetched from then on. */
function Loaded(props: EChartProps) {
  // A new option needing a part not loaded yet keeps the chart drawn as it was until it is in.
  const option = useDeferredValue(props.option);
  // Fetched meanwhile; the same promise on every render, a failed one too until the user or the
  // browser coming back online asks again.
  const parts = partsOf(option);
  const ready = prepareChart(parts);
  const [, setAttempt] = useState(0);
  const retry = () => {
    forgetFailed(parts, ready);
    setAttempt((n) => n + 1);
  };
  return (
    <Suspense
      fallback={
        <Center h={props.height}>
          <Loader size="sm" />
        </Center>
      }
    >
      <Drawn {...props} option={option} ready={ready} onRetry={retry} />
    </Suspense>
  );
}

/** Each download as `use` waits on it: the chart's module, or null when it could not load. */
const settled = new WeakMap<Promise<EChartModule>, Promise<EChartModule | null>>();
function settledOf(ready: Promise<EChartModule>): Promise<EChartModule | null> {
  let outcome = settled.get(ready);
  if (!outcome) {
    outcome = ready.catch(() => null);
    settled.set(ready, outcome);
  }
  return outcome;
}

function Drawn({
  ready,
  onRetry,
  ...props
}: EChartProps & { ready: Promise<EChartModule>; onRetry: () => void }) {
  const chart = use(settledOf(ready));
  if (!chart) return <ChartUnavailable height={props.height} onRetry={onRetry} />;
  const { default: EChart } = chart;
  return <EChart {...props} />;
}

/** In a chart's place when its code could not be downloaded; asks again when back online. */
function ChartUnavailable({ height, onRetry }: { height: number; onRetry: () => void }) {
  const { t } = useTranslation('reports');
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Center h={height}>
      <RetryAlert offline onRetry={onRetry} testId="chart-unavailable">
        {t('errors:kinds.network')}
      </RetryAlert>
    </Center>
  );
}
