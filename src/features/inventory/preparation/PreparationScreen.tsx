import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconChefHat, IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useAction } from '@/shared/useAction';
import { displayName } from '@/components/entity/columns';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { PrepareDialog } from './PrepareDialog';
import classes from './preparation.module.css';
import { prepRows, usePreparationData, type PrepRow } from '../stock/data/preparations';
import { useStockRead } from '../stock/data/reads';

/**
 * Preparation at the current location: each prepared material (SR) with its par, the stock on hand
 * (server read, kept for offline with its "as of"), what is still to prepare, a Prepare action queued
 * in the outbox (works offline), and the day's prep list as a PDF.
 */
export function PreparationScreen() {
  const { t, i18n } = useTranslation('materials');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const grant = useGrant();
  const { locationId, location } = useActiveLocation();
  const { materials, queued, prepare: queuePreparation } = usePreparationData(locationId);
  const seesStock = grant !== null && can(grant, 'inventory.costs');
  const writes = grant !== null && can(grant, 'inventory.write');
  const stock = useStockRead(
    { loc: locationId ?? '', type: 'SR' },
    { enabled: locationId !== null && seesStock },
  );
  const queuedTotal = [...queued.values()].reduce((a, b) => a + b, 0);
  const { refetch } = stock;
  // When queued preparations reach the server, read the stock again so they are not counted twice.
  useEffect(() => {
    if (queuedTotal === 0 && seesStock) refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queuedTotal]);
  const byId = useMemo(() => new Map((materials ?? []).map((m) => [m.id, m])), [materials]);
  const rows = useMemo(() => {
    if (!locationId || !materials) return [];
    const onHand = stock.data
      ? new Map(stock.data.items.map((i) => [i.material_id, i.quantity]))
      : null;
    return prepRows(materials, locationId, onHand, queued, (m) => displayName(m, lang));
  }, [materials, locationId, stock.data, queued, lang]);
  const [preparing, setPreparing] = useState<PrepRow | null>(null);
  // Isolated left to right, so a negative stock keeps its minus in front in Arabic too.
  const fmt = (n: number | null) => (
    <bdi dir="ltr">{n === null ? '—' : n.toLocaleString(lang)}</bdi>
  );
  const toPrepare = rows.filter((r) => (r.toPrepare ?? 0) > 0);

  const prepare = useAction(
    async (
      queue: NonNullable<typeof queuePreparation>,
      row: PrepRow,
      quantity: number,
      note: string,
    ) => {
      await queue(row.id, quantity, note);
      setPreparing(null);
      return row;
    },
    {
      failed: t('preparation.failed'),
      done: (row) => t('preparation.queued', { name: row.name }),
    },
  );

  const download = useAction(
    async () => {
      const { downloadPrepList } = await import('./prepListPdf');
      await downloadPrepList({
        rows: toPrepare,
        materials: byId,
        location: location ? displayName(location, lang) : '',
        t,
        lang,
      });
    },
    { failed: t('preparation.pdfFailed') },
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('preparation.title')}
        description={t('preparation.description')}
        actions={
          <Button
            leftSection={<IconFileTypePdf size={16} />}
            variant="default"
            onClick={() => void download.run()}
            loading={download.busy}
            disabled={toPrepare.length === 0}
            data-testid="prep-pdf"
          >
            {t('preparation.download')}
          </Button>
        }
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('preparation.summary', { count: toPrepare.length })}
        </Text>
        <AsOf asOf={stock.asOf} stale={stock.stale} refreshing={stock.refreshing} />
      </Group>
      {!seesStock ? (
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('preparation.blind')}
        </Alert>
      ) : null}
      <Card withBorder radius="md" p={0}>
        {materials === undefined || stock.loading ? (
          <Group justify="center" p="xl">
            <Loader size="sm" />
          </Group>
        ) : rows.length === 0 ? (
          <Group gap="xs" p="lg" c="dimmed" justify="center">
            <IconChefHat size={18} />
            <Text size="sm">{t('preparation.empty')}</Text>
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" highlightOnHover data-testid="prep-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('preparation.material')}</Table.Th>
                  <Table.Th ta="end">{t('preparation.onHand')}</Table.Th>
                  <Table.Th ta="end">{t('preparation.par')}</Table.Th>
                  <Table.Th ta="end">{t('preparation.toPrepare')}</Table.Th>
                  <Table.Th className={classes.action} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid="prep-row">
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        <bdi>{r.name}</bdi>
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`units.${r.unit}`)}
                      </Text>
                      {writes ? (
                        <Button
                          size="compact-xs"
                          variant="light"
                          className={classes.inlineAction}
                          onClick={() => setPreparing(r)}
                        >
                          {t('preparation.prepare')}
                        </Button>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="end" className={classes.figure}>
                      {fmt(r.onHand)}
                      {r.queued > 0 ? (
                        <Badge ms={6} size="sm" variant="dot" color="orange">
                          +{fmt(r.queued)}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="end" className={classes.figure}>
                      {fmt(r.par)}
                    </Table.Td>
                    <Table.Td
                      ta="end"
                      className={classes.figure}
                      fw={600}
                      data-testid="prep-to-prepare"
                    >
                      {fmt(r.toPrepare)}
                    </Table.Td>
                    <Table.Td ta="end" className={classes.action}>
                      {writes ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => setPreparing(r)}
                          data-testid="prep-open"
                        >
                          {t('preparation.prepare')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {preparing ? (
        <PrepareDialog
          row={preparing}
          materials={byId}
          busy={prepare.busy}
          onPrepare={(q, note) => {
            if (queuePreparation) void prepare.run(queuePreparation, preparing, q, note);
          }}
          onClose={() => setPreparing(null)}
        />
      ) : null}
    </Stack>
  );
}
