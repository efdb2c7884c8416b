import { Alert, Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { resources } from '@contract/registry';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfigQuery } from '@/shared/useClientConfig';
import { describeFields } from '@/components/entity/fields';
import { FieldInput } from '@/components/entity/FieldInput';
import { useEntityForm, useEntityFormEnv } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { createPinMap, type PinMap } from './leafletMap';
import classes from './map.module.css';

type TileState = 'none' | 'loading' | 'loaded' | 'failed';

const coordinate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A location's place: a map whose pin is dragged to it, and its latitude and longitude typed below.
 * Both write the same form fields, saved by the ordinary location update (so offline too). When the
 * server has no tile source, or its tiles do not load, the map says so; the pin still drags on the
 * blank map and the typed coordinates always work.
 */
export function LocationMapInput({ readOnly }: FieldInputProps) {
  const { t } = useTranslation('config-map');
  const { texts } = useEntityFormEnv();
  const form = useEntityForm();
  const { data: config, isError: unknownConfig } = useClientConfigQuery();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<PinMap | null>(null);
  const [loadResult, setLoadResult] = useState<'loaded' | 'failed' | null>(null);
  const specs = describeFields(resources.locations);
  const lat = coordinate(form.getValues().latitude);
  const lng = coordinate(form.getValues().longitude);

  useEffect(() => {
    if (!element.current) return;
    const pinMap = createPinMap(element.current, {
      draggable: !readOnly,
      texts: { fullscreen: t('fullscreen'), pin: t('pin') },
      onDrag: ({ lat, lng }) => {
        form.setFieldValue('latitude', lat);
        form.setFieldValue('longitude', lng);
      },
    });
    map.current = pinMap;
    // The form opens in a drawer that slides in: the map must measure itself again as it grows.
    const observer = new ResizeObserver(() => pinMap.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      pinMap.destroy();
      map.current = null;
    };
    // The map is made once per form; the form and texts are stable for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly]);

  useEffect(() => {
    map.current?.place(lat !== null && lng !== null ? { lat, lng } : null);
  }, [lat, lng]);

  const template = config?.map_tile_url ?? null;
  const attribution = config?.map_attribution ?? '';
  useEffect(() => {
    if (!config) return;
    // One tile that loads is a working map; failures only count while none has loaded.
    map.current?.setTiles(template, attribution, (state) =>
      setLoadResult((now) => (now === 'loaded' ? now : state)),
    );
  }, [config, template, attribution]);
  // Offline the server cannot say where tiles come from, and they could not be fetched anyway.
  const tiles: TileState = !config
    ? unknownConfig
      ? 'failed'
      : 'loading'
    : !template
      ? 'none'
      : (loadResult ?? 'loading');

  const field = (key: 'latitude' | 'longitude') => {
    const spec = specs.find((s) => s.key === key);
    return spec ? (
      <FieldInput spec={spec} path={key} label={texts.field(key)} readOnly={readOnly} />
    ) : null;
  };

  return (
    <Stack gap="sm">
      {tiles === 'none' || tiles === 'failed' ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconMapOff size={18} />}
          title={t(tiles === 'none' ? 'noTiles.title' : 'failed.title')}
          data-testid={tiles === 'none' ? 'map-no-tiles' : 'map-tiles-failed'}
        >
          {t(tiles === 'none' ? 'noTiles.body' : 'failed.body')}
        </Alert>
      ) : null}
      <Box
        ref={element}
        className={classes.map}
        data-testid="location-map"
        data-tiles={tiles}
        aria-label={t('label')}
        // Leaflet lays its panes out left to right whatever the page's direction.
        dir="ltr"
      />
      {readOnly ? null : (
        <Text size="xs" c="dimmed">
          {t('hint')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field('latitude')}
        {field('longitude')}
      </SimpleGrid>
    </Stack>
  );
}
