import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { ReadFallback } from '@/components/ReadTable';
import { OpeningHoursCard } from '../openingHours/OpeningHoursCard';
import { useBusinessInfo } from '../settings/data/useBusinessInfo';
import { BusinessInfoForm } from './BusinessInfoForm';

/**
 * `/dashboard/config/bussiness-info`: who the business is at the active location (legal name, tax
 * number, address, logo), its regional settings, its business day, and the week of opening hours.
 */
export function BusinessInfoScreen() {
  const { t } = useTranslation('config-settings');
  const { online, mayWrite, locationId, locationLabel, read } = useBusinessInfo();

  return (
    <Stack gap="lg" data-testid="business-info-screen">
      <PageHeader
        title={t('business.title')}
        description={t('business.description', { location: locationLabel })}
        actions={<AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />}
      />
      {read.data && locationId ? (
        <BusinessInfoForm
          key={`${locationId}-${read.data.updated_at}`}
          info={read.data}
          online={online}
          mayWrite={mayWrite}
          onSaved={read.refetch}
        />
      ) : (
        <ReadFallback error={read.error} />
      )}
      {locationId ? (
        <OpeningHoursCard key={locationId} locationId={locationId} mayWrite={mayWrite} />
      ) : null}
    </Stack>
  );
}
