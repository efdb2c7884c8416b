import { ActionIcon, Button, Group, Menu, Select, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconDownload,
  IconFileSpreadsheet,
  IconFilter,
  IconPlus,
  IconUpload,
} from '@tabler/icons-react';
import { memo, useMemo, type ReactNode } from 'react';
import { displayName } from './columns';
import type { FieldSpec } from './fields';
import { NONE } from './filters';
import { SearchInput } from './SearchInput';
import type { Lookups } from './useLookups';
import type { EntityTexts } from './useEntityTexts';
import { useSelectListProps } from '@/shared/selectList';

/** Which rows an export writes: those matching the search and filters, or the selected ones. */
export type ExportChoice = 'matching' | 'selected';

interface EntityToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  filters: readonly FieldSpec[];
  /** The value chosen in each filter; null or absent for "all". */
  filterValues: Readonly<Record<string, string | null>>;
  onFilter: (key: string, value: string | null) => void;
  lookups: Lookups;
  texts: EntityTexts;
  canWrite: boolean;
  /** Rows matching the search and filters, and selected rows, as the export menu counts them. */
  matchingCount: number;
  selectedCount: number;
  /** A search or a filter narrows the list. */
  filtered: boolean;
  onAdd: () => void;
  onImport: () => void;
  onExport: (which: ExportChoice) => void;
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
  const collator = new Intl.Collator(texts.lang);
  return [
    ...rows
      .map((r) => ({ value: r.id, label: displayName(r, texts.lang) }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    ...none,
  ];
}

interface FilterBarProps {
  filters: readonly FieldSpec[];
  values: Readonly<Record<string, string | null>>;
  onFilter: (key: string, value: string | null) => void;
  lookups: Lookups;
  texts: EntityTexts;
  phone: boolean;
}

/** One select per filter; memoized, so typing a search does not render the selects again. */
const FilterBar = memo(function FilterBar({
  filters,
  values,
  onFilter,
  lookups,
  texts,
  phone,
}: FilterBarProps) {
  const { t } = texts;
  const listProps = useSelectListProps();
  const options = useMemo(
    () => new Map(filters.map((spec) => [spec.key, filterOptions(spec, lookups, texts)])),
    [filters, lookups, texts],
  );
  if (filters.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <IconFilter size={16} aria-hidden style={{ opacity: 0.6 }} />
      {filters.map((spec) => (
        <Select
          key={spec.key}
          aria-label={texts.field(spec.key)}
          placeholder={t('entity:filters.all', { field: texts.field(spec.key) })}
          data={options.get(spec.key)}
          value={values[spec.key] ?? null}
          onChange={(value) => onFilter(spec.key, value)}
          clearable
          searchable={spec.kind === 'ref'}
          w={phone ? undefined : 180}
          style={phone ? { flex: '1 1 140px' } : undefined}
          size="sm"
          comboboxProps={listProps}
          data-testid={`filter-${spec.key}`}
        />
      ))}
    </Group>
  );
});

type ListActionsProps = Pick<
  EntityToolbarProps,
  | 'texts'
  | 'canWrite'
  | 'matchingCount'
  | 'selectedCount'
  | 'filtered'
  | 'onAdd'
  | 'onImport'
  | 'onExport'
  | 'onTemplate'
> & { phone: boolean };

/** Export, import and add. Memoized: a keystroke renders it again only when the count changed. */
const ListActions = memo(function ListActions({
  texts,
  canWrite,
  phone,
  matchingCount,
  selectedCount,
  filtered,
  onAdd,
  onImport,
  onExport,
  onTemplate,
}: ListActionsProps) {
  const { t } = texts;
  // On phones, export and import shrink to icons so the add button keeps its words.
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
  return (
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
            onClick={() => onExport('matching')}
            disabled={matchingCount === 0}
            data-testid="export-matching"
          >
            {filtered
              ? t('entity:export.matching', { count: matchingCount })
              : t('entity:export.all', { count: matchingCount })}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={14} />}
            onClick={() => onExport('selected')}
            disabled={selectedCount === 0}
          >
            {t('entity:export.selected', { count: selectedCount })}
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
  );
});

/** Search, filters, and the add / import / export actions above a list. */
export function EntityToolbar({
  search,
  onSearch,
  filters,
  filterValues,
  onFilter,
  lookups,
  ...actions
}: EntityToolbarProps) {
  const { texts } = actions;
  const { t } = texts;
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <SearchInput
          placeholder={t('entity:list.searchPlaceholder')}
          value={search}
          onChange={onSearch}
          style={{ flex: '1 1 240px', maxWidth: phone ? undefined : 420 }}
          data-testid="entity-search"
        />
        <ListActions {...actions} phone={phone} />
      </Group>
      <FilterBar
        filters={filters}
        values={filterValues}
        onFilter={onFilter}
        lookups={lookups}
        texts={texts}
        phone={phone}
      />
    </Stack>
  );
}
