import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconChecks, IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useAction } from '@/shared/useAction';
import type { Purchasing } from '../data/lookups';
import {
  receiveOrder,
  useDocumentWriter,
  type LocalOrder,
  type PurchasingWriter,
} from '../data/purchasingData';
import { useSearchPatch } from '../shared/useSearchPatch';
import type { OrderSearch } from './orderSearch';
import { ReceiveLine } from './ReceiveLine';
import { allAsOrdered, emptyEntry, receiptLines, type LineEntry } from './receiveState';

/**
 * Receiving a delivery, line by line, on a tablet at the back door: what was ordered and what came
 * so far, what comes now (packs and loose base units), what was damaged, a different price, a
 * substitute. The receipt is saved on the device and sent once, even offline.
 */
export function ReceiveForm({ order, purchasing }: { order: LocalOrder; purchasing: Purchasing }) {
  const { t } = useTranslation('purchasing');
  const writer = useDocumentWriter();
  const patch = useSearchPatch<OrderSearch>();
  const [entries, setEntries] = useState<Record<string, LineEntry>>({});
  const lines = receiptLines(order.lines, entries);
  const set = (lineId: string, next: Partial<LineEntry>) =>
    setEntries((prev) => ({ ...prev, [lineId]: { ...(prev[lineId] ?? emptyEntry), ...next } }));
  const receive = useAction((w: PurchasingWriter) => receiveOrder(w, order, lines), {
    failed: t('receive.failed'),
    done: t('receive.done', { count: lines.length }),
  });
  const submit = async () => {
    if (!writer || lines.length === 0) return;
    if ((await receive.run(writer)) !== undefined) patch({ receive: undefined });
  };
  const title = order.number || t('orders.notNumbered');
  return (
    <>
      <PageHeader
        title={t('receive.title', { number: title })}
        description={purchasing.supplierName(order.supplier_id)}
        actions={
          <Button
            size="lg"
            variant="light"
            leftSection={<IconChecks size={22} />}
            onClick={() => setEntries(allAsOrdered(order.lines))}
            data-testid="receive-all"
          >
            {t('receive.allAsOrdered')}
          </Button>
        }
      />
      <Stack gap="sm" pb={96}>
        {order.lines.map((line) => (
          <ReceiveLine
            key={line.id}
            line={line}
            entry={entries[line.id] ?? emptyEntry}
            onChange={(next) => set(line.id, next)}
            purchasing={purchasing}
          />
        ))}
      </Stack>
      <Card
        withBorder
        shadow="md"
        radius="md"
        pos="sticky"
        bottom={{ base: 84, sm: 12 }}
        pe={{ base: 'md', sm: 80 }}
        style={{ zIndex: 5 }}
        data-testid="receive-bar"
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600}>{t('receive.linesNow', { lines: lines.length })}</Text>
          <Group gap="sm">
            <Button size="lg" variant="default" onClick={() => patch({ receive: undefined })}>
              {t('common.cancel')}
            </Button>
            <Button
              size="lg"
              leftSection={<IconPackageImport size={22} />}
              disabled={lines.length === 0}
              loading={receive.busy}
              onClick={() => void submit()}
              data-testid="receive-submit"
            >
              {t('receive.submit')}
            </Button>
          </Group>
        </Group>
      </Card>
    </>
  );
}
