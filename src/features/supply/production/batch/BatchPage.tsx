import {
  Alert,
  Badge,
  Box,
  Center,
  Divider,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBarcode, IconFlask2, IconMapPin, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '@/components/useScreenTitle';
import { formatQuantity } from '@/lib/quantity';
import { dateTimeFormat } from '@/lib/formats';
import { usePublicBatch } from '../data/batch';
import classes from './batch.module.css';

/**
 * `/batch/<id>`: what a batch label's QR code opens on anyone's phone, signed in or not: the batch
 * (what, when, by whom, until when) exactly as the public read gives it, in the browser's language.
 */
export function BatchPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('production');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { batch, unknown } = usePublicBatch(id);
  useScreenTitle(batch.data ? t('batch.title', { number: batch.data.number }) : t('batch.heading'));

  let body: ReactNode;
  if (batch.isPending) {
    body = (
      <Center p="xl">
        <Loader />
      </Center>
    );
  } else if (batch.isError) {
    body = (
      <Alert color={unknown ? 'gray' : 'red'} variant="light" data-testid="batch-error">
        {t(unknown ? 'batch.unknown' : 'batch.failed')}
      </Alert>
    );
  } else {
    const b = batch.data;
    const name =
      (b.material_name_localized as Partial<Record<string, string>>)[lang]?.trim() ||
      b.material_name;
    const day = (date: string) =>
      dateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      );
    const produced = dateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(b.produced_at),
    );
    const expired = b.use_by !== null && b.use_by < new Date().toISOString().slice(0, 10);
    body = (
      <Stack gap="md" data-testid="batch">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600} data-testid="batch-number">
            {t('batch.title', { number: b.number })}
          </Text>
          <Title order={1} className={classes.name} data-testid="batch-material">
            <bdi>{name}</bdi>
          </Title>
          <Text size="lg" fw={500}>
            <bdi dir="ltr">{formatQuantity(lang, b.quantity)}</bdi>{' '}
            {t(`units.${b.unit}`, { defaultValue: b.unit })}
          </Text>
        </Stack>
        {b.use_by ? (
          <Paper
            radius="md"
            p="md"
            className={expired ? classes.expired : classes.useBy}
            data-testid="batch-use-by"
          >
            <Text size="sm" fw={600}>
              {t(expired ? 'batch.expired' : 'batch.useBy')}
            </Text>
            <Text size="xl" fw={700}>
              {day(b.use_by)}
            </Text>
          </Paper>
        ) : null}
        <Divider />
        <Stack gap="sm">
          <Fact icon={<IconFlask2 size={20} />} label={t('batch.produced')} value={produced} />
          <Fact icon={<IconUser size={20} />} label={t('batch.by')} value={b.produced_by} />
          <Fact icon={<IconMapPin size={20} />} label={t('batch.where')} value={b.location_name} />
          {b.batch_code ? (
            <Fact
              icon={<IconBarcode size={20} />}
              label={t('fields.batchCode')}
              value={b.batch_code}
            />
          ) : null}
        </Stack>
        <Badge color="teal" variant="light" size="lg" className={classes.badge}>
          {t(`status.${b.status}`)}
        </Badge>
      </Stack>
    );
  }

  return (
    <Box className={classes.page}>
      <Paper withBorder radius="lg" p="lg" className={classes.card}>
        {body}
      </Paper>
    </Box>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <span className={classes.icon} aria-hidden>
        {icon}
      </span>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={500}>
          <bdi>{value}</bdi>
        </Text>
      </div>
    </div>
  );
}
