import { Anchor, Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAdjustmentsOff,
  IconCalendarOff,
  IconCategoryMinus,
  IconClockOff,
  IconCurrencyOff,
  IconFolderOff,
  IconReceiptOff,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import type { AttentionItem, AttentionKind } from './attention';
import { screenOf } from './catalogueLinks';

const icons: Record<AttentionKind, Icon> = {
  productNoPrice: IconCurrencyOff,
  productNoTax: IconReceiptOff,
  productNoCategory: IconFolderOff,
  inactiveCategoryWithProducts: IconCategoryMinus,
  modifierNoItems: IconAdjustmentsOff,
  dealExpired: IconCalendarOff,
  menuNoSchedule: IconClockOff,
};

/** The catalogue's loose ends, each with a few examples and a link to the screen that fixes them. */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  const { t, i18n } = useTranslation(['catalogue', 'resources']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Stack gap="md">
      {items.map((item) => {
        const Icon = icons[item.kind];
        const names = item.examples.map((e) => displayName(e, lang));
        const more = item.count - names.length;
        return (
          <Group
            key={item.kind}
            gap="sm"
            wrap="nowrap"
            align="flex-start"
            data-testid={`attention-${item.kind}`}
          >
            <ThemeIcon variant="light" color="orange" size={34} radius="md">
              <Icon size={18} />
            </ThemeIcon>
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {t(`overview.attention.${item.kind}`, { count: item.count })}
                </Text>
                <Badge variant="light" color="orange" style={{ flex: '0 0 auto' }}>
                  {item.count.toLocaleString(lang)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2}>
                <bdi>{names.join(', ')}</bdi>
                {more > 0 ? ` ${t('overview.attention.more', { count: more })}` : ''}
              </Text>
              <Anchor component={Link} to={screenOf(item.resource)} size="xs">
                {t('overview.attention.open', { screen: t(`resources:${item.resource}.other`) })}
              </Anchor>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
