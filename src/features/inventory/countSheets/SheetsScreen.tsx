import { Button, FileButton, Group, Menu, Select, Stack, Text } from '@mantine/core';
import {
  IconDots,
  IconFileExport,
  IconFileImport,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { toast } from '@/shared/toast';
import { ConfirmDialog } from '@/components/entity/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { exportSpreadsheet, readSpreadsheet, SpreadsheetError } from '@/lib/spreadsheet';
import { useAction } from '@/shared/useAction';
import { SheetEditor } from './SheetEditor';
import { SheetNameDialog } from './SheetDialogs';
import { readSheetRows, sheetFileHeaders, sheetRows } from './sheetFile';
import { areasFromStorage } from './sheetOps';
import { useSheetWrites, type SheetWrites } from './data/sheetWrites';
import {
  useLocationSheets,
  useMayEditSheets,
  useSheetMaterials,
  type SheetRow,
} from './data/useSheets';

type Dialog = 'create' | 'rename' | 'delete' | null;

/** `/inventory-count-sheet`: the location's count sheets, their areas and materials in order. */
export function SheetsScreen() {
  const { t, i18n } = useTranslation('counts');
  const writes = useSheetWrites();
  const { locationId } = useActiveLocation();
  const sheets = useLocationSheets(locationId);
  const materials = useSheetMaterials(locationId);
  const editable = useMayEditSheets();
  const [chosen, setChosen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const sheet = sheets?.find((s) => s.id === chosen) ?? sheets?.[0] ?? null;
  const byId = useMemo(() => new Map((materials ?? []).map((m) => [m.id, m])), [materials]);

  // The editor saves each change as it is made, and none may be dropped while another is stored
  // (an action runs one at a time), so its failures are said here.
  const editFailed = (error: unknown) => {
    console.error(error);
    toast.error(t('sheets.saveFailed'));
  };
  const saved = { failed: t('sheets.saveFailed') };

  const create = useAction((w: SheetWrites, name: string, build: boolean) => {
    const areas = build
      ? areasFromStorage(
          materials ?? [],
          t('sheets.otherArea'),
          () => crypto.randomUUID(),
          i18n.language,
        )
      : [];
    return w.create(locationId, { name, areas }, sheets ?? []);
  }, saved);
  const rename = useAction((w: SheetWrites, id: string, name: string) => w.rename(id, name), saved);
  const remove = useAction((w: SheetWrites, id: string) => w.remove(id), saved);

  const onCreate = async (name: string, build: boolean) => {
    if (!writes) return;
    const row = await create.run(writes, name, build);
    if (row === undefined) return;
    setChosen(row.id);
    setDialog(null);
  };

  const onRename = async (name: string) => {
    if (!writes || !sheet) return;
    await rename.run(writes, sheet.id, name);
    setDialog(null);
  };

  const onRemove = async () => {
    if (!writes || !sheet) return;
    await remove.run(writes, sheet.id);
    setChosen(null);
    setDialog(null);
  };

  const exporting = useAction(
    (chosen: SheetRow) =>
      exportSpreadsheet(`count-sheet-${chosen.name}`, {
        sheetName: chosen.name,
        columns: sheetFileHeaders,
        rows: sheetRows(chosen.areas, byId),
      }),
    { failed: t('actions.exportFailed') },
  );

  const importing = useAction(
    async (w: SheetWrites, chosen: SheetRow, file: File) => {
      const data = await readSpreadsheet(file, file.name);
      const read = readSheetRows(data.headers, data.rows, materials ?? [], chosen.areas, () =>
        crypto.randomUUID(),
      );
      await w.setAreas(chosen.id, read.areas);
      return read;
    },
    {
      failed: t('sheets.saveFailed'),
      why: (error) => (error instanceof SpreadsheetError ? t('sheets.importUnreadable') : null),
    },
  );

  const importSheet = async (file: File | null) => {
    if (!file || !writes || !sheet) return;
    const read = await importing.run(writes, sheet, file);
    if (!read) return;
    if (read.unknown.length)
      toast.info(
        t('sheets.importUnknown', {
          count: read.unknown.length,
          lines: read.unknown
            .slice(0, 5)
            .map((u) => `${u.line}: ${u.material}`)
            .join(', '),
        }),
      );
    else toast.success(t('sheets.imported', { count: read.areas.length }));
  };

  return (
    <>
      <PageHeader
        title={t('sheets.title')}
        description={t('sheets.description')}
        actions={
          editable ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDialog('create')}
              data-testid="sheet-create"
            >
              {t('sheets.create')}
            </Button>
          ) : null
        }
      />
      {sheets && sheets.length === 0 ? (
        <Text c="dimmed" data-testid="sheets-empty">
          {t('sheets.empty')}
        </Text>
      ) : null}
      {sheet ? (
        <Stack gap="md">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t('sheets.sheet')}
              data={(sheets ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={sheet.id}
              onChange={(v) => setChosen(v)}
              allowDeselect={false}
              style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
              data-testid="sheet-picker"
            />
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFileExport size={16} />}
                onClick={() => void exporting.run(sheet)}
                data-testid="sheet-export"
              >
                {t('actions.export')}
              </Button>
              {editable ? (
                <>
                  <FileButton onChange={(f) => void importSheet(f)} accept=".xlsx,.xls,.csv">
                    {(props) => (
                      <Button
                        variant="default"
                        leftSection={<IconFileImport size={16} />}
                        {...props}
                      >
                        {t('actions.import')}
                      </Button>
                    )}
                  </FileButton>
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <Button
                        variant="default"
                        px="xs"
                        aria-label={t('sheets.more')}
                        data-testid="sheet-more"
                      >
                        <IconDots size={16} />
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconPencil size={14} />}
                        onClick={() => setDialog('rename')}
                      >
                        {t('sheets.rename')}
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => setDialog('delete')}
                        data-testid="sheet-delete"
                      >
                        {t('sheets.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </>
              ) : null}
            </Group>
          </Group>
          <SheetEditor
            key={sheet.id}
            sheet={sheet}
            materials={byId}
            editable={editable}
            onChange={(areas) => writes?.setAreas(sheet.id, areas).catch(editFailed)}
          />
        </Stack>
      ) : null}
      <SheetNameDialog
        opened={dialog === 'create'}
        title={t('sheets.create')}
        initial=""
        offerBuild
        onSubmit={(name, build) => void onCreate(name, build)}
        onClose={() => setDialog(null)}
      />
      <SheetNameDialog
        opened={dialog === 'rename'}
        title={t('sheets.rename')}
        initial={sheet?.name ?? ''}
        onSubmit={(name) => void onRename(name)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('sheets.delete')}
        message={t('sheets.deleteConfirm', { name: sheet?.name ?? '' })}
        confirmLabel={t('sheets.delete')}
        danger
        onConfirm={() => void onRemove()}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
