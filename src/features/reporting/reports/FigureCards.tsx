import type { SalesFigureKey, SalesFigures } from '@contract/sales';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeOf } from '@/components/reports/change';
import { ChangeBadge } from '@/components/reports/ChangeBadge';
import { numberFormat } from '@/lib/formats';
import type { MoneyFormat } from '@/lib/money';
import classes from './reports.module.css';

/** A figure a card shows, and whether a rise is good news (sales) or bad (refunds). */
export interface FigureCard {
  key: SalesFigureKey;
  higherIsBetter?: boolean;
}

interface FigureCardsProps {
  cards: readonly FigureCard[];
  figures: SalesFigures;
  /** The period before: each card says how its figure moved against it. */
  compare?: SalesFigures;
  money: MoneyFormat;
}

/** The period's figures, large, each with its change against the period before when given. */
export function FigureCards({ cards, figures, compare, money }: FigureCardsProps) {
  const { t, i18n } = useTranslation('reporting');
  const lang = i18n.resolvedLanguage ?? 'en';
  const write = (key: SalesFigureKey, value: number) =>
    key === 'transactions' ? numberFormat(lang).format(value) : money.format(value);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, xl: cards.length > 4 ? 6 : 4 }}
      spacing={{ base: 'xs', sm: 'md' }}
      data-testid="report-figures"
    >
      {cards.map(({ key, higherIsBetter = true }) => (
        <Card key={key} withBorder radius="md" padding="sm" className={classes.figure}>
          <Stack gap={4} h="100%" justify="space-between">
            <Text size="sm" c="dimmed" fw={500} lineClamp={2}>
              {t(`columns.${key}`)}
            </Text>
            <Text className={classes.figureValue} data-testid={`figure-${key}`}>
              {write(key, figures[key])}
            </Text>
            {compare ? (
              <Group gap={6} wrap="wrap" mih={22}>
                <ChangeBadge
                  change={changeOf(figures[key], compare[key], higherIsBetter)}
                  data-testid={`figure-${key}-change`}
                />
                <Text size="xs" c="dimmed" className={classes.tabular}>
                  {t('compare.before', { value: write(key, compare[key]) })}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
