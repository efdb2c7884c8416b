import { Badge, Card, Group, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { can, isPermission, type Grant } from '@contract/access';
import { resources, type ResourceDef } from '@contract/registry';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import type { LocalRow } from '@/data/db';
import { useSession } from '@/data/react';
import { usePendingIds, useRows } from '@/data/live';
import { builtInBulkActions } from './bulk-actions';
import { BulkBar } from './BulkBar';
import { columnSpecs, displayName, type ColumnContext } from './columns';
import { ConfirmDialog } from './ConfirmDialog';
import { EntityEmpty } from './EntityEmpty';
import { EntityTable } from './EntityTable';
import { EntityToolbar, type ExportChoice } from './EntityToolbar';
import { describeFields, fieldMap, type FieldSpec } from './fields';
import { numberFormat, type MoneyStyle } from '@/lib/formats';
import { ListFooter } from './ListFooter';
import type { AnyEntityConfig } from './types';
import { rowAccessRules } from './rowAccess';
import { useEntityList } from './useEntityList';
import { useEntityTexts } from './useEntityTexts';
import { useListExport } from './useListExport';
import { useLookupIndex, useLookups } from './useLookups';
import { useRowActions } from './useRowActions';
import { useScreenTitle } from '../useScreenTitle';
import { loadedComponent, useOfflineCode } from '@/shared/loadedComponent';

/**
 * The import dialog loads when first opened: a list opens without its preview and its file checks
 * (5.6 of the brands list's 526 KB gzip). The service worker keeps it, so it opens offline too.
 */
const ImportDialog = lazy(() =>
  import('./ImportDialog').then((m) => ({ default: m.ImportDialog })),
);

/**
 * The form, with its inputs (dates, numbers, tags) and the form library: some twenty files a list
 * need not run before its rows show. Its code is asked for once the rows have drawn and the page is
 * idle (`useOfflineCode`), so a first tap on a row finds it in.
 */
const EntityForm = loadedComponent(() => import('./EntityForm').then((m) => m.EntityForm));

/** The user may change rows of the area (`<area>.write`); otherwise the screen is read-only. */
export function mayWrite(grant: Grant | null, def: ResourceDef): boolean {
  const permission = `${def.area}.write`;
  return grant !== null && isPermission(permission) && can(grant, permission);
}

const refsOf = (specs: readonly FieldSpec[]): string[] =>
  specs.flatMap((s) => [...(s.ref ? [s.ref] : []), ...refsOf(s.item ?? [])]);

/**
 * The one list screen of an entity: reads the local store live (so it opens and works offline),
 * and offers search, filters, sort, paging, selection with bulk actions, add/edit in a form,
 * delete with confirmation, export and import. Everything it writes goes through the local writer.
 */
export function EntityScreen({
  config,
  money = null,
  onOpenRow,
  onAdd,
  rows: given,
}: {
  config: AnyEntityConfig;
  /** How amounts are written where the list is shown, for its `money` columns. */
  money?: MoneyStyle | null;
  /** Opens a row somewhere else (its own page) instead of in the screen's form. */
  onOpenRow?: (row: LocalRow) => void;
  /** Adds a row somewhere else (its own page) instead of in the screen's form. */
  onAdd?: () => void;
  /**
   * The local rows with values the screen adds for its own columns (a CRM customer's visits read
   * from the server); undefined while the local store loads. Default: the local rows as they are.
   */
  rows?: LocalRow[];
}) {
  const def = resources[config.resource] as unknown as ResourceDef;
  const local = useRows(def.collection);
  const stored = given ?? local;
  const pending = usePendingIds(def.collection);
  const grant = useGrant();
  const texts = useEntityTexts(config.resource, config.names);
  useScreenTitle(texts.other);
  const { t } = texts;
  const canWrite = mayWrite(grant, def);
  const { user } = useSession();
  const { locationId } = useActiveLocation();
  const access = useMemo(
    () => rowAccessRules(grant, def, user?.all_locations === true, locationId),
    [grant, def, user?.all_locations, locationId],
  );
  const deletable = useCallback((row: LocalRow) => access.accessOf(row) === 'full', [access]);

  const specs = useMemo(() => fieldMap(def), [def]);
  const columns = useMemo(() => columnSpecs(def, config.columns), [def, config.columns]);
  const filterSpecs = useMemo(
    () => (config.filters ?? []).flatMap((k) => specs.get(k) ?? []),
    [config.filters, specs],
  );
  const refs = useMemo(() => refsOf(describeFields(def)), [def]);
  const lookups = useLookups(refs);
  const lookupIndex = useLookupIndex(lookups);
  const currency = money?.currency ?? null;
  const decimals = money?.decimals ?? null;
  const ctx = useMemo<ColumnContext>(
    () => ({
      lang: texts.lang,
      enumLabel: texts.enumLabel,
      refName: (collection, id) => {
        const row = lookupIndex.get(collection)?.get(id);
        return row ? displayName(row, texts.lang) : null;
      },
      money: decimals === null ? null : { currency, decimals },
    }),
    [texts, lookupIndex, currency, decimals],
  );
  const rows = useMemo(() => {
    const here = config.activeLocationOnly
      ? (stored ?? []).filter((r) => r.location_id === locationId)
      : (stored ?? []);
    return config.visible && grant ? here.filter((r) => config.visible!(r, grant)) : here;
  }, [stored, config.visible, config.activeLocationOnly, locationId, grant]);
  const [editing, setEditing] = useState<{ row: LocalRow | null } | null>(null);
  // Without a service worker keeping the files, the list waits for its form's code (see
  // `useOfflineCode`): an edit must still open if the network goes right after the rows show. A
  // list whose rows open and are added elsewhere (the products list) never shows this form.
  const formReady = useOfflineCode(EntityForm, {
    drawn: stored !== undefined,
    needed: !config.formComponent && !(onOpenRow && onAdd),
  });
  const list = useEntityList(def, rows, columns, ctx);
  const closeForm = useCallback(() => setEditing(null), []);
  const { busy, askDelete, onBulk, confirmDialog } = useRowActions({
    def,
    access,
    list,
    texts,
    onDeleted: closeForm,
  });

  const [importing, setImporting] = useState(false);
  const openInForm = useCallback((row: LocalRow) => setEditing({ row }), []);
  const addInForm = useCallback(() => setEditing({ row: null }), []);
  const openRow = onOpenRow ?? openInForm;
  const addRow = onAdd ?? addInForm;
  const openImport = useCallback(() => setImporting(true), []);

  const bulkActions = useMemo(
    () =>
      [...builtInBulkActions, ...(config.bulkActions ?? [])].filter(
        (a) => (a.appliesTo?.(def) ?? true) && (canWrite || !a.writes),
      ),
    [config.bulkActions, def, canWrite],
  );

  const { exportSelection: onExport, exportTemplate: onTemplate } = useListExport(
    config,
    def,
    texts,
  );
  // The toolbar's export reads the rows shown when it is clicked, so it needs no new callback (and
  // the toolbar no new render) on each keystroke.
  const shown = useRef({ matching: list.matching, selected: list.selectedRows });
  useLayoutEffect(() => {
    shown.current = { matching: list.matching, selected: list.selectedRows };
  }, [list.matching, list.selectedRows]);
  const exportShown = useCallback(
    (which: ExportChoice) => onExport(shown.current[which]),
    [onExport],
  );

  const loading = stored === undefined || !formReady;
  const hasRows = list.matching.length > 0;

  return (
    <Stack gap="md" data-testid={`entity-screen-${config.resource}`}>
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs" align="center">
          <Title order={2}>{texts.other}</Title>
          {!loading ? (
            <Badge variant="light" color="gray" size="lg" data-testid="entity-total">
              {numberFormat(texts.lang).format(list.total)}
            </Badge>
          ) : null}
          {!canWrite ? (
            <Badge variant="outline" color="gray" size="sm">
              {t('entity:list.readOnly')}
            </Badge>
          ) : null}
        </Group>
      </Group>
      <EntityToolbar
        search={list.search}
        onSearch={list.setSearch}
        filters={filterSpecs}
        filterValues={list.filters}
        onFilter={list.setFilter}
        lookups={lookups}
        texts={texts}
        canWrite={canWrite}
        matchingCount={list.matching.length}
        selectedCount={list.selectedRows.length}
        filtered={list.filtered}
        onAdd={addRow}
        onImport={openImport}
        onExport={exportShown}
        onTemplate={onTemplate}
      />
      {list.selectedRows.length > 0 ? (
        <BulkBar
          list={list}
          actions={bulkActions}
          texts={texts}
          busy={busy}
          onAction={onBulk}
          onExport={onExport}
        />
      ) : null}
      <Card withBorder radius="md" p={0}>
        {loading ? (
          <Group justify="center" p="xl">
            <Loader size="sm" />
          </Group>
        ) : hasRows ? (
          <EntityTable
            items={list.page.items}
            selected={list.selected}
            sort={list.sort}
            columns={columns}
            ctx={ctx}
            texts={texts}
            pending={pending}
            canWrite={canWrite}
            canDeleteRow={deletable}
            onToggleSort={list.toggleSort}
            onToggleRow={list.toggleRow}
            onSelectRows={list.setRowsSelected}
            onOpen={openRow}
            onDelete={askDelete}
          />
        ) : (
          <EntityEmpty
            reason={list.total === 0 ? 'none' : 'noMatch'}
            icon={config.icon}
            texts={texts}
            canWrite={canWrite}
            search={list.search}
            onAdd={addRow}
            onImport={openImport}
            onClear={() => {
              list.setSearch('');
              for (const f of filterSpecs) list.setFilter(f.key, null);
            }}
          />
        )}
      </Card>
      {hasRows ? (
        <ListFooter
          page={list.page}
          matching={list.matching.length}
          total={list.total}
          filtered={list.filtered}
          pageSize={list.pageSize}
          texts={texts}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      ) : null}

      {editing && config.formComponent ? (
        <config.formComponent
          key={editing.row?.id ?? 'new'}
          def={def}
          row={editing.row}
          readOnly={!canWrite || access.accessOf(editing.row) !== 'full'}
          createLocation={access.createLocation}
          texts={texts}
          lookups={lookups}
          onClose={closeForm}
        />
      ) : editing ? (
        <EntityForm
          key={editing.row?.id ?? 'new'}
          config={config}
          def={def}
          row={editing.row}
          readOnly={!canWrite || access.accessOf(editing.row) === 'none'}
          editable={
            access.accessOf(editing.row) === 'per-location' ? access.perLocationFields : undefined
          }
          createLocation={access.createLocation}
          texts={texts}
          lookups={lookups}
          onClose={closeForm}
          onDelete={editing.row && deletable(editing.row) ? askDelete : undefined}
        />
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog
            config={config}
            def={def}
            texts={texts}
            lookupCollections={refs}
            // The import route writes rows shared by every location: only for users of all of them.
            importCall={access.createLocation === null ? config.importCall : undefined}
            access={access}
            onTemplate={onTemplate}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog {...confirmDialog} />
    </Stack>
  );
}
