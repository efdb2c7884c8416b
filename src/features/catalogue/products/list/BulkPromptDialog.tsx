import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookups } from '@/components/entity/useLookups';
import { changedPrice, type PriceChange } from '../bulkChanges';
import { optionsOf, orderedRows } from '../form/lookupRows';
import { useProductEnv } from '../productEnv';
import type { BulkAnswers, BulkRequest } from './bulkPrompt';

const NONE = '__none__';
const EXAMPLE_PRICE = 10;

/** The one dialog of the product bulk actions: asks what the selected products should get. */
export function BulkPromptDialog({ request }: { request: BulkRequest }) {
  const { t, i18n } = useTranslation(['products', 'entity']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const { money, mayEditLocation } = useProductEnv();
  const lookups = useLookups(['categories', 'taxGroups', 'labels', 'locations']);
  const options = (collection: string) => optionsOf(orderedRows(lookups, collection, lang), lang);
  const { question, count } = request;

  const [refId, setRefId] = useState<string | null>(null);
  const [price, setPrice] = useState<PriceChange>({
    mode: 'percent',
    value: 0,
    includeOverrides: true,
  });
  const [ids, setIds] = useState<string[]>([]);
  const [labelMode, setLabelMode] = useState<'add' | 'remove'>('add');
  const [available, setAvailable] = useState(true);

  const locationOptions = useMemo(
    () =>
      optionsOf(
        orderedRows(lookups, 'locations', lang).filter((l) => mayEditLocation(l.id)),
        lang,
      ),
    [lookups, lang, mayEditLocation],
  );

  const answer = (): BulkAnswers[keyof BulkAnswers] | null => {
    switch (question) {
      case 'category':
        return refId ? { categoryId: refId === NONE ? null : refId } : null;
      case 'taxGroup':
        return refId ? { taxGroupId: refId === NONE ? null : refId } : null;
      case 'price':
        return price.value !== 0 ? price : null;
      case 'labels':
        return ids.length ? { mode: labelMode, labelIds: ids } : null;
      case 'availability':
        return ids.length ? { locationIds: ids, available } : null;
    }
  };
  const ready = answer();

  const refSelect = (collection: string, label: string) => (
    <Select
      label={label}
      data={[...options(collection), { value: NONE, label: t('bulk.none') }]}
      value={refId}
      onChange={setRefId}
      searchable
      nothingFoundMessage={t('entity:form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      data-autofocus
      data-testid="bulk-prompt-select"
    />
  );

  return (
    <Modal
      opened
      onClose={() => request.answer(null)}
      title={t(`bulk.${question}.title`, { count })}
      size="md"
      data-testid="bulk-prompt"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`bulk.${question}.help`, { count })}
        </Text>
        {question === 'category' ? refSelect('categories', t('bulk.category.field')) : null}
        {question === 'taxGroup' ? refSelect('taxGroups', t('bulk.taxGroup.field')) : null}
        {question === 'price' ? (
          <>
            <SegmentedControl
              value={price.mode}
              onChange={(mode) => setPrice((p) => ({ ...p, mode: mode as PriceChange['mode'] }))}
              data={[
                { value: 'percent', label: t('bulk.price.percent') },
                { value: 'amount', label: t('bulk.price.amount') },
              ]}
            />
            <NumberInput
              label={
                price.mode === 'percent' ? t('bulk.price.byPercent') : t('bulk.price.byAmount')
              }
              description={t('bulk.price.negative')}
              value={price.value}
              onChange={(v) => setPrice((p) => ({ ...p, value: typeof v === 'number' ? v : 0 }))}
              decimalScale={price.mode === 'percent' ? 2 : money.decimals}
              rightSection={price.mode === 'percent' ? '%' : (money.currency ?? undefined)}
              rightSectionWidth={price.mode === 'percent' ? undefined : 52}
              min={price.mode === 'percent' ? -100 : undefined}
              max={price.mode === 'percent' ? 1000 : undefined}
              data-autofocus
              data-testid="bulk-price-value"
            />
            <Checkbox
              label={t('bulk.price.includeOverrides')}
              checked={price.includeOverrides}
              onChange={(e) => {
                const includeOverrides = e.currentTarget.checked;
                setPrice((p) => ({ ...p, includeOverrides }));
              }}
            />
            <Text size="sm" data-testid="bulk-price-example">
              {t('bulk.price.example', {
                from: money.format(EXAMPLE_PRICE),
                to: money.format(changedPrice(EXAMPLE_PRICE, price, money.decimals)),
              })}
            </Text>
          </>
        ) : null}
        {question === 'labels' ? (
          <>
            <SegmentedControl
              value={labelMode}
              onChange={(mode) => setLabelMode(mode as 'add' | 'remove')}
              data={[
                { value: 'add', label: t('bulk.labels.add') },
                { value: 'remove', label: t('bulk.labels.remove') },
              ]}
            />
            <MultiSelect
              label={t('bulk.labels.field')}
              data={options('labels')}
              value={ids}
              onChange={setIds}
              searchable
              nothingFoundMessage={t('entity:form.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              data-testid="bulk-prompt-multi"
            />
          </>
        ) : null}
        {question === 'availability' ? (
          <>
            <MultiSelect
              label={t('bulk.availability.field')}
              data={locationOptions}
              value={ids}
              onChange={setIds}
              searchable
              nothingFoundMessage={t('entity:form.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              data-testid="bulk-prompt-multi"
            />
            <SegmentedControl
              value={available ? 'on' : 'off'}
              onChange={(v) => setAvailable(v === 'on')}
              data={[
                { value: 'on', label: t('bulk.availability.on') },
                { value: 'off', label: t('bulk.availability.off') },
              ]}
            />
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => request.answer(null)}>
            {t('entity:form.cancel')}
          </Button>
          <Button
            disabled={ready === null}
            onClick={() => request.answer(ready)}
            data-testid="bulk-prompt-apply"
          >
            {t('bulk.apply', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
