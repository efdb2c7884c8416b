import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaterialNames } from '../data/materials';

/** Says what a difference on arrival will be recorded as, before it is. */
export function DifferenceNote({
  materials,
  material_id,
  difference,
}: {
  materials: MaterialNames;
  material_id: string;
  difference: number;
}) {
  const { t } = useTranslation('transfers');
  return (
    <Text size="xs" c={difference < 0 ? 'orange' : 'blue'} data-testid="line-difference">
      {difference < 0
        ? t('receive.lost', { quantity: materials.quantity(material_id, -difference) })
        : t('receive.over', { quantity: materials.quantity(material_id, difference) })}
    </Text>
  );
}
