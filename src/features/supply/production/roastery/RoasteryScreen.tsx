import { Alert, Button, Card, Grid, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { PageHeader } from '@/components/PageHeader';
import { ConfirmForm } from '../list/ConfirmForm';
import { PlanForm } from '../shared/PlanForm';
import { dueNow, productionDay } from '../shared/productionDay';
import { useMaterials, useStockOnHand, useWorkOrders } from '../data/reads';
import type { LocalWorkOrder } from '../shared/workOrderRows';
import { useProductionWriter } from '../data/workOrderWrites';
import { GreenCoffee } from './GreenCoffee';
import { RoastList } from './RoastList';
import { roastDay, roastMaterials } from './roasts';

/**
 * `/roastery`: the roaster's working screen. First what to roast today (planned for today, and
 * overdue ones flagged), then the roasts planned for later days and today's confirmed ones with
 * their weight loss (flagged outside the usual 12–20 %), the green coffee on hand, and the two
 * actions of the day: start a roast, confirm it with the roasted weight.
 */
export function RoasteryScreen() {
  const { t, i18n } = useTranslation('production');
  const lang = i18n.resolvedLanguage ?? 'en';
  const grant = useGrant();
  const { locationId } = useActiveLocation();
  const clock = useBusinessDay(locationId);
  const orders = useWorkOrders();
  const materials = useMaterials();
  const stock = useStockOnHand(locationId, materials);
  const writer = useProductionWriter();
  const [starting, setStarting] = useState(false);
  const [confirming, setConfirming] = useState<LocalWorkOrder | null>(null);
  const mayWrite = grant !== null && can(grant, 'inventory.write');

  const { outputs, greens } = useMemo(
    () =>
      locationId
        ? roastMaterials(materials.rows, orders ?? [], locationId)
        : { outputs: [], greens: [] },
    [materials.rows, orders, locationId],
  );
  const today = clock.today();
  const day = useMemo(
    () =>
      locationId
        ? roastDay(
            orders ?? [],
            locationId,
            today,
            (iso) => clock.at(Date.parse(iso)).business_date,
          )
        : null,
    [orders, locationId, today, clock],
  );
  const toRoast = useMemo(
    () => (locationId ? productionDay(orders ?? [], locationId, today, 'roast') : null),
    [orders, locationId, today],
  );

  if (!locationId || !day || !toRoast) {
    return (
      <>
        <PageHeader title={t('roastery.title')} />
        <Alert color="orange" variant="light">
          {t('noLocation')}
        </Alert>
      </>
    );
  }
  const due = dueNow(toRoast);
  const outputUnit = outputs[0] ? materials.unit(outputs[0]) : '';
  const figure = (n: number) => n.toLocaleString(lang, { maximumFractionDigits: 1 });

  return (
    <>
      <PageHeader
        title={t('roastery.title')}
        description={t('roastery.description')}
        actions={
          mayWrite ? (
            <Button
              leftSection={<IconFlame size={16} />}
              color="orange"
              onClick={() => setStarting(true)}
              disabled={outputs.length === 0}
              data-testid="roast-start"
            >
              {t('roastery.start')}
            </Button>
          ) : null
        }
      />
      {outputs.length === 0 ? (
        <Alert color="gray" variant="light" mb="md">
          {t('roastery.nothingToRoast')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="md">
        <Summary label={t('roastery.planned')} value={String(due.length)} />
        <Summary
          label={t('roastery.roastedToday')}
          value={`${figure(day.madeToday)} ${outputUnit}`.trim()}
          hint={t('roastery.roasts', { count: day.done.length })}
        />
        <Summary
          label={t('roastery.averageLoss')}
          value={day.averageLoss === null ? '—' : `${figure(day.averageLoss)} %`}
          hint={t('roastery.usualLoss')}
        />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <RoastList
              title={t('roastery.queue')}
              empty={t('roastery.queueEmpty')}
              orders={due}
              materials={materials}
              onConfirm={mayWrite ? setConfirming : undefined}
              today={today}
              data-testid="roast-queue"
            />
            {toRoast.later.length ? (
              <RoastList
                title={t('roastery.later')}
                empty=""
                orders={toRoast.later}
                materials={materials}
                onConfirm={mayWrite ? setConfirming : undefined}
                today={today}
                data-testid="roast-later"
              />
            ) : null}
            <RoastList
              title={t('roastery.today')}
              empty={t('roastery.todayEmpty')}
              orders={day.done}
              materials={materials}
              data-testid="roast-today"
            />
            {day.earlier.length ? (
              <RoastList
                title={t('roastery.earlier')}
                empty=""
                orders={day.earlier}
                materials={materials}
                showDay
                data-testid="roast-earlier"
              />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <GreenCoffee greens={greens} materials={materials} stock={stock} />
        </Grid.Col>
      </Grid>
      <Modal
        opened={starting}
        onClose={() => setStarting(false)}
        title={t('roastery.startTitle')}
        size="lg"
      >
        {starting ? (
          <PlanForm
            locationId={locationId}
            kind="roast"
            outputs={outputs}
            onCreated={() => setStarting(false)}
          />
        ) : null}
      </Modal>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          confirming
            ? t('roastery.confirmTitle', {
                number: confirming.number || t('list.newNumber'),
                name: materials.name(confirming.material_id),
              })
            : null
        }
        size="lg"
      >
        {confirming ? (
          <ConfirmForm
            order={confirming}
            materials={materials}
            writer={writer}
            onDone={() => setConfirming(null)}
          />
        ) : null}
      </Modal>
    </>
  );
}

function Summary({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Title order={3} mt={4}>
        <bdi>{value}</bdi>
      </Title>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}
