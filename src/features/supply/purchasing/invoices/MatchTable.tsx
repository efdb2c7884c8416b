import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceMatch } from '@contract/purchasing';
import { useActiveMoney } from '@/shared/location/useMoney';
import { useFormats } from '../shared/formats';
import type { Purchasing } from '../data/lookups';
import { matchLineName } from './matchNames';

const diffColor = (n: number | null) => (n === null || Math.abs(n) < 0.0005 ? undefined : 'red');

/** Ordered, received and invoiced per material, with every difference in red. */
export function MatchTable({ match, purchasing }: { match: InvoiceMatch; purchasing: Purchasing }) {
  const { t, i18n } = useTranslation('purchasing');
  const lang = i18n.resolvedLanguage ?? 'en';
  const money = useActiveMoney();
  const f = useFormats();
  const price = (n: number | null) => (n === null ? '—' : f.unitPrice(n));
  const signed = (n: number, fmt: (x: number) => string) => (n > 0 ? `+${fmt(n)}` : fmt(n));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="match-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.material')}</Table.Th>
            <Table.Th ta="end">{t('columns.ordered')}</Table.Th>
            <Table.Th ta="end">{t('columns.received')}</Table.Th>
            <Table.Th ta="end">{t('columns.invoiced')}</Table.Th>
            <Table.Th ta="end">{t('match.orderedPrice')}</Table.Th>
            <Table.Th ta="end">{t('match.invoicedPrice')}</Table.Th>
            <Table.Th ta="end">{t('match.quantityDifference')}</Table.Th>
            <Table.Th ta="end">{t('match.amountDifference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {match.lines.map((l) => (
            <Table.Tr
              key={l.material_id}
              bg={l.differs ? 'var(--mantine-color-red-light)' : undefined}
              data-testid="match-line"
              data-differs={l.differs}
            >
              <Table.Td>
                <Text size="sm" fw={500} data-testid="match-material">
                  <bdi>{matchLineName(l, purchasing.materialById.get(l.material_id), lang)}</bdi>
                </Text>
              </Table.Td>
              <Table.Td ta="end">{f.quantity(l.ordered)}</Table.Td>
              <Table.Td ta="end">{f.quantity(l.received)}</Table.Td>
              <Table.Td ta="end">{f.quantity(l.invoiced)}</Table.Td>
              <Table.Td ta="end">{price(l.ordered_price)}</Table.Td>
              <Table.Td ta="end" c={diffColor(l.price_difference)}>
                {price(l.invoiced_price)}
              </Table.Td>
              <Table.Td ta="end" c={diffColor(l.quantity_difference)}>
                {signed(l.quantity_difference, f.quantity)}
              </Table.Td>
              <Table.Td
                ta="end"
                c={diffColor(l.amount_difference)}
                style={{ whiteSpace: 'nowrap' }}
              >
                {signed(l.amount_difference, money.format)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={7}>{t('match.total')}</Table.Th>
            <Table.Th ta="end" c={diffColor(match.amount_difference)}>
              {signed(match.amount_difference, money.format)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
