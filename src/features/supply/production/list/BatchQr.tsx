import { Alert, Button, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBatchQr } from '../data/batch';
import { printLabel, type LabelText } from './printLabel';

/**
 * The batch label's QR code, made by the server for this app's own origin (a sticker scanned on a
 * phone opens the public batch page here), with a print button. A failed fetch says FETCH_ERROR
 * with the HTTP status message (SPEC section 8).
 */
export function BatchQr({ workOrderId, label }: { workOrderId: string; label: LabelText }) {
  const { t } = useTranslation('production');
  const { qr, status } = useBatchQr(workOrderId);
  if (qr.isPending) {
    return (
      <Center p="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (qr.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('qr.fetchErrorTitle')}
        data-testid="work-order-qr-error"
      >
        {t('qr.fetchError', { status, message: qr.error.message })}
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
