import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconPlus, IconStarFilled } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { displayName } from '@/components/entity/columns';
import { SearchInput } from '@/components/entity/SearchInput';
import { useEntityTexts } from '@/components/entity/useEntityTexts';
import type { LocalRow } from '@/data/db';
import { usePendingIds, useRows } from '../shared/data/local';
import { useMoney } from '@/shared/location/useMoney';
import { defOf } from '../shared/defs';
import { useWriteAccess } from '../shared/useWriteAccess';
import { ModifierForm } from './ModifierForm';
import { itemsOf } from './data/modifierSave';
import { useScreenTitle } from '@/components/useScreenTitle';

const def = defOf('modifiers');
const noLookups = new Map<string, readonly LocalRow[]>();
const SHOWN_ITEMS = 8;

/**
 * Every modifier as a card with its options and their prices, its rules and how many products use
 * it: what the till will offer, at a glance. A card opens the modifier's form with its options.
 */
export function ModifierBoard() {
  const { t, i18n } = useTranslation(['catalogue', 'entity']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const texts = useEntityTexts('modifiers');
  useScreenTitle(texts.other);
  const modifiers = useRows('modifiers');
  const items = useRows('modifierItems');
  const products = useRows('products');
  const pending = usePendingIds('modifiers');
  const pendingItems = usePendingIds('modifierItems');
  const access = useWriteAccess(def);
  const { locationId } = useActiveLocation();
  const money = useMoney(locationId);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLocaleLowerCase(lang));
  const [editing, setEditing] = useState<{ row: LocalRow | null } | null>(null);

  const usedBy = useMemo(() => {
    const counts = new Map<string, number>();
    for (const p of products ?? [])
      for (const m of Array.isArray(p.modifiers) ? (p.modifiers as { modifier_id?: string }[]) : [])
        if (m.modifier_id) counts.set(m.modifier_id, (counts.get(m.modifier_id) ?? 0) + 1);
    return counts;
  }, [products]);
  const cards = useMemo(() => {
    const all = [...(modifiers ?? [])].sort(
      (a, b) =>
        Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0) ||
        displayName(a, lang).localeCompare(displayName(b, lang), lang),
    );
    return all
      .map((m) => ({ modifier: m, options: itemsOf(m.id, items ?? []) }))
      .filter(
        ({ modifier, options }) =>
          !query ||
          displayName(modifier, lang).toLocaleLowerCase(lang).includes(query) ||
          options.some((o) => displayName(o, lang).toLocaleLowerCase(lang).includes(query)),
      );
  }, [modifiers, items, query, lang]);

  if (modifiers === undefined)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
      </Group>
    );

  const rule = (m: LocalRow) => {
    const min = Number(m.min_select ?? 0);
    const max = Number(m.max_select ?? 0);
    return max === 0
      ? min > 0
        ? t('modifiers.summary.atLeast', { count: min })
        : t('modifiers.summary.any')
      : min === max
        ? t('modifiers.summary.exactly', { count: max })
        : t('modifiers.summary.range', { min, max });
  };

  return (
    <Stack gap="md" data-testid="modifier-board">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={2}>{texts.other}</Title>
          <Badge variant="light" color="gray" size="lg">
            {modifiers.length.toLocaleString(lang)}
          </Badge>
        </Group>
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SearchInput
          placeholder={t('modifiers.search')}
          value={search}
          onChange={setSearch}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        {access.canWrite ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ row: null })}
            data-testid="modifier-new"
          >
            {texts.newOne}
          </Button>
        ) : null}
      </Group>
      {cards.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="xs" c="dimmed">
            <IconAdjustmentsHorizontal size={32} stroke={1.4} />
            <Text size="sm">{query ? t('entity:empty.noMatch') : texts.none}</Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {cards.map(({ modifier, options }) => {
            const active = modifier.is_active !== false;
            const waiting = pending.has(modifier.id) || options.some((o) => pendingItems.has(o.id));
            return (
              <Card
                key={modifier.id}
                withBorder
                radius="md"
                p={0}
                style={{ opacity: active ? 1 : 0.7 }}
                data-testid="modifier-card"
              >
                <UnstyledButton
                  onClick={() => setEditing({ row: modifier })}
                  p="md"
                  style={{ display: 'block', height: '100%' }}
                >
                  {/* Named "Edit" and what the card shows (WCAG 2.5.3: the name holds the text). */}
                  <VisuallyHidden>{t('common:actions.edit')}</VisuallyHidden>
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text fw={600} lineClamp={2}>
                        <bdi>{displayName(modifier, lang)}</bdi>
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        {waiting ? (
                          <Badge
                            variant="dot"
                            color="orange"
                            size="sm"
                            title={t('entity:list.pendingHint')}
                          >
                            {t('entity:list.pending')}
                          </Badge>
                        ) : null}
                        {!active ? (
                          <Badge variant="light" color="gray" size="sm">
                            {t('entity:list.inactive')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Group>
                    <Group gap={6}>
                      <Badge
                        variant="light"
                        color={modifier.is_required === true ? 'red' : 'gray'}
                        size="sm"
                      >
                        {modifier.is_required === true
                          ? t('modifiers.summary.required')
                          : t('modifiers.summary.optional')}
                      </Badge>
                      <Badge variant="outline" color="gray" size="sm">
                        {rule(modifier)}
                      </Badge>
                      {Number(modifier.free_count ?? 0) > 0 ? (
                        <Badge variant="light" color="teal" size="sm">
                          {t('modifiers.summary.free', { count: Number(modifier.free_count) })}
                        </Badge>
                      ) : null}
                    </Group>
                    {options.length === 0 ? (
                      <Text size="sm" c="orange">
                        {t('modifiers.noItems')}
                      </Text>
                    ) : (
                      <Stack gap={2}>
                        {options.slice(0, SHOWN_ITEMS).map((o) => (
                          <Group key={o.id} justify="space-between" wrap="nowrap" gap="xs">
                            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                              {o.is_default === true ? (
                                <IconStarFilled
                                  size={12}
                                  color="var(--mantine-color-yellow-6)"
                                  aria-label={t('modifiers.default')}
                                />
                              ) : null}
                              <Text
                                size="sm"
                                truncate
                                td={o.is_active === false ? 'line-through' : undefined}
                              >
                                <bdi>{displayName(o, lang)}</bdi>
                              </Text>
                            </Group>
                            <Text
                              size="sm"
                              c="dimmed"
                              style={{ fontVariantNumeric: 'tabular-nums' }}
                            >
                              {Number(o.price ?? 0) === 0
                                ? t('modifiers.noCharge')
                                : `+${money.format(Number(o.price))}`}
                            </Text>
                          </Group>
                        ))}
                        {options.length > SHOWN_ITEMS ? (
                          <Text size="xs" c="dimmed">
                            {t('modifiers.moreItems', { count: options.length - SHOWN_ITEMS })}
                          </Text>
                        ) : null}
                      </Stack>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('modifiers.usedBy', { count: usedBy.get(modifier.id) ?? 0 })}
                    </Text>
                  </Stack>
                </UnstyledButton>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      {editing ? (
        <ModifierForm
          key={editing.row?.id ?? 'new'}
          def={def}
          row={editing.row}
          readOnly={!access.canWrite || access.accessOf(editing.row) !== 'full'}
          createLocation={access.createLocation}
          texts={texts}
          lookups={noLookups}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
