import { Alert, Badge, Drawer, Paper, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { CountRow, EntryMode } from '@contract/counts';
import { useGrant } from '@/shared/access';
import { onceByKey } from '@/lib/onceByKey';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import { useKept } from '@/shared/useKept';
import { PageHeader } from '@/components/PageHeader';
import { useAmount } from '../counts/shared/amount';
import { useCountWrites, type CountWrites } from '../counts/data/countData';
import { CountNotes } from '../counts/shared/CountNotes';
import { findByBarcode, type MaterialRow } from '../stock/data/materials';
import { usePackName } from '../stock/shared/packName';
import { AreaPicker } from './AreaPicker';
import { CountingTop } from './CountingHeader';
import { EntryList } from './EntryList';
import { MaterialList } from './MaterialList';
import { NumberPad } from './NumberPad';
import { emptyPad, entryParts, padUnits, type PadState, type PadUnit } from './pad';
import { SubmitDialog } from './SubmitDialog';
import { progressOf, sameAreaProgress, sameCounters, sameProgress, uncountedOf } from './tally';
import { useCounting } from '../counts/data/useCounting';
import { useWedgeScanner } from './useWedgeScanner';
import classes from './counting.module.css';

const NOTHING_UNCOUNTED: ReturnType<typeof uncountedOf> = [];

/** `/inventory-count-details?id=`: counting one count on a tablet, offline as well as online. */
export function CountingScreen({ countId }: { countId: string | null }) {
  const { t } = useTranslation('counting');
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`) ?? true;
  const grant = useGrant();
  const writes = useCountWrites();
  const data = useCounting(countId);
  const { count, areas, tally, materials, saved } = data;
  const [areaId, setAreaId] = useState<string | null>(null);
  const [materialId, setMaterialId] = useState<string | null>(null);
  const [pad, setPad] = useState<PadState>(emptyPad());
  const [mode, setMode] = useState<EntryMode>('add');
  const [confirming, setConfirming] = useState(false);

  const area = areas.find((a) => a.id === areaId) ?? areas[0] ?? null;
  const material = materialId ? (materials.get(materialId) ?? null) : null;
  const progress = useMemo(() => progressOf(areas, tally), [areas, tally]);
  // Kept while they say the same: an entry of a material already counted changes neither, and the
  // header and the areas are then not drawn again.
  const overall = useKept(progress.overall, sameProgress);
  const byArea = useKept(progress.byArea, sameAreaProgress);
  const me = writes?.userId ?? null;
  const others = useKept(
    useMemo(() => data.entries.filter((e) => e.counted_by !== me), [data.entries, me]),
    sameCounters,
  );
  const mayCount =
    grant !== null && (can(grant, 'inventory.count') || can(grant, 'inventory.write'));
  const closed = count?.status === 'approved';
  const readOnly = !mayCount || closed;

  // Asked for each of a long area's rows: each unit's name is written once per language.
  const baseUnit = useMemo(() => {
    const unitName = onceByKey((unit: string) => t(`units.${unit}`));
    return (m: Pick<MaterialRow, 'unit'>) => unitName(m.unit);
  }, [t]);
  const units = useMemo(() => (material ? padUnits(material.pack_units) : []), [material]);
  const packName = usePackName();
  const amount = useAmount();
  const unitLabel = useCallback(
    (u: PadUnit) => (u.name ? packName(u.name) : material ? baseUnit(material) : ''),
    [packName, material, baseUnit],
  );

  const select = useCallback((nextArea: string, nextMaterial: string, unit?: PadUnit) => {
    setAreaId(nextArea);
    setMaterialId(nextMaterial);
    setPad(emptyPad(unit));
    setMode('add');
  }, []);

  const areaOfList = area?.id ?? null;
  const selectInArea = useCallback(
    (id: string) => {
      if (areaOfList !== null) select(areaOfList, id);
    },
    [areaOfList, select],
  );

  const onCode = useCallback(
    (code: string) => {
      const onCount = [...new Set(areas.flatMap((a) => a.material_ids))]
        .map((id) => materials.get(id))
        .filter((m): m is MaterialRow => m !== undefined);
      const hit = findByBarcode(onCount, code);
      if (!hit) {
        toast.error(t('scan.unknown', { code }), { id: 'count-scan' });
        return;
      }
      const where =
        area && area.material_ids.includes(hit.material.id)
          ? area
          : areas.find((a) => a.material_ids.includes(hit.material.id))!;
      select(
        where.id,
        hit.material.id,
        hit.pack ? { name: hit.pack.name, factor: hit.pack.factor } : undefined,
      );
    },
    [areas, area, materials, select, t],
  );
  useWedgeScanner(onCode, !readOnly);

  const undo = useCallback(
    (id: string) => {
      if (writes) void writes.undo(id);
    },
    [writes],
  );
  const submit = useAction((w: CountWrites, id: string) => w.submit(id), {
    failed: t('submit.failed'),
    done: t('submit.done'),
  });
  // Only worked out when the dialog opens: on every entry it would walk the whole sheet.
  const uncounted = useMemo(
    () => (confirming ? uncountedOf(areas, tally) : NOTHING_UNCOUNTED),
    [confirming, areas, tally],
  );

  // The parts that stay the same as a counter types and saves keep their callbacks, and are
  // memoized: each digit and each entry drew the whole screen again, the header, the areas and
  // the closed dialog included.
  const openSubmit = useCallback(() => setConfirming(true), []);
  const closeSubmit = useCallback(() => setConfirming(false), []);
  const pickArea = useCallback((id: string) => {
    setAreaId(id);
    setMaterialId(null);
  }, []);
  const countIdShown = count?.id;
  const chooseMeaning = useCallback(
    (meaning: CountRow['uncounted']) => {
      if (writes && countIdShown) void writes.setUncounted(countIdShown, meaning);
    },
    [writes, countIdShown],
  );
  const runSubmit = submit.run;
  const submitNow = useCallback(() => {
    setConfirming(false);
    if (writes && countIdShown) void runSubmit(writes, countIdShown);
  }, [writes, countIdShown, runSubmit]);
  const save = useCallback(async () => {
    const parts = entryParts(pad);
    if (!parts || !area || !material || !count || !writes) return;
    const row = await writes.record({
      count,
      materialId: material.id,
      areaId: area.id,
      parts,
      mode,
    });
    // Drawn in this task, not when the scheduler next gets round to it: the counter waits on it.
    flushSync(() => {
      saved(row);
      setPad(emptyPad());
      setMode('add');
    });
  }, [pad, area, material, count, writes, mode, saved]);
  const onSave = useCallback(() => void save(), [save]);

  if (count === undefined) return null;
  if (count === null || !writes) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Alert color="yellow" data-testid="count-missing">
          {countId ? t('missing') : t('noId')}
        </Alert>
      </>
    );
  }

  const entries = material && area ? tally.entries(material.id, area.id) : [];
  const refused = material && area ? tally.refused(material.id, area.id) : [];
  const current = material && area ? tally.total(material.id, area.id) : null;

  const padPanel =
    material && area ? (
      <Stack gap="md" data-testid="pad-panel">
        <Stack gap={0}>
          <Text fw={700} size="lg" data-testid="pad-material">
            {data.materialName(material.id)}
          </Text>
          <Text size="sm" c="dimmed">
            {area.name}
            {current !== null ? ` · ${amount(current, material.unit)}` : ''}
          </Text>
        </Stack>
        <NumberPad
          state={pad}
          onChange={setPad}
          units={units}
          unitLabel={unitLabel}
          mode={mode}
          onMode={setMode}
          current={current}
          baseUnit={material.unit}
          onSave={onSave}
          disabled={readOnly}
        />
        <EntryList
          entries={entries}
          refused={refused}
          baseUnit={material.unit}
          me={writes.userId}
          onUndo={undo}
          disabled={readOnly}
        />
      </Stack>
    ) : (
      <Text c="dimmed" size="sm">
        {t('pickMaterial')}
      </Text>
    );

  return (
    <>
      <CountingTop
        count={count}
        progress={overall}
        others={others}
        me={writes.userId}
        readOnly={readOnly}
        onCode={onCode}
        onSubmit={openSubmit}
      />
      {closed ? (
        <Alert color="gray" mb="md">
          {t('approved')}
        </Alert>
      ) : null}
      <CountNotes count={count} mb="md" />
      {areas.length === 0 ? (
        <Alert color="yellow">{t('noAreas')}</Alert>
      ) : (
        <Stack gap="md">
          <AreaPicker
            areas={areas}
            selected={area?.id ?? null}
            progress={byArea}
            onSelect={pickArea}
          />
          <div className={wide ? classes.layout : undefined}>
            {area ? (
              <MaterialList
                area={area}
                materials={materials}
                materialName={data.materialName}
                tally={tally}
                selected={materialId}
                onSelect={selectInArea}
                unitLabel={baseUnit}
                amount={amount}
                expected={data.expected}
              />
            ) : null}
            {wide ? (
              <Paper withBorder p="md" className={classes.padColumn}>
                {padPanel}
              </Paper>
            ) : null}
          </div>
        </Stack>
      )}
      {!wide ? (
        <Drawer
          opened={material !== null}
          onClose={() => setMaterialId(null)}
          position="bottom"
          size="auto"
          title={<Badge variant="light">{area?.name}</Badge>}
        >
          {padPanel}
        </Drawer>
      ) : null}
      <SubmitDialog
        opened={confirming}
        onClose={closeSubmit}
        uncounted={uncounted}
        materialName={data.materialName}
        meaning={count.uncounted}
        onMeaning={chooseMeaning}
        onSubmit={submitNow}
      />
    </>
  );
}
