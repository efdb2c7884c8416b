import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OfflineAlert } from '@/components/OfflineAlert';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { ReadFallback } from '@/components/ReadTable';
import { useRestaurantConfig } from './data/useRestaurantConfig';
import { RestaurantConfigForm } from './RestaurantConfigForm';

/**
 * `/dashboard/config/restaurant`: what the tills of the active location print and show (receipt
 * header, footer and images), their printers, which kitchen screen shows which categories, and
 * whether the location takes online orders.
 */
export function RestaurantConfigScreen() {
  const { t } = useTranslation('config-restaurant');
  const { online, mayWrite, locationId, locationLabel, read } = useRestaurantConfig();

  return (
    <Stack gap="lg" data-testid="restaurant-config-screen">
      <PageHeader
        title={t('title')}
        description={t('description', { location: locationLabel })}
        actions={<AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />}
      />
      {!online && mayWrite ? (
        <OfflineAlert data-testid="restaurant-offline">{t('offline')}</OfflineAlert>
      ) : null}
      {read.data && locationId ? (
        <RestaurantConfigForm
          // A location switch starts a fresh form; a refetch of the same one keeps unsaved edits.
          key={locationId}
          config={read.data}
          online={online}
          mayWrite={mayWrite}
          onSaved={read.refetch}
        />
      ) : (
        <ReadFallback error={read.error} />
      )}
    </Stack>
  );
}
