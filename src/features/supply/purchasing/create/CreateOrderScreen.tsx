import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useActiveMoney } from '@/shared/location/useMoney';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { ReadState } from '@/components/reports/ReadState';
import { useAction } from '@/shared/useAction';
import { usePurchasing } from '../data/lookups';
import { orderLineFrom, round3 } from '../shared/orderMath';
import { createOrder, useDocumentWriter, type PurchasingWriter } from '../data/purchasingData';
import { useOrderSuggestions } from '../data/useOrderSuggestions';
import { SuggestionLines } from './SuggestionLines';

/**
 * `/dashboard/inventory/create-order`: an order to a supplier, its lines suggested to bring the
 * location up to par (in whole packs) and each editable, beside what is on hand and on order. The
 * suggestions show from the last reading when offline; the order itself is queued and shows at once.
 */
export function CreateOrderScreen() {
  const { t } = useTranslation('purchasing');
  const { locationId, locations, setLocationId } = useActiveLocation();
  const purchasing = usePurchasing();
  const money = useActiveMoney();
  const writer = useDocumentWriter();
  const navigate = useNavigate();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [expected, setExpected] = useState('');
  /** Packs the user typed, by supplier material; the suggestion stands where there is none. */
  const [edits, setEdits] = useState<Record<string, number>>({});
  const phone = useMediaQuery('(max-width: 48em)');
  const read = useOrderSuggestions(supplierId, locationId);
  const reply = read.data;
  const packsOf = (id: string, suggested: number) => edits[id] ?? suggested;
  const chosen = (reply?.lines ?? []).filter((l) => packsOf(l.supplier_material_id, l.packs) > 0);
  const total = round3(
    chosen.reduce((sum, l) => sum + packsOf(l.supplier_material_id, l.packs) * l.price, 0),
  );
  const minimum = reply?.minimum_order ?? 0;
  const short = Math.max(0, round3(minimum - total));

  const create = useAction(
    async (w: PurchasingWriter, supplier: string, location: string, send: boolean) => {
      const id = uuidv7();
      const inputs = chosen.map((l) => ({
        id: uuidv7(),
        material_id: l.material_id,
        packs: packsOf(l.supplier_material_id, l.packs),
        pack_size: l.pack_size,
        price: l.price,
        item_code: l.item_code,
        pack_name: l.pack_name,
        note: '',
      }));
      await createOrder(
        w,
        {
          id,
          location_id: location,
          supplier_id: supplier,
          lines: inputs,
          expected_on: expected || null,
          note: '',
          send,
        },
        inputs.map(orderLineFrom),
      );
      return { id, send };
    },
    { failed: t('create.failed'), done: ({ send }) => t(send ? 'create.sent' : 'create.saved') },
  );
  const save = async (send: boolean) => {
    if (!writer || !reply || !supplierId || !locationId || chosen.length === 0) return;
    const created = await create.run(writer, supplierId, locationId, send);
    if (created) void navigate({ to: '/dashboard/supplier/order', search: { id: created.id } });
  };

  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <Stack gap="md">
        <Card withBorder radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={t('columns.supplier')}
              placeholder={t('create.pickSupplier')}
              data={(purchasing.suppliers ?? [])
                .filter((s) => s.is_active)
                .map((s) => ({ value: s.id, label: s.name }))}
              value={supplierId}
              onChange={(next) => {
                setSupplierId(next);
                setEdits({});
              }}
              searchable
              data-testid="create-supplier"
            />
            <Select
              label={t('columns.location')}
              data={locations.map((l) => ({ value: l.id, label: l.name }))}
              value={locationId}
              onChange={(next) => {
                if (next) setLocationId(next);
                setEdits({});
              }}
              allowDeselect={false}
              data-testid="create-location"
            />
            <TextInput
              type="date"
              label={t('columns.expected')}
              value={expected}
              onChange={(e) => setExpected(e.currentTarget.value)}
              data-testid="create-expected"
            />
          </SimpleGrid>
        </Card>
        {!supplierId ? (
          <Alert variant="light">{t('create.pickFirst')}</Alert>
        ) : (
          <ReadState read={read} height={320}>
            {(data) => (
              <Card withBorder radius="md" padding={0}>
                <Group justify="space-between" p="md" wrap="wrap">
                  <Text fw={600}>{t('create.suggested', { threshold: data.threshold })}</Text>
                  <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
                </Group>
                <SuggestionLines
                  lines={data.lines}
                  packsOf={packsOf}
                  onPacks={(id, packs) => setEdits((prev) => ({ ...prev, [id]: packs }))}
                  money={money}
                  nameOf={(l) =>
                    purchasing.materialById.has(l.material_id)
                      ? purchasing.materialName(l.material_id)
                      : l.name
                  }
                />
              </Card>
            )}
          </ReadState>
        )}
        <Card
          withBorder
          radius="md"
          pos="sticky"
          bottom={{ base: 84, sm: 12 }}
          shadow="md"
          pe={{ base: 'md', sm: 80 }}
          style={{ zIndex: 5 }}
        >
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={700} size="lg" data-testid="create-total">
                {t('create.total', { total: money.format(total) })}
              </Text>
              <Text size="sm" c={short > 0 ? 'orange' : 'dimmed'} data-testid="create-minimum">
                {short > 0
                  ? t('create.belowMinimum', {
                      minimum: money.format(minimum),
                      short: money.format(short),
                    })
                  : t('create.minimum', { minimum: money.format(minimum) })}
              </Text>
            </Stack>
            <SimpleGrid cols={2} spacing="sm" w={{ base: '100%', sm: 'auto' }}>
              <Button
                size={phone ? 'sm' : 'md'}
                variant="default"
                leftSection={phone ? null : <IconDeviceFloppy size={18} />}
                disabled={chosen.length === 0}
                loading={create.busy}
                onClick={() => void save(false)}
                data-testid="create-save"
              >
                {t('create.saveDraft')}
              </Button>
              <Button
                size={phone ? 'sm' : 'md'}
                leftSection={phone ? null : <IconSend size={18} />}
                disabled={chosen.length === 0}
                loading={create.busy}
                onClick={() => void save(true)}
                data-testid="create-send"
              >
                {t('create.send')}
              </Button>
            </SimpleGrid>
          </Group>
        </Card>
      </Stack>
    </>
  );
}
