import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
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
import { ForecastSummary } from './ForecastSummary';
import { lineChoice, pickAll, pickLine, typePacks, type OrderPick } from './orderPick';
import { SuggestionLines } from './SuggestionLines';

/**
 * `/dashboard/inventory/create-order`: an order to a supplier, its lines suggested two ways (to
 * bring the location up to par, or to cover the forecast until the delivery after next, issue 27),
 * in whole packs, picked for all lines or per line and each editable, beside what is on hand and on
 * order. Each line remembers which suggestion it took. The suggestions show from the last reading
 * when offline; the order itself is queued and shows at once.
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
  /** Which suggestion each line follows, or the packs typed on it. */
  const [pick, setPick] = useState<OrderPick>(() => pickAll('par'));
  const phone = useMediaQuery('(max-width: 48em)');
  const read = useOrderSuggestions(supplierId, locationId);
  const reply = read.data;
  const chosen = (reply?.lines ?? [])
    .map((line) => ({ line, ...lineChoice(pick, line) }))
    .filter((c) => c.packs > 0);
  const total = round3(chosen.reduce((sum, c) => sum + c.packs * c.line.price, 0));
  const minimum = reply?.minimum_order ?? 0;
  const short = Math.max(0, round3(minimum - total));

  const create = useAction(
    async (w: PurchasingWriter, supplier: string, location: string, send: boolean) => {
      const id = uuidv7();
      const inputs = chosen.map(({ line: l, packs, basis }) => ({
        id: uuidv7(),
        material_id: l.material_id,
        packs,
        pack_size: l.pack_size,
        price: l.price,
        item_code: l.item_code,
        pack_name: l.pack_name,
        note: '',
        basis,
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
                setPick(pickAll('par'));
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
                setPick(pickAll('par'));
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
                <Group justify="space-between" p="md" wrap="wrap" align="flex-start">
                  <Stack gap={4}>
                    <Text fw={600}>{t('create.suggested', { threshold: data.threshold })}</Text>
                    <ForecastSummary
                      forecast={data.forecast}
                      minimum={data.minimum_order}
                      money={money}
                    />
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <SegmentedControl
                      aria-label={t('forecast.allBasis')}
                      value={pick.all}
                      onChange={(value) => setPick(pickAll(value === 'forecast' ? value : 'par'))}
                      data={[
                        { value: 'par', label: t('forecast.allPar') },
                        {
                          value: 'forecast',
                          label: t('forecast.allForecast'),
                          disabled: data.forecast.unavailable !== null,
                        },
                      ]}
                      data-testid="create-basis-all"
                    />
                    <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
                  </Stack>
                </Group>
                <SuggestionLines
                  lines={data.lines}
                  choiceOf={(line) => lineChoice(pick, line)}
                  onPick={(id, basis) => setPick((prev) => pickLine(prev, id, basis))}
                  onPacks={(id, packs) => setPick((prev) => typePacks(prev, id, packs))}
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
