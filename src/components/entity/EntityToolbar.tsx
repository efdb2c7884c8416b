import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Menu,
  Select,
  Stack,
  TextInput,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconDownload,
  IconFileSpreadsheet,
  IconFilter,
  IconPlus,
  IconSearch,
  IconUpload,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LocalRow } from '@/data/db';
import { displayName } from './columns';
import type { FieldSpec } from './fields';
import { NONE } from './filters';
import type { Lookups } from './useLookups';
import type { EntityListState } from './useEntityList';
import type { EntityTexts } from './useEntityTexts';

interface EntityToolbarProps {
  list: EntityListState;
  filters: readonly FieldSpec[];
  lookups: Lookups;
  texts: EntityTexts;
  canWrite: boolean;
  onAdd: () => void;
  onImport: () => void;
  onExport: (rows: readonly LocalRow[]) => void;
  onTemplate: () => void;
}

function filterOptions(spec: FieldSpec, lookups: Lookups, texts: EntityTexts) {
  const { t } = texts;
  if (spec.kind === 'boolean')
    return spec.key === 'is_active'
      ? [
          { value: 'true', label: t('entity:filters.active') },
          { value: 'false', label: t('entity:filters.inactive') },
        ]
      : [
          { value: 'true', label: t('entity:list.yes') },
          { value: 'false', label: t('entity:list.no') },
        ];
  const none = spec.nullable ? [{ value: NONE, label: t('entity:filters.none') }] : [];
  if (spec.kind === 'enum')
    return [
      ...(spec.options ?? []).map((v) => ({ value: v, label: texts.enumLabel(spec.key, v) })),
      ...none,
    ];
  const rows = (spec.ref && lookups.get(spec.ref)) || [];
  return [
    ...rows
      .map((r) => ({ value: r.id, label: displayName(r, texts.lang) }))
      .sort((a, b) => a.label.localeCompare(b.label, texts.lang)),
    ...none,
  ];
}

/** Search, filters, and the add / import / export actions above a list. */
export function EntityToolbar({
  list,
  filters,
  lookups,
  texts,
  canWrite,
  onAdd,
  onImport,
  onExport,
  onTemplate,
}: EntityToolbarProps) {
  const { t } = texts;
  const theme = useMantineTheme();
  // On phones, export and import shrink to icons so the add button keeps its words.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const iconOrButton = (label: string, icon: ReactNode, props: Record<string, unknown>) =>
    phone ? (
      <ActionIcon variant="default" size={36} aria-label={label} {...props}>
        {icon}
      </ActionIcon>
    ) : (
      <Button variant="default" leftSection={icon} {...props}>
        {label}
      </Button>
    );
  const filterSelects = filters.map((spec) => (
    <Select
      key={spec.key}
      aria-label={texts.field(spec.key)}
      placeholder={t('entity:filters.all', { field: texts.field(spec.key) })}
      data={filterOptions(spec, lookups, texts)}
      value={list.filters[spec.key] ?? null}
      onChange={(value) => list.setFilter(spec.key, value)}
      clearable
      searchable={spec.kind === 'ref'}
      w={phone ? undefined : 180}
      style={phone ? { flex: '1 1 140px' } : undefined}
      size="sm"
      comboboxProps={{ withinPortal: true }}
      data-testid={`filter-${spec.key}`}
    />
  ));
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <TextInput
          placeholder={t('entity:list.searchPlaceholder')}
          aria-label={t('entity:list.search')}
          leftSection={<IconSearch size={16} />}
          rightSection={
            list.search ? (
              <CloseButton
                size="sm"
                aria-label={t('entity:list.clearSearch')}
                onClick={() => list.setSearch('')}
              />
            ) : null
          }
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: phone ? undefined : 420 }}
          data-testid="entity-search"
        />
        <Group gap="xs" wrap="nowrap">
          <Menu position="bottom-end">
            <Menu.Target>
              {iconOrButton(t('entity:export.button'), <IconDownload size={16} />, {
                'data-testid': 'export-open',
              })}
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconFileSpreadsheet size={14} />}
                onClick={() => onExport(list.matching)}
                disabled={list.matching.length === 0}
                data-testid="export-matching"
              >
                {list.filtered
                  ? t('entity:export.matching', { count: list.matching.length })
                  : t('entity:export.all', { count: list.matching.length })}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconFileSpreadsheet size={14} />}
                onClick={() => onExport(list.selectedRows)}
                disabled={list.selectedRows.length === 0}
              >
                {t('entity:export.selected', { count: list.selectedRows.length })}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item leftSection={<IconDownload size={14} />} onClick={onTemplate}>
                {t('entity:import.template')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {canWrite ? (
            <>
              {iconOrButton(t('entity:import.button'), <IconUpload size={16} />, {
                onClick: onImport,
                'data-testid': 'import-open',
              })}
              <Button leftSection={<IconPlus size={16} />} onClick={onAdd} data-testid="entity-add">
                {texts.newOne}
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      {filterSelects.length ? (
        <Group gap="xs" wrap="wrap">
          <IconFilter size={16} aria-hidden style={{ opacity: 0.6 }} />
          {filterSelects}
        </Group>
      ) : null}
    </Stack>
  );
}
