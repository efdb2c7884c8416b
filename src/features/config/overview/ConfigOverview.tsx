import { Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { mayUseLocation } from '@contract/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrant } from '@/shared/access';
import { PageHeader } from '@/components/PageHeader';
import { checklistOf } from './checklist';
import { LocationChecklist } from './LocationChecklist';
import { useConfigRows } from './data/useConfigRows';

/**
 * `/dashboard/config`: per location, what is set and what is still missing (taxes, payment methods,
 * order types, floors and tables, opening hours, regional settings), each line opening its screen.
 * Read from the local store, so it works offline.
 */
export function ConfigOverview() {
  const { t } = useTranslation('config-entities');
  const grant = useGrant();
  const data = useConfigRows();
  const cards = useMemo(() => {
    if (!data || !grant) return null;
    return data.locations
      .filter((l) => l.deleted_at == null && mayUseLocation(grant, l.id))
      .sort(
        (a, b) =>
          Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0) ||
          String(a.name).localeCompare(String(b.name)),
      )
      .map((l) => ({ id: l.id, name: String(l.name), lines: checklistOf(data.rows, l.id) }));
  }, [data, grant]);

  return (
    <>
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      {!cards ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : cards.length === 0 ? (
        <Text c="dimmed">{t('overview.noLocations')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" data-testid="config-overview">
          {cards.map((card) => (
            <LocationChecklist
              key={card.id}
              locationId={card.id}
              name={card.name}
              lines={card.lines}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
