import { Alert, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useMaterials } from '../stock/data/materials';
import { PendingPostings } from '../stock/shared/PendingPostings';
import { usePendingPostings } from '../stock/data/postings';
import { useStockPlace } from '../stock/shared/useStockPlace';
import { QuickAdjust } from './QuickAdjust';
import { ReceiveForm } from './ReceiveForm';

/** `/dashboard/inventory/inventory`: stock received without a supplier order, and quick adjustments. */
export function ReceivingScreen() {
  const { t } = useTranslation('stock');
  const place = useStockPlace();
  const materials = useMaterials();
  const pending = usePendingPostings(place.locationId);
  const header = <PageHeader title={t('receive.screen')} description={t('receive.description')} />;
  if (!place.write || !place.locationId) {
    return (
      <>
        {header}
        <Alert color="orange" variant="light" data-testid="stock-no-write">
          {place.locationId ? t('noWrite') : t('noLocation')}
        </Alert>
      </>
    );
  }
  return (
    <>
      {header}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ReceiveForm locationId={place.locationId} materials={materials} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <PendingPostings
              postings={pending.filter((p) => p.kind !== 'wastage')}
              materials={materials}
            />
            <QuickAdjust locationId={place.locationId} materials={materials} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
