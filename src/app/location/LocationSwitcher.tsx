import { Button, Menu, ScrollArea, Text, TextInput } from '@mantine/core';
import { IconCheck, IconChevronDown, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';

/** Above this many locations the menu gets a search field. */
const SEARCH_FROM = 8;

/**
 * Switches the active location by setting `loc` in the URL. Offers only the locations the user may
 * use; until the sync engine has pulled the locations it shows the user's own location.
 */
export function LocationSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const { locationId, location, locations, setLocationId } = useActiveLocation();
  const [query, setQuery] = useState('');
  const language = i18n.resolvedLanguage ?? 'en';
  if (!locationId) return null;

  const currentName = location ? locationName(location, language) : t('location.own');
  const needle = query.trim().toLocaleLowerCase(language);
  const shown = needle
    ? locations.filter((row) =>
        locationName(row, language).toLocaleLowerCase(language).includes(needle),
      )
    : locations;

  return (
    <Menu
      position="bottom-end"
      width={280}
      shadow="md"
      withinPortal
      onClose={() => setQuery('')}
      disabled={locations.length <= 1}
    >
      <Menu.Target>
        <Button
          variant="default"
          radius="xl"
          px={{ base: 9, sm: 14 }}
          leftSection={<IconMapPin size={16} />}
          rightSection={locations.length > 1 ? <IconChevronDown size={14} /> : null}
          aria-label={t('location.switch', { name: currentName })}
          data-testid="location-switcher"
          data-location={locationId}
        >
          <Text span size="sm" fw={500} maw={180} truncate="end" visibleFrom="sm" dir="auto">
            {currentName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('location.title')}</Menu.Label>
        {locations.length > SEARCH_FROM ? (
          <TextInput
            size="xs"
            mx={6}
            mb={6}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t('location.search')}
            aria-label={t('location.search')}
            leftSection={<IconSearch size={14} />}
          />
        ) : null}
        <ScrollArea.Autosize mah={320}>
          {shown.map((row) => (
            <Menu.Item
              key={row.id}
              onClick={() => setLocationId(row.id)}
              rightSection={row.id === locationId ? <IconCheck size={16} /> : null}
              data-testid="location-option"
              data-value={row.id}
            >
              {locationName(row, language)}
            </Menu.Item>
          ))}
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {t('location.none')}
            </Text>
          ) : null}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
