import { Box, Drawer, Fieldset, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import { ConfirmDialog } from '@/components/entity/ConfirmDialog';
import { usedByNote } from '@/components/entity/usages';
import { describeFields, newRowFields } from '@/components/entity/fields';
import { FieldInput } from '@/components/entity/FieldInput';
import { EntityFormDrawer } from '@/components/entity/EntityFormDrawer';
import { useEntityFormState } from '@/components/entity/form-context';
import {
  formSchema,
  fromFormValues,
  toFormValues,
  type FormValues,
} from '@/components/entity/form-values';
import type { EntityFormComponentProps } from '@/components/entity/types';
import { useEntityTexts } from '@/components/entity/useEntityTexts';
import { useUsages } from '@/components/entity/useUsages';
import { problemsOf } from '@/components/entity/validate';
import type { LocalRow } from '@/data/db';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useMoney } from '@/shared/location/useMoney';
import { useAction } from '@/shared/useAction';
import { ModifierItemsEditor, type ItemRow } from './ModifierItemsEditor';
import { draftsOf, ruleErrors, type ModifierFormApi } from './modifierFormValues';
import { changedFields, LocalValidationError } from '../shared/data/local';
import { itemDraftOf, OptionRefused } from './data/modifierSave';
import { useModifierItems, useModifierWrites, type ModifierWrites } from './data/useModifierData';

/** The modifier's form stands in for the generic entity form. */
export type ModifierFormProps = EntityFormComponentProps;

/**
 * The modifier's own form: its fields and rules, and its options edited inline (added, changed,
 * dragged into order, deleted), all saved together in one transaction. Its options are read once
 * when it opens.
 */
export function ModifierForm(props: ModifierFormProps) {
  const items = useModifierItems(props.row?.id ?? null);
  if (items === undefined)
    return (
      <Drawer opened onClose={props.onClose} withCloseButton={false}>
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      </Drawer>
    );
  return <ModifierFormBody {...props} items={items} />;
}

const INITIAL_KEYS = ['name', 'reference', 'name_localized'] as const;
const RULE_KEYS = [
  'min_select',
  'max_select',
  'free_count',
  'is_required',
  'allow_repeat',
] as const;
const STATUS_KEYS = ['is_active', 'sort_order'] as const;

