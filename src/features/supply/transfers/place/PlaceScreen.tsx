import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { PageHeader } from '@/components/PageHeader';
import { useOrderRequests, usePlaces, useTransfers } from '../data/documentReads';
import { useTransferWriter } from '../data/documentWrites';
import { useMaterialNames } from '../data/materials';
import { RequestDetail } from '../requests/RequestDetail';
import { TransferDetail } from '../transfers/TransferDetail';
import { BelowPar } from './BelowPar';
import { InTransitCard } from './InTransitCard';
import { RequestsToFulfil } from './RequestsToFulfil';
import { ToProduce } from './ToProduce';

export type PlaceKind = 'warehouse' | 'central_kitchen';

/**
 * `/warehouse` and `/central-kitchen`: the working screen of a supplying place. What stores asked
 * of it and still need (accept, send), what is on the road, what is below par, and in the central
 * kitchen what is planned to produce. Anywhere else it offers the places of that kind to switch to.
 */
export function PlaceScreen({
  kind,
  today,
}: {
  kind: PlaceKind;
  /** What the place is to do today, above the rest (the route brings it from production). */
  today?: ReactNode;
}) {
  const { t, i18n } = useTranslation('transfers');
  const lang = i18n.resolvedLanguage ?? 'en';
  const grant = useGrant();
  const active = useActiveLocation();
  const title = t(`place.${kind}.title`);
  const ofKind = active.locations.filter((l) => l.kind === kind && l.is_active);

  if (!active.location || active.location.kind !== kind) {
    return (
      <>
        <PageHeader title={title} description={t(`place.${kind}.description`)} />
        <Alert
          color="blue"
          variant="light"
          icon={<IconBuildingWarehouse size={20} />}
          title={t(`place.${kind}.notHere`)}
          data-testid="place-switch"
        >
          {ofKind.length === 0 ? (
            <Text size="sm">{t(`place.${kind}.none`)}</Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm">{t('place.switchTo')}</Text>
              <Group gap="xs" wrap="wrap">
                {ofKind.map((l) => (
                  <Button
                    key={l.id}
                    variant="white"
                    onClick={() => active.setLocationId(l.id)}
                    data-testid="place-switch-to"
                  >
                    <bdi>{locationName(l, lang)}</bdi>
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
        </Alert>
      </>
    );
  }
  return (
    <PlaceWork
      kind={kind}
      title={title}
      locationId={active.location.id}
      mayWrite={grant !== null && can(grant, 'inventory.write')}
      mayCosts={grant !== null && can(grant, 'inventory.costs')}
      today={today}
    />
  );
}

function PlaceWork({
  kind,
  title,
  locationId,
  mayWrite,
  mayCosts,
  today,
}: {
  kind: PlaceKind;
  title: string;
  locationId: string;
  mayWrite: boolean;
  mayCosts: boolean;
  today?: ReactNode;
}) {
  const { t } = useTranslation('transfers');
  const requests = useOrderRequests(locationId);
  const transfers = useTransfers(locationId);
  const places = usePlaces(locationId);
  const materials = useMaterialNames();
  const writer = useTransferWriter();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [transferId, setTransferId] = useState<string | null>(null);
  const asked = requests?.theirs ?? [];
  // Oldest first: the store that asked first is served first.
  const toFulfil = asked
    .filter((r) => r.status === 'pending' || r.status === 'accepted')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const allTransfers = [...(transfers?.mine ?? []), ...(transfers?.theirs ?? [])];
  const onTheRoad = allTransfers.filter((r) => r.status === 'sent');

  return (
    <>
      <PageHeader title={title} description={t(`place.${kind}.description`)} />
      {today}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <RequestsToFulfil
              requests={toFulfil}
              placeName={places.name}
              writer={writer}
              mayWrite={mayWrite}
              onOpen={setRequestId}
            />
            {kind === 'central_kitchen' ? (
              <ToProduce locationId={locationId} materials={materials} />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <InTransitCard
              locationId={locationId}
              transfers={onTheRoad}
              placeName={places.name}
              onOpen={setTransferId}
            />
            {mayCosts ? <BelowPar locationId={locationId} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <RequestDetail
        request={asked.find((r) => r.id === requestId) ?? null}
        locationId={locationId}
        placeName={places.name}
        materials={materials}
        writer={writer}
        mayWrite={mayWrite}
        onClose={() => setRequestId(null)}
      />
      <TransferDetail
        transfer={allTransfers.find((r) => r.id === transferId) ?? null}
        locationId={locationId}
        placeName={places.name}
        materials={materials}
        writer={writer}
        mayWrite={mayWrite}
        onClose={() => setTransferId(null)}
      />
    </>
  );
}
