import { SegmentedControl, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApprovedCounts } from '../data/useApprovedCounts';
import { reportDate } from '../frame/format';
import type { MaterialSearch } from './foodCostMaterials';

type Update = (patch: { [K in keyof MaterialSearch]?: string | undefined }) => void;

interface BasisProps {
  /** Whose counts are offered: the location read. */
  locationId: string | null;
  search: MaterialSearch;
  update: Update;
}

/** Whether food cost reads between the period's dates or between two approved counts, and which. */
export function FoodCostBasis({ locationId, search, update }: BasisProps) {
  const { t } = useTranslation('reporting');
  return (
    <>
      <SegmentedControl
        aria-label={t('foodCost.basis.label')}
        value={search.basis ?? 'dates'}
        onChange={(value) => update({ basis: value === 'counts' ? 'counts' : undefined })}
        data={[
          { value: 'dates', label: t('foodCost.basis.dates') },
          { value: 'counts', label: t('foodCost.basis.counts') },
        ]}
        data-testid="food-cost-basis"
      />
      {search.basis === 'counts' ? (
        <CountChoice locationId={locationId} search={search} update={update} />
      ) : null}
    </>
  );
}

/** The two approved counts of the location to read between, newest first. */
function CountChoice({ locationId, search, update }: BasisProps) {
  const { t, i18n } = useTranslation('reporting');
  const lang = i18n.resolvedLanguage ?? 'en';
  const approved = useApprovedCounts(locationId);
  const counts = useMemo(
    () =>
      approved.map((c) => {
        const date = reportDate(c.cutoff_at.slice(0, 10), lang) ?? c.cutoff_at;
        return { value: c.id, label: c.name ? `${c.name} (${date})` : date };
      }),
    [approved, lang],
  );
  if (counts.length < 2) {
    return (
      <Text size="sm" c="dimmed" data-testid="food-cost-no-counts">
        {t('foodCost.fewCounts')}
      </Text>
    );
  }
  const pick = (key: 'from_count' | 'to_count', label: string) => (
    <Select
      aria-label={label}
      placeholder={label}
      data={counts}
      value={search[key] ?? null}
      onChange={(value) => update({ [key]: value ?? undefined })}
      w={240}
      comboboxProps={{ withinPortal: true }}
      data-testid={`filter-${key}`}
    />
  );
  return (
    <>
      {pick('from_count', t('foodCost.fromCount'))}
      {pick('to_count', t('foodCost.toCount'))}
    </>
  );
}
