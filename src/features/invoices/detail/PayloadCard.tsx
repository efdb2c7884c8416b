import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCode,
  IconCopy,
  IconEye,
  IconEyeOff,
  IconLock,
  IconPrinter,
  IconReceipt,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { InvoiceDetail } from '@contract/sales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import { useInvoicePayload } from '../data/useInvoicePayload';
import type { InvoiceNames } from '../data/useInvoiceNames';
import type { LocationFormat } from '../useLocationFormat';
import classes from './detail.module.css';
import receiptClasses from './receipt.module.css';
import { ReceiptPreview } from './ReceiptPreview';

interface PayloadCardProps {
  invoice: InvoiceDetail;
  names: InvoiceNames;
  format: LocationFormat;
}

/** The raw order pretty-printed, as it is copied too. */
const payloadText = (payload: unknown) => JSON.stringify(payload, null, 2) ?? 'null';

/**
 * The raw order as the till or the aggregator sent it (SPEC: view a payload, show or hide it, copy
 * it, preview it). Hidden until asked for; only for users allowed to preview invoices, as the server
 * refuses everyone else (403), and they are told why.
 */
export function PayloadCard({ invoice, names, format }: PayloadCardProps) {
  const { t } = useTranslation(['invoices', 'errors']);
  const [shown, setShown] = useState(false);
  const [previewing, preview] = useDisclosure(false);
  const { allowed, payload, read } = useInvoicePayload(invoice, shown);

  const copy = useAction(
    async () => {
      await navigator.clipboard.writeText(payloadText(await read()));
      return true;
    },
    { failed: t('payload.copyFailed') },
  );
  const copyPayload = async () => {
    // The toast's test id is what the journeys look for, so it is said here rather than by `done`.
    if (await copy.run()) toast.success(t('payload.copied'), { 'data-testid': 'payload-copied' });
  };

  return (
    <Card withBorder radius="md" p="md" data-testid="invoice-payload">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <IconCode size={18} />
            <Title order={3} size="h4">
              {t('payload.title')}
            </Title>
          </Group>
          {invoice.otter_id ? (
            <Badge
              variant="light"
              color="teal"
              leftSection={<IconTruckDelivery size={12} />}
              tt="none"
              data-testid="payload-aggregator"
            >
              {t('payload.aggregator')}
            </Badge>
          ) : null}
        </Group>
        {!allowed ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={18} />}
            title={t('payload.forbiddenTitle')}
            data-testid="payload-forbidden"
          >
            {t('payload.forbidden')}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {!invoice.has_payload
                ? t('payload.none')
                : invoice.otter_id
                  ? t('payload.fromAggregator', { id: invoice.otter_id })
                  : t('payload.fromTill')}
            </Text>
            <Group gap="xs" wrap="wrap">
              {invoice.has_payload ? (
                <>
                  <Button
                    variant={shown ? 'default' : 'light'}
                    leftSection={shown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                    onClick={() => setShown((s) => !s)}
                    aria-expanded={shown}
                    data-testid={shown ? 'payload-hide' : 'payload-show'}
                  >
                    {shown ? t('payload.hide') : t('payload.show')}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconCopy size={16} />}
                    onClick={() => void copyPayload()}
                    data-testid="payload-copy"
                  >
                    {t('payload.copy')}
                  </Button>
                </>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconReceipt size={16} />}
                onClick={preview.open}
                data-testid="payload-preview"
              >
                {t('payload.preview')}
              </Button>
            </Group>
            {shown && invoice.has_payload ? (
              payload.data !== undefined ? (
                <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
                  <pre className={classes.payload} dir="ltr" data-testid="payload-text">
                    {payloadText(payload.data)}
                  </pre>
                </ScrollArea.Autosize>
              ) : payload.isError ? (
                <Alert color="red" variant="light" data-testid="payload-error">
                  {errorMessage(payload.error, t)}
                </Alert>
              ) : (
                <Group justify="center" p="md">
                  <Loader size="sm" />
                </Group>
              )
            ) : null}
          </>
        )}
      </Stack>
      <Modal
        opened={previewing}
        onClose={preview.close}
        title={t('receipt.title')}
        size="auto"
        classNames={{
          root: receiptClasses.printFlow,
          inner: receiptClasses.printFlow,
          content: receiptClasses.printFlow,
          body: receiptClasses.printFlow,
        }}
        data-testid="receipt-dialog"
      >
        <Stack gap="md" align="center">
          <ReceiptPreview invoice={invoice} names={names} format={format} />
          <Button
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
            data-testid="receipt-print"
          >
            {t('receipt.print')}
          </Button>
        </Stack>
      </Modal>
    </Card>
  );
}
