import { Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/location/useMoney';
import { AsOf } from '@/components/reports/AsOf';
import type { Materials } from './data/materials';
import { useMaterialMovements } from './data/reads';
import { MovementTable } from './shared/MovementTable';
import { Pager } from '@/components/list/Pager';
import { ReadState } from '@/components/reports/ReadState';

const PAGE_SIZE = 25;

/** One material's movements at the location, newest first, with the stock after each. */
export function MaterialMovements({
  locationId,
  materialId,
  materials,
  onClose,
}: {
  locationId: string;
  materialId: string | null;
  materials: Materials;
  onClose: () => void;
}) {
  const { t } = useTranslation('stock');
  return (
    <Drawer
      opened={materialId !== null}
      onClose={onClose}
      position="right"
      // Wide enough for five columns with the longer kinds ("Израсходовано на приготовление").
      size="xl"
      title={
        <Text fw={700}>
          {t('stock.movementsOf', { name: materialId ? materials.name(materialId) : '' })}
        </Text>
      }
      data-testid="material-movements"
    >
      {materialId ? (
        <Movements
          key={materialId}
          locationId={locationId}
          materialId={materialId}
          materials={materials}
        />
      ) : null}
    </Drawer>
  );
}

function Movements({
  locationId,
  materialId,
  materials,
}: {
  locationId: string;
  materialId: string;
  materials: Materials;
}) {
  const [page, setPage] = useState(1);
  const money = useMoney(locationId);
  const read = useMaterialMovements(locationId, materialId, page, PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
      </Group>
      <ReadState read={read} height={240}>
        {(reply) => (
          <>
            <MovementTable rows={reply.data} materials={materials} money={money} oneMaterial />
            <Pager
              page={page}
              limit={PAGE_SIZE}
              total={reply.pagination.total}
              onPage={setPage}
              hideWhenEmpty
            />
          </>
        )}
      </ReadState>
    </Stack>
  );
}