function ModifierFormBody({
  def,
  row,
  readOnly,
  createLocation = null,
  texts,
  lookups,
  onClose,
  items,
}: ModifierFormProps & { items: LocalRow[] }) {
  const { t } = useTranslation(['catalogue', 'entity']);
  const writes = useModifierWrites();
  const { locationId } = useActiveLocation();
  const money = useMoney(locationId);
  const itemTexts = useEntityTexts('modifierItems');
  const specs = describeFields(def);
  const [initialValues] = useState(() => ({
    ...toFormValues(specs, row ?? newRowFields(def)),
    items: items.map((r): ItemRow => ({ key: r.id, ...itemDraftOf(r) })),
  }));
  const initialDrafts = useMemo(() => draftsOf(initialValues.items), [initialValues]);
  const contractErrors = useMemo(
    () => schemaResolver(formSchema(def, texts.message), { sync: true }),
    [def, texts.message],
  );
  const form = useEntityFormState({
    mode: 'controlled',
    initialValues,
    validate: (values) => ({
      ...contractErrors(values),
      ...ruleErrors(values as typeof initialValues, (p) =>
        t(`catalogue:modifiers.problems.${p.code}`, p.params ?? {}),
      ),
    }),
    validateInputOnBlur: true,
  });
  const api = form as unknown as ModifierFormApi;
  // A required modifier asks for at least one choice: switching it on sets the minimum to 1.
  form.watch('is_required', ({ value }) => {
    if (value === true && !(Number(form.getValues().min_select) >= 1))
      form.setFieldValue('min_select', 1);
  });

  const [formError, setFormError] = useState<string | null>(null);
  const [askDelete, setAskDelete] = useState(false);
  const usages = useUsages('modifiers', askDelete && row ? [row.id] : null).filter(
    (u) => u.resource !== 'modifierItems',
  );

  /** Why the local writer refused the modifier or one of its options, in words. */
  const refusal = (error: unknown): string | null => {
    const option = error instanceof OptionRefused ? error : null;
    const cause = option ? option.cause : error;
    const first = cause instanceof LocalValidationError ? problemsOf(cause)[0] : undefined;
    if (!first) return null;
    const field = option
      ? `${itemTexts.one} ${option.index + 1}: ${itemTexts.path(first.path)}`
      : texts.path(first.path);
    return t('catalogue:modifiers.saveRefused', { field, message: texts.message(first.message) });
  };

  const saving = useAction(
    async (
      w: ModifierWrites,
      values: typeof initialValues,
    ): Promise<{ saved: LocalRow } | { refused: string }> => {
      const fields = fromFormValues(specs, values);
      try {
        const saved = await w.save({
          row,
          fields: row ? changedFields(fromFormValues(specs, initialValues), fields) : fields,
          initialItems: initialDrafts,
          items: draftsOf(values.items),
          createLocation,
        });
        return { saved };
      } catch (error) {
        // The local writer's own checks refused it: said in the form, nothing was written.
        const refused = refusal(error);
        if (refused === null) throw error;
        return { refused };
      }
    },
    {
      failed: t('entity:form.saveFailed'),
      done: (outcome) =>
        'saved' in outcome
          ? t('entity:form.saved', { name: displayName(outcome.saved, texts.lang) })
          : '',
    },
  );
  const save = async (submitted: FormValues) => {
    if (!writes) return;
    setFormError(null);
    const outcome = await saving.run(writes, submitted as typeof initialValues);
    if (!outcome) return;
    if ('refused' in outcome) setFormError(outcome.refused);
    else onClose();
  };

  const removing = useAction(
    async (w: ModifierWrites, modifier: LocalRow) => {
      await w.remove({
        modifierId: modifier.id,
        itemIds: initialDrafts.flatMap((d) => (d.id ? [d.id] : [])),
      });
      return modifier;
    },
    {
      failed: t('entity:bulk.failed'),
      done: (modifier) => t('entity:delete.done', { name: displayName(modifier, texts.lang) }),
    },
  );
  const remove = async () => {
    if (!writes || !row) return;
    const removed = await removing.run(writes, row);
    setAskDelete(false);
    if (removed !== undefined) onClose();
  };

  const field = (key: string) => {
    const spec = specs.find((s) => s.key === key);
    if (!spec) return null;
    const wide = spec.kind === 'localized';
    return (
      <Box key={key} style={wide ? { gridColumn: '1 / -1' } : undefined}>
        <FieldInput spec={spec} path={key} label={texts.field(key)} readOnly={readOnly} />
      </Box>
    );
  };
  const values = form.getValues();
  const summary = rulesSummary(
    {
      min: Number(values.min_select) || 0,
      max: Number(values.max_select) || 0,
      free: Number(values.free_count) || 0,
      required: values.is_required === true,
    },
    t,
  );
  return (
    <EntityFormDrawer
      form={form}
      row={row}
      readOnly={readOnly}
      texts={texts}
      lookups={lookups}
      formError={formError ?? (saving.error ? t('entity:form.saveFailed') : null)}
      onSave={save}
      onDelete={() => setAskDelete(true)}
      onClose={onClose}
      testId="modifier-form"
      dialogs={
        <ConfirmDialog
          opened={askDelete}
          title={t('entity:delete.title')}
          message={t('catalogue:modifiers.deleteMessage', {
            name: row ? displayName(row, texts.lang) : '',
            count: initialDrafts.length,
          })}
          note={usedByNote(usages, t)}
          confirmDisabled={usages.length > 0}
          confirmLabel={t('entity:list.delete')}
          danger
          busy={removing.busy}
          onConfirm={() => void remove()}
          onCancel={() => setAskDelete(false)}
        />
      }
    >
      <Fieldset legend={t('entity:sections.identity')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {INITIAL_KEYS.map(field)}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('entity:sections.rules')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {RULE_KEYS.map(field)}
        </SimpleGrid>
        <Group gap={6} mt="sm" wrap="nowrap" c="dimmed" data-testid="modifier-summary">
          <IconInfoCircle size={16} style={{ flex: '0 0 auto' }} />
          <Text size="sm">{summary}</Text>
        </Group>
      </Fieldset>
      <Fieldset legend={t('catalogue:modifiers.itemsSection')} radius="md">
        <ModifierItemsEditor
          form={api}
          readOnly={readOnly}
          itemTexts={itemTexts}
          currencyDecimals={money.decimals}
        />
      </Fieldset>
      <Fieldset legend={t('entity:sections.status')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {STATUS_KEYS.map(field)}
        </SimpleGrid>
      </Fieldset>
    </EntityFormDrawer>
  );
}

/** "Customers choose 1 to 2; the first one is free; a choice is required", in words. */
function rulesSummary(
  rules: { min: number; max: number; free: number; required: boolean },
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const choose =
    rules.max === 0
      ? rules.min > 0
        ? t('catalogue:modifiers.summary.atLeast', { count: rules.min })
        : t('catalogue:modifiers.summary.any')
      : rules.min === rules.max
        ? t('catalogue:modifiers.summary.exactly', { count: rules.max })
        : t('catalogue:modifiers.summary.range', { min: rules.min, max: rules.max });
  const parts = [choose];
  if (rules.free > 0) parts.push(t('catalogue:modifiers.summary.free', { count: rules.free }));
  parts.push(
    rules.required
      ? t('catalogue:modifiers.summary.required')
      : t('catalogue:modifiers.summary.optional'),
  );
  return parts.join(' · ');
}
