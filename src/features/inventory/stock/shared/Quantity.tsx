import { Text, useDirection } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialUnit } from '@contract/units';
import { formatQuantity, packsAndRest, type PackLike } from '@/lib/quantity';
import { usePackName } from './packName';

/** A base unit's short name ("kg", "pcs"), translated. */
export function useUnitLabel(): (unit: string) => string {
  const { t } = useTranslation('stock');
  return useCallback((unit) => t(`units.${unit as MaterialUnit}`, { defaultValue: unit }), [t]);
}

/**
 * A quantity in the material's base unit and, when a count pack fits, as packs and the rest
 * underneath ("27.5 l" over "2 case + 3.5 l").
 */
export function Quantity({
  quantity,
  unit,
  packs = [],
}: {
  quantity: number;
  unit: string;
  packs?: readonly PackLike[];
}) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const unitLabel = useUnitLabel();
  const packName = usePackName();
  // The screen's direction, not the text's: a negative number starts with a left-to-right mark in
  // Arabic, which would turn an auto-directed "-3 كغ" around into unit first.
  const { dir } = useDirection();
  const split = packsAndRest(quantity, packs);
  return (
    <>
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        <bdi dir={dir}>{`${formatQuantity(lang, quantity)} ${unitLabel(unit)}`}</bdi>
      </Text>
      {split ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="packs-and-rest">
          <bdi dir={dir}>
            {split.rest === 0
              ? t('packs.only', {
                  packs: formatQuantity(lang, split.packs),
                  pack: packName(split.pack.name),
                })
              : t('packs.withRest', {
                  packs: formatQuantity(lang, split.packs),
                  pack: packName(split.pack.name),
                  rest: formatQuantity(lang, split.rest),
                  unit: unitLabel(unit),
                })}
          </bdi>
        </Text>
      ) : null}
    </>
  );
}
