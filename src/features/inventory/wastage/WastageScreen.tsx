import { Alert, Grid } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { stockCalls } from '@contract/stock';
import { PageHeader } from '@/components/PageHeader';
import { ReadState } from '@/components/reports/ReadState';
import { ChoiceFilter } from '../stock/shared/ChoiceFilter';
import { FiguresFrame } from '../stock/shared/FiguresFrame';
import { useMaterials } from '../stock/data/materials';
import { MovementsCard } from '../stock/shared/MovementsCard';
import { PendingPostings } from '../stock/shared/PendingPostings';
import { usePendingPostings } from '../stock/data/postings';
import { useWastageOfPeriod } from '../stock/data/reads';
import { usePeriod, useSearchPatch } from '../stock/shared/useSearchPatch';
import { useStockPlace } from '../stock/shared/useStockPlace';
import { useMovementPage } from '../movements/useMovementPage';
import { ReasonChart } from './ReasonChart';
import { WastageForm } from './WastageForm';
import { filterReasonChoices, type WastageSearch } from './wastageSearch';

const route = getRouteApi('/dashboard/inventory/wastage');
const PAGE_SIZE = 50;
/** The chart adds up at most this many lines of the period (more is rare for wastage). */
const CHART_LIMIT = 1000;

/** `/dashboard/inventory/wastage`: record wastage, and what was thrown away in a period, by reason. */
export function WastageScreen() {
  const { t } = useTranslation('stock');
  const place = useStockPlace();
  const materials = useMaterials();
  const pending = usePendingPostings(place.locationId).filter((p) => p.kind === 'wastage');
  if (!place.locationId) {
    return (
      <>
        <PageHeader title={t('wastage.title')} />
        <Alert color="orange" variant="light">
          {t('noLocation')}
        </Alert>
      </>
    );
  }
  const forms = place.write ? (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: pending.length ? 8 : 12 }}>
        <WastageForm locationId={place.locationId} materials={materials} />
      </Grid.Col>
      {pending.length ? (
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PendingPostings postings={pending} materials={materials} />
        </Grid.Col>
      ) : null}
    </Grid>
  ) : null;
  if (!place.costs) {
    return (
      <>
        <PageHeader title={t('wastage.title')} description={t('wastage.description')} />
        {forms}
      </>
    );
  }
  return <WastageList locationId={place.locationId} forms={forms} />;
}

function WastageList({ locationId, forms }: { locationId: string; forms: React.ReactNode }) {
  const { t } = useTranslation('stock');
  const search = route.useSearch();
  const patch = useSearchPatch<WastageSearch>();
  const choice = usePeriod(search, locationId, 'last_7_days');
  const { period } = choice;
  const page = search.page ?? 1;
  const {
    read: list,
    onExport,
    money,
    materials,
  } = useMovementPage({
    list: stockCalls.wastageList,
    prefix: 'wastage',
    sheetName: t('wastage.title'),
    locationId,
    period,
    filters: { reason: search.reason },
    page,
    limit: PAGE_SIZE,
  });
  const all = useWastageOfPeriod(locationId, period.from, period.to, CHART_LIMIT);
  return (
    <FiguresFrame
      title={t('wastage.title')}
      description={t('wastage.description')}
      read={list}
      onExport={onExport}
      period={choice}
      forms={forms}
      filters={
        <ChoiceFilter
          label={t('columns.reason')}
          placeholder={t('wastage.allReasons')}
          choices={filterReasonChoices}
          labelOf={(r) => t(`reasons.${r}`)}
          value={search.reason}
          onChange={(reason) => patch({ reason })}
          width={190}
          data-testid="wastage-reason-filter"
        />
      }
    >
      <ReadState read={all} height={280}>
        {(reply) => <ReasonChart rows={reply.data} money={money} />}
      </ReadState>
      <ReadState read={list} height={320}>
        {(reply) => (
          <MovementsCard
            reply={reply}
            page={page}
            limit={PAGE_SIZE}
            onPage={(next) => patch({ page: next })}
            materials={materials}
            money={money}
            data-testid="wastage-table"
          />
        )}
      </ReadState>
    </FiguresFrame>
  );
}
