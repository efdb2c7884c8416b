import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { SupplierInvoiceRow } from '@contract/purchasing';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { useActiveMoney } from '@/shared/location/useMoney';
import { useAction } from '@/shared/useAction';
import type { Purchasing } from '../data/lookups';
import { invoiceLinesFrom, invoiceSubtotal, round3 } from '../shared/orderMath';
import {
  createInvoice,
  useDocumentWriter,
  type LocalOrder,
  type PurchasingWriter,
} from '../data/purchasingData';
import { useSearchPatch } from '../shared/useSearchPatch';
import type { OrderSearch } from '../orders/orderSearch';

const num = (v: string | number): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The supplier's invoice for an order, typed in from the paper: it starts as what arrived and is not
 * billed yet, at the price received; the matching shows where the paper says otherwise.
 */
export function InvoiceForm({
  order,
  onClose,
  purchasing,
}: {
  order: LocalOrder;
  onClose: () => void;
  purchasing: Purchasing;
}) {
  const { t } = useTranslation('purchasing');
  const writer = useDocumentWriter();
  const patch = useSearchPatch<OrderSearch>();
  const money = useActiveMoney();
  const today = useBusinessDay(order.location_id).today();
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [invoiceDate, setInvoiceDate] = useState(today);
  const [tax, setTax] = useState(0);
  const [lines, setLines] = useState<SupplierInvoiceRow['lines']>(() =>
    invoiceLinesFrom(order).length
      ? invoiceLinesFrom(order)
      : order.lines.map((l) => ({
          material_id: l.material_id,
          quantity: l.quantity,
          unit_price: round3(l.price / l.pack_size),
        })),
  );
  const setLine = (i: number, next: Partial<SupplierInvoiceRow['lines'][number]>) =>
    setLines((prev) => prev.map((l, j) => (j === i ? { ...l, ...next } : l)));
  const subtotal = invoiceSubtotal(lines);
  const create = useAction(
    async (w: PurchasingWriter) => {
      const id = uuidv7();
      await createInvoice(w, {
        id,
        location_id: order.location_id,
        supplier_id: order.supplier_id,
        supplier_order_id: order.id,
        supplier_order_ref: order.number,
        invoice_number: invoiceNumber.trim(),
        invoice_date: invoiceDate,
        lines: lines.filter((l) => l.quantity > 0),
        tax,
        note: '',
      });
      return id;
    },
    { failed: t('invoices.saveFailed'), done: t('invoices.saved') },
  );
  const save = async () => {
    if (!writer) return;
    const id = await create.run(writer);
    if (id !== undefined) patch({ bill: undefined, id: undefined, view: 'invoices', invoice: id });
  };
  return (
    <Modal opened onClose={onClose} title={t('invoices.record')} size="xl" fullScreen={false}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={t('columns.invoiceNumber')}
          value={invoiceNumber}
          onChange={(e) => setInvoiceNumber(e.currentTarget.value)}
          maxLength={60}
          data-autofocus
          data-testid="invoice-number"
        />
        <TextInput
          type="date"
          label={t('columns.invoiceDate')}
          value={invoiceDate}
          onChange={(e) => setInvoiceDate(e.currentTarget.value)}
          data-testid="invoice-date"
        />
        <NumberInput
          label={t('columns.tax')}
          min={0}
          decimalScale={money.decimals}
          value={tax}
          onChange={(v) => setTax(num(v))}
          data-testid="invoice-tax"
        />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={420} mt="md">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.material')}</Table.Th>
              <Table.Th w={150}>{t('columns.quantity')}</Table.Th>
              <Table.Th w={150}>{t('columns.unitPrice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={l.material_id}>
                <Table.Td>
                  <Text size="sm">{purchasing.materialName(l.material_id)}</Text>
                  <Text size="xs" c="dimmed">
                    {purchasing.unitOf(l.material_id)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('columns.quantity')}
                    min={0}
                    decimalScale={3}
                    value={l.quantity}
                    onChange={(v) => setLine(i, { quantity: num(v) })}
                    data-testid="invoice-line-quantity"
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('columns.unitPrice')}
                    min={0}
                    decimalScale={3}
                    value={l.unit_price}
                    onChange={(v) => setLine(i, { unit_price: num(v) })}
                    data-testid="invoice-line-price"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text fw={600}>
          {t('columns.total')}: {money.format(round3(subtotal + tax))}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!invoiceDate || lines.every((l) => l.quantity <= 0)}
            data-testid="invoice-save"
          >
            {t('invoices.save')}
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
