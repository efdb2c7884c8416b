import { Alert, Group, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { BusinessInfo } from '@contract/businessInfo';
import { useGrant } from '@/app/access';
import { errorMessage } from '@/app/errors/errorMessage';
import { locationName } from '@/app/location/activeLocation';
import { useActiveLocation } from '@/app/location/useActiveLocation';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { useServerRead } from '@/components/reports/useServerRead';
import { useBrowserOnline } from '@/data/live';
import { OpeningHoursCard } from '../openingHours/OpeningHoursCard';
import { BUSINESS_INFO_PATH } from '../settings/calls';
import { BusinessInfoForm } from './BusinessInfoForm';

/**
 * `/dashboard/config/bussiness-info`: who the business is at the active location (legal name, tax
 * number, address, logo), its regional settings, its business day, and the week of opening hours.
 */
export function BusinessInfoScreen() {
  const { t, i18n } = useTranslation(['config-settings', 'errors']);
  const online = useBrowserOnline();
  const grant = useGrant();
  const { locationId, location } = useActiveLocation();
  const mayWrite = grant ? can(grant, 'config.write') : false;
  const read = useServerRead<BusinessInfo>(
    BUSINESS_INFO_PATH,
    { loc: locationId ?? '' },
    { enabled: locationId !== null },
  );

  return (
    <Stack gap="lg" data-testid="business-info-screen">
      <PageHeader
        title={t('business.title')}
        description={t('business.description', {
          location: location ? locationName(location, i18n.resolvedLanguage ?? 'en') : '',
        })}
        actions={
          <Group gap="xs">
            <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
          </Group>
        }
      />
      {read.data && locationId ? (
        <BusinessInfoForm
          key={`${locationId}-${read.data.updated_at}`}
          info={read.data}
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
      {locationId ? (
        <OpeningHoursCard key={locationId} locationId={locationId} mayWrite={mayWrite} />
      ) : null}
    </Stack>
  );
}
