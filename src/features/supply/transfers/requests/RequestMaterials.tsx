import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/entity/SearchInput';
import { AsOf } from '@/components/reports/AsOf';
import { ReadState } from '@/components/reports/ReadState';
import { formatQuantity } from '@/lib/quantity';
import { useRequestMaterials } from '../data/documentReads';
import { LineList, type LineItem } from '../shared/LineList';
import type { MaterialNames } from '../data/materials';

interface RequestMaterialsProps {
  storeId: string;
  fromId: string;
  /** Quantity typed per material id. */
  quantities: ReadonlyMap<string, number>;
  onChange: (materialId: string, quantity: number) => void;
  /**
   * Materials the request being changed already asks for. They stay in the list when the place
   * no longer offers them, or when its list cannot be read (offline, never read on this device):
   * a change must never drop a line the store did not take out.
   */
  kept: readonly string[];
  materials: MaterialNames;
}

/**
 * The materials the supplying place holds, each with the quantity to ask beside what was asked last
 * time and the 8-week average use (a server read kept for offline), searchable by name.
 */
export function RequestMaterials({
  storeId,
  fromId,
  quantities,
  onChange,
  kept,
  materials,
}: RequestMaterialsProps) {
  const { t, i18n } = useTranslation('transfers');
  const lang = i18n.resolvedLanguage ?? 'en';
  const unitOf = (unit: string) => t(`stock:units.${unit}`, { defaultValue: unit });
  const read = useRequestMaterials(storeId, fromId);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const matches = (name: string) => !needle || name.toLocaleLowerCase().includes(needle);

  const keptIds = new Set(kept);
  // What the request already asks for comes first, to change; then the rest, by name as read.
  const offered = [...(read.data?.data ?? [])].sort(
    (a, b) => Number(keptIds.has(b.material_id)) - Number(keptIds.has(a.material_id)),
  );
  const offeredIds = new Set(offered.map((m) => m.material_id));
  const offeredItems = offered
    .filter((m) => matches(m.name))
    .map((m): LineItem => ({
      id: m.material_id,
      name: m.name,
      unit: unitOf(m.unit),
      figures: [
        {
          label: t('create.last'),
          value:
            m.last_quantity === null
              ? t('create.never')
              : `${formatQuantity(lang, m.last_quantity)} ${unitOf(m.unit)}`,
        },
        {
          label: t('create.average'),
          value: `${formatQuantity(lang, m.average_weekly_use)} ${unitOf(m.unit)}`,
        },
        ...(m.available !== undefined
          ? [
              {
                label: t('create.available'),
                value: `${formatQuantity(lang, m.available)} ${unitOf(m.unit)}`,
              },
            ]
          : []),
      ],
    }));
  // Named from the device's own materials: no server figures for these.
  const keptItems = kept
    .filter((id) => !offeredIds.has(id) && matches(materials.name(id)))
    .map((id): LineItem => ({
      id,
      name: materials.name(id),
      unit: materials.unit(id),
      figures: [],
    }));
  const list = (items: LineItem[]) => (
    <LineList
      lines={items}
      inputLabel={t('create.quantity')}
      value={quantities}
      onChange={onChange}
      data-testid="request-materials"
    />
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder={t('create.searchMaterials')}
          style={{ flex: '1 1 14rem' }}
          data-testid="request-material-search"
        />
        <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
      </Group>
      {read.data === undefined && kept.length > 0 ? (
        <>
          {list(keptItems)}
          {/* What else the place offers comes with its list: say why it is missing. */}
          <ReadState read={read} height={60}>
            {() => null}
          </ReadState>
        </>
      ) : (
        <ReadState read={read} height={240}>
          {() =>
            offered.length === 0 && keptItems.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('create.noMaterials')}
              </Text>
            ) : (
              list([...keptItems, ...offeredItems])
            )
          }
        </ReadState>
      )}
    </Stack>
  );
}
