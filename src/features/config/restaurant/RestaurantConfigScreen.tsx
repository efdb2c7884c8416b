import { Alert, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { RestaurantConfig } from '@contract/restaurantConfig';
import { useGrant } from '@/app/access';
import { errorMessage } from '@/app/errors/errorMessage';
import { locationName } from '@/app/location/activeLocation';
import { useActiveLocation } from '@/app/location/useActiveLocation';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { useServerRead } from '@/components/reports/useServerRead';
import { useBrowserOnline } from '@/data/live';
import { RESTAURANT_CONFIG_PATH } from './calls';
import { RestaurantConfigForm } from './RestaurantConfigForm';

/**
 * `/dashboard/config/restaurant`: what the tills of the active location print and show (receipt
 * header, footer and images), their printers, which kitchen screen shows which categories, and
 * whether the location takes online orders.
 */
export function RestaurantConfigScreen() {
  const { t, i18n } = useTranslation(['config-restaurant', 'errors']);
  const online = useBrowserOnline();
  const grant = useGrant();
  const { locationId, location } = useActiveLocation();
  const mayWrite = grant ? can(grant, 'config.write') : false;
  const read = useServerRead<RestaurantConfig>(
    RESTAURANT_CONFIG_PATH,
    { location_id: locationId ?? '' },
    { enabled: locationId !== null },
  );

  return (
    <Stack gap="lg" data-testid="restaurant-config-screen">
      <PageHeader
        title={t('title')}
        description={t('description', {
          location: location ? locationName(location, i18n.resolvedLanguage ?? 'en') : '',
        })}
        actions={<AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />}
      />
      {!online && mayWrite ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconWifiOff size={18} />}
          data-testid="restaurant-offline"
        >
          {t('offline')}
        </Alert>
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
      ) : read.error ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {errorMessage(read.error, t)}
        </Alert>
      ) : (
        <Loader size="sm" />
      )}
    </Stack>
  );
}
