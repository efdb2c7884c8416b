import {
  Alert,
  Anchor,
  Box,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Progress,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ResourceDef } from '@contract/registry';
import { toast } from '@/shared/toast';
import type { LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';
import { MAX_ROWS, readSpreadsheet, SpreadsheetError } from '@/lib/spreadsheet';
import { describeFields, type FieldSpec } from './fields';
import { applyImport, applyImportCall, ImportWriteError, rowsToWrite } from './import-apply';
import { headerKey } from './import-cells';
import { ImportFileError, planImport, type ImportPlan } from './import-plan';
import classes from './entity.module.css';
import { ImportPreview } from './ImportPreview';
import { normalizeText } from './list-query';
import type { RowAccessRules } from './rowAccess';
import type { AnyEntityConfig } from './types';
import { readLookups } from './useLookups';
import type { EntityTexts } from './useEntityTexts';

const ACCEPT =
  '.xlsx,.xls,.csv,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Step =
  | { step: 'pick'; error: string | null }
  | { step: 'reading'; fileName: string }
  | { step: 'preview'; fileName: string; plan: ImportPlan; error: string | null }
  | { step: 'writing'; fileName: string; done: number; total: number };

interface ImportDialogProps {
  config: AnyEntityConfig;
  def: ResourceDef;
  texts: EntityTexts;
  /** Collections the resource refers to: names in the file are matched against their rows. */
  lookupCollections: readonly string[];
  /** The resource's own import route, when this user may use it (see `EntityConfig.importCall`). */
  importCall?: string;
  /** What this user may change: rows they may not change are errors, new rows go to their location. */
  access: Pick<RowAccessRules, 'refusedChanges' | 'createLocation'>;
  onTemplate: () => void;
  onClose: () => void;
}

/** Pick a file, see what it would change row by row, then write the good rows in one go. */
export function ImportDialog({
  config,
  def,
  texts,
  lookupCollections,
  importCall,
  access,
  onTemplate,
  onClose,
}: ImportDialogProps) {
  const { t } = texts;
  const local = useLocal();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const [state, setState] = useState<Step>({ step: 'pick', error: null });
  const [dragging, setDragging] = useState(false);

  // Columns may also be headed by the field labels, and enum cells may hold the labels, as shown.
  const aliases = useMemo(
    () => new Map(describeFields(def).map((s) => [headerKey(texts.field(s.key)), s.key])),
    [def, texts],
  );
  const enumValue = useMemo(
    () => (spec: FieldSpec, text: string) =>
      spec.options?.find(
        (o) => normalizeText(texts.enumLabel(spec.key, o)) === normalizeText(text),
      ),
    [texts],
  );

  const read = async (file: File | null) => {
    if (!file) return;
    if (!local) return;
    setState({ step: 'reading', fileName: file.name });
    try {
      // Rows and names are matched against the device's store, so it first takes in what other
      // devices changed (a category made elsewhere a moment ago), when that is quick.
      const [sheet] = await Promise.all([readSpreadsheet(file), local.engine.catchUp()]);
      const current = await readLookups(local.db, [...lookupCollections, def.collection]);
      // Let the spinner show before the (synchronous) check of every row.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const plan = planImport({
        def,
        sheet,
        existing: current.get(def.collection) ?? [],
        matchBy: config.matchBy,
        lookups: current,
        aliases,
        enumValue,
        // The rows it matches are the stored rows given above.
        refusedChanges: (row, changes) => access.refusedChanges(row as LocalRow, changes),
      });
      setState({ step: 'preview', fileName: file.name, plan, error: null });
    } catch (error) {
      const message =
        error instanceof SpreadsheetError
          ? t(`entity:import.errors.${error.code}`, error.params)
          : error instanceof ImportFileError
            ? t('entity:import.errors.no_columns')
            : t('entity:import.errors.unreadable');
      setState({ step: 'pick', error: message });
    }
  };

  const write = async (fileName: string, plan: ImportPlan) => {
    if (!local) return;
    const total = rowsToWrite(plan).length;
    setState({ step: 'writing', fileName, done: 0, total });
    try {
      const outcome = importCall
        ? await applyImportCall(local.writer, def, importCall, plan)
        : await applyImport(
            local.writer,
            def,
            plan,
            (done) => setState({ step: 'writing', fileName, done, total }),
            access.createLocation,
          );
      toast.success(t('entity:import.done', { ...outcome }));
      onClose();
    } catch (error) {
      const message =
        error instanceof ImportWriteError
          ? t('entity:import.errors.writeFailed', { line: error.line })
          : t('entity:import.errors.writeFailedGeneric');
      setState({ step: 'preview', fileName, plan, error: message });
    }
  };

  const busy = state.step === 'reading' || state.step === 'writing';

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('entity:import.title', { name: texts.other })}
      size={state.step === 'preview' ? 'xl' : 'lg'}
      fullScreen={phone}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      data-testid="import-dialog"
    >
      {state.step === 'pick' ? (
        <Stack gap="md">
          {state.error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="import-error">
              {state.error}
            </Alert>
          ) : null}
          <Box
            className={classes.dropZone}
            data-active={dragging || undefined}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              void read(e.dataTransfer.files[0] ?? null);
            }}
          >
            <Stack align="center" gap="xs">
              <IconFileSpreadsheet size={40} stroke={1.2} />
              <Text size="sm">{t('entity:import.drop')}</Text>
              <FileButton onChange={(f) => void read(f)} accept={ACCEPT}>
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<IconUpload size={16} />}
                    data-testid="import-choose"
                  >
                    {t('entity:import.choose')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {t('entity:import.limits', { rows: MAX_ROWS.toLocaleString(texts.lang) })}
              </Text>
            </Stack>
          </Box>
          <Text size="sm" c="dimmed">
            {t('entity:import.help')}{' '}
            <Anchor component="button" type="button" size="sm" onClick={onTemplate}>
              {t('entity:import.template')}
            </Anchor>
          </Text>
        </Stack>
      ) : null}

      {state.step === 'reading' ? (
        <Group gap="sm" py="xl" justify="center">
          <Loader size="sm" />
          <Text size="sm">{t('entity:import.reading', { file: state.fileName })}</Text>
        </Group>
      ) : null}

      {state.step === 'preview' ? (
        <Stack gap="md">
          <Text size="sm">
            {t('entity:import.summary', {
              file: state.fileName,
              create: state.plan.counts.create,
              update: state.plan.counts.update,
              unchanged: state.plan.counts.unchanged,
              error: state.plan.counts.error,
            })}
          </Text>
          {state.error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {state.error}
            </Alert>
          ) : null}
          {state.plan.ignored.length ? (
            <Alert color="yellow" variant="light">
              {t('entity:import.ignored', { columns: state.plan.ignored.join(', ') })}
            </Alert>
          ) : null}
          {state.plan.counts.error ? (
            <Alert color="orange" variant="light" data-testid="import-has-errors">
              {t('entity:import.errorsSkipped', { count: state.plan.counts.error })}
            </Alert>
          ) : null}
          <ImportPreview plan={state.plan} texts={texts} />
          <Group justify="space-between">
            <Button variant="default" onClick={() => setState({ step: 'pick', error: null })}>
              {t('entity:import.another')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('entity:form.cancel')}
              </Button>
              <Button
                onClick={() => void write(state.fileName, state.plan)}
                disabled={rowsToWrite(state.plan).length === 0}
                data-testid="import-confirm"
              >
                {t('entity:import.confirm', { count: rowsToWrite(state.plan).length })}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : null}

      {state.step === 'writing' ? (
        <Stack gap="sm" py="lg">
          <Text size="sm">
            {t('entity:import.writing', {
              done: state.done.toLocaleString(texts.lang),
              total: state.total.toLocaleString(texts.lang),
            })}
          </Text>
          <Progress value={state.total ? (state.done / state.total) * 100 : 0} animated />
        </Stack>
      ) : null}
    </Modal>
  );
}
