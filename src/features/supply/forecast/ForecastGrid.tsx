import {
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForecastProductsReply } from '@contract/forecast';
import { backtestFormats } from '@/components/forecast/BacktestFigures';
import { dateTimeFormat } from '@/lib/formats';
import { whyText } from './whyText';

/** Days shown at once: a week, the same weekday never twice. */
const WEEK = 7;

/**
 * Products down the side, the next days across, a week at a time: closed days and holidays marked
 * in the header, and each of the first week's figures saying why on hover, focus or a tap.
 */
export function ForecastGrid({ reply }: { reply: ForecastProductsReply }) {
  const { t, i18n } = useTranslation('forecast');
  const lang = i18n.resolvedLanguage ?? 'en';
  const f = backtestFormats(lang);
  const [first, setFirst] = useState(0);
  const { dir } = useDirection();
  const Back = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const On = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  const days = reply.days.slice(first, first + WEEK);
  const weekday = dateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = dateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
  return (
    <Stack gap="xs">
      <Group justify="space-between" px="md" pt="md" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('grid.hint')}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<Back size={16} />}
            disabled={first === 0}
            onClick={() => setFirst((n) => Math.max(0, n - WEEK))}
            data-testid="forecast-earlier"
          >
            {t('grid.earlier')}
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<On size={16} />}
            disabled={first + WEEK >= reply.days.length}
            onClick={() => setFirst((n) => n + WEEK)}
            data-testid="forecast-later"
          >
            {t('grid.later')}
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" data-testid="forecast-grid">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.product')}</Table.Th>
              {days.map((d) => (
                <Table.Th key={d.date} ta="end" data-testid="forecast-day">
                  <Stack gap={0} align="flex-end">
                    <Text size="sm" fw={600}>
                      {weekday.format(at(d.date))}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dayMonth.format(at(d.date))}
                    </Text>
                    {d.closed ? (
                      <Badge size="xs" color="gray" variant="light">
                        {t('grid.closed')}
                      </Badge>
                    ) : null}
                    {d.holiday ? (
                      <Badge size="xs" color="grape" variant="light" maw={110}>
                        {d.holiday}
                      </Badge>
                    ) : null}
                  </Stack>
                </Table.Th>
              ))}
              <Table.Th ta="end">{t('columns.error')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reply.products.map((p) => (
              <Table.Tr key={p.product_id} data-testid="forecast-product">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {p.name}
                  </Text>
                </Table.Td>
                {days.map((d, i) => {
                  const index = first + i;
                  const figure = f.quantity(p.quantities[index] ?? 0);
                  const why = p.why[index];
                  return (
                    <Table.Td key={d.date} ta="end">
                      {why ? (
                        <Tooltip
                          label={whyText(why, d.date, t, lang)}
                          events={{ hover: true, focus: true, touch: true }}
                          multiline
                          maw={280}
                          withArrow
                        >
                          <UnstyledButton
                            aria-label={`${figure}: ${whyText(why, d.date, t, lang)}`}
                            data-testid="forecast-cell"
                            style={{ borderBottom: '1px dotted currentColor' }}
                          >
                            <Text size="sm" span c={d.closed ? 'dimmed' : undefined}>
                              {figure}
                            </Text>
                          </UnstyledButton>
                        </Tooltip>
                      ) : (
                        <Text size="sm" span c={d.closed ? 'dimmed' : undefined}>
                          {figure}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
                <Table.Td ta="end">
                  <Text size="sm">{f.percent(p.error)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
