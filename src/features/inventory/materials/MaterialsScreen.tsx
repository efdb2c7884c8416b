import { Button, Group, Select, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { useActiveMoney } from '@/shared/location/useMoney';
import { displayName } from '@/components/entity/columns';
import { EntityScreen } from '@/components/entity/EntityScreen';
import { useLocationIds, useTaxGroups } from './data/useMaterialsData';
import { materialBulkActions } from './materialBulkActions';
import { materialsEntity } from './materialsEntity';

function TaxGroupPicker({ onDone }: { onDone: (value: string | null | undefined) => void }) {
  const { t, i18n } = useTranslation('materials');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const groups = useTaxGroups();
  const [value, setValue] = useState<string | null>(null);
  return (
    <Stack>
      <Select
        label={t('bulk.taxGroupLabel')}
        placeholder={t('bulk.noTaxGroup')}
        data={(groups ?? []).map((g) => ({ value: g.id, label: displayName(g, lang) }))}
        value={value}
        onChange={setValue}
        clearable
        comboboxProps={{ withinPortal: true }}
        data-testid="bulk-tax-group"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone(undefined)}>
          {t('cancel')}
        </Button>
        <Button onClick={() => onDone(value)} data-testid="bulk-tax-apply">
          {t('apply')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Materials: the generic entity screen, with cost shown only to users who may see costs. */
export function MaterialsScreen() {
  const { t } = useTranslation('materials');
  const grant = useGrant();
  const withCost = grant !== null && can(grant, 'inventory.costs');
  const locationIds = useLocationIds();
  const money = useActiveMoney();
  const config = useMemo(() => {
    const ask = (count: number) =>
      new Promise<string | null | undefined>((resolve) => {
        const id = modals.open({
          title: t('bulk.taxGroupTitle', { count }),
          onClose: () => resolve(undefined),
          children: (
            <TaxGroupPicker
              onDone={(value) => {
                resolve(value);
                modals.close(id);
              }}
            />
          ),
        });
      });
    return materialsEntity(
      withCost,
      materialBulkActions(ask, () => locationIds),
    );
  }, [withCost, t, locationIds]);
  // A gram or a millilitre costs fractions of a cent: unit costs keep four decimals.
  const style = useMemo(
    () => ({ currency: money.currency, decimals: Math.max(money.decimals, 4) }),
    [money.currency, money.decimals],
  );
  return <EntityScreen config={config} money={style} />;
}
