import { Group, Text, TextInput, useDirection } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { stockCalls } from '@contract/stock';
import { PageHeader } from '@/components/PageHeader';
import { ReadState } from '@/components/reports/ReadState';
import { formatQuantity } from '@/lib/quantity';
import { BlindNotice } from '../stock/shared/BlindNotice';
import { ChoiceFilter } from '../stock/shared/ChoiceFilter';
import { FiguresFrame } from '../stock/shared/FiguresFrame';
import { MaterialSelect } from '../stock/shared/MaterialSelect';
import { MovementsCard } from '../stock/shared/MovementsCard';
import { useUnitLabel } from '../stock/shared/Quantity';
import { usePeriod, useSearchPatch } from '../stock/shared/useSearchPatch';
import { useStockPlace } from '../stock/shared/useStockPlace';
import { kindChoices, type MovementSearch } from './movementSearch';
import { useMovementPage } from './useMovementPage';

const route = getRouteApi('/dashboard/inventory/movement');
const PAGE_SIZE = 50;

/** `/dashboard/inventory/movement`: the ledger of the active location, filtered and paged. */
export function MovementsScreen() {
  const { t } = useTranslation('stock');
  const place = useStockPlace();
  if (!place.costs || !place.locationId) {
    return (
      <>
        <PageHeader title={t('movements.title')} description={t('movements.description')} />
        <BlindNotice />
      </>
    );
  }
  return <Movements locationId={place.locationId} />;
}

function Movements({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const search = route.useSearch();
  const patch = useSearchPatch<MovementSearch>();
  const choice = usePeriod(search, locationId);
  const { period } = choice;
  const unitLabel = useUnitLabel();
  const { dir } = useDirection();
  const page = search.page ?? 1;
  const { read, onExport, money, materials } = useMovementPage({
    list: stockCalls.movements,
    prefix: 'movements',
    sheetName: t('movements.title'),
    locationId,
    period,
    filters: { kind: search.kind, material_id: search.material, document_id: search.doc },
    page,
    limit: PAGE_SIZE,
  });
  const unit = search.material ? unitLabel(materials.byId.get(search.material)?.unit ?? '') : '';

  return (
    <FiguresFrame
      title={t('movements.title')}
      description={t('movements.description')}
      read={read}
      onExport={onExport}
      period={choice}
      filters={
        <>
          <ChoiceFilter
            label={t('columns.kind')}
            placeholder={t('movements.allKinds')}
            choices={kindChoices}
            labelOf={(k) => t(`kinds.${k}`)}
            value={search.kind}
            onChange={(kind) => patch({ kind })}
            width={180}
            data-testid="movement-kind"
          />
          <MaterialSelect
            rows={materials.rows ?? []}
            value={search.material ?? null}
            onChange={(id) => patch({ material: id ?? undefined })}
            placeholder={t('movements.allMaterials')}
            clearable
            w={220}
            data-testid="movement-material"
          />
          <TextInput
            aria-label={t('columns.document')}
            placeholder={t('movements.document')}
            value={search.doc ?? ''}
            onChange={(e) => patch({ doc: e.currentTarget.value.trim() || undefined })}
            w={200}
          />
        </>
      }
    >
      <ReadState read={read} height={360}>
        {(reply) => (
          <MovementsCard
            reply={reply}
            page={page}
            limit={PAGE_SIZE}
            onPage={(next) => patch({ page: next })}
            materials={materials}
            money={money}
            header={
              <Group justify="flex-end" gap="lg" px="xs" pb="xs" data-testid="movement-totals">
                {search.material && reply.totals.quantity !== null ? (
                  <Text size="sm">
                    {t('movements.netQuantity')}{' '}
                    <b>
                      <bdi
                        dir={dir}
                      >{`${formatQuantity(lang, reply.totals.quantity)} ${unit}`}</bdi>
                    </b>
                  </Text>
                ) : null}
                {reply.totals.value !== undefined ? (
                  <Text size="sm">
                    {t('movements.netValue')} <b>{money.format(reply.totals.value)}</b>
                  </Text>
                ) : null}
              </Group>
            }
          />
        )}
      </ReadState>
    </FiguresFrame>
  );
}
