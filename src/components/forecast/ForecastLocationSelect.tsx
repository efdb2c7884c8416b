import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';

/**
 * The location a forecast or its backtest is of (issue 27): the active location, changed from here
 * as from the header, named in the user's language; the full width on a phone.
 */
export function ForecastLocationSelect({ testId }: { testId: string }) {
  const { t, i18n } = useTranslation('forecast');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locationId, locations, setLocationId } = useActiveLocation();
  return (
    <Select
      label={t('location')}
      data={locations.map((l) => ({ value: l.id, label: locationName(l, lang) }))}
      value={locationId}
      onChange={(next) => {
        if (next) setLocationId(next);
      }}
      allowDeselect={false}
      w={{ base: '100%', sm: 320 }}
      data-testid={testId}
    />
  );
}
