import { Alert, Button, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/data/api';
import { useBackhouse } from '@/data/react';
import { printLabel, type LabelText } from './printLabel';

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });

/**
 * The batch label's QR code, made by the server for this app's own origin (a sticker scanned on a
 * phone opens the public batch page here), with a print button. A failed fetch says FETCH_ERROR
 * with the HTTP status message (SPEC section 8).
 */
export function BatchQr({ workOrderId, label }: { workOrderId: string; label: LabelText }) {
  const { t } = useTranslation('production');
  const { api } = useBackhouse();
  const origin = window.location.origin;
  const qr = useQuery({
    queryKey: ['work-order-qr', workOrderId, origin],
    queryFn: async () =>
      asDataUrl(
        await api.requestBlob(`/work-orders/${workOrderId}/qr`, {
          query: { frontendBase: origin },
        }),
      ),
    staleTime: Infinity,
    retry: false,
  });
  if (qr.isPending) {
    return (
      <Center p="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (qr.isError) {
    const error = qr.error;
    const status = error instanceof ApiError ? String(error.status) : '';
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('qr.fetchErrorTitle')}
        data-testid="work-order-qr-error"
      >
        {t('qr.fetchError', { status, message: error.message })}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" align="center">
      <Image
        src={qr.data}
        alt={t('qr.alt', { number: label.number })}
        w={180}
        h={180}
        fit="contain"
        data-testid="work-order-qr"
      />
      <Text size="xs" c="dimmed" ta="center" maw={280}>
        {t('qr.hint')}
      </Text>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} />}
        onClick={() => printLabel(qr.data, label)}
        data-testid="work-order-print"
      >
        {t('qr.print')}
      </Button>
    </Stack>
  );
}
