import { Box, Fieldset, SimpleGrid } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import type { ResourceDef } from '@contract/registry';
import { toast } from '@/shared/toast';
import type { LocalRow } from '@/data/db';
import { changedFields } from '@/data/merge';
import { useLocal } from '@/data/react';
import { LocalValidationError } from '@/data/writes';
import { displayName } from './columns';
import { EntityFormDrawer } from './EntityFormDrawer';
import { describeFields, newRowFields, type FieldSpec } from './fields';
import { FieldInput } from './FieldInput';
import { formSchema, fromFormValues, toFormValues } from './form-values';
import type { AnyEntityConfig } from './types';
import type { Lookups } from './useLookups';
import type { EntityTexts } from './useEntityTexts';
import { problemsOf } from './validate';

/** Inputs that need the whole width of the form. */
const wideKinds = new Set(['textarea', 'localized', 'list', 'json', 'refList']);

interface EntityFormProps {
  config: AnyEntityConfig;
  def: ResourceDef;
  /** The row to edit, or null to add one. */
  row: LocalRow | null;
  readOnly: boolean;
  /** Fields the user may edit when not every field is theirs (row access); all when not given. */
  editable?: ReadonlySet<string>;
  /** Location of a new row (a location-limited user creates rows of their own location). */
  createLocation?: string | null;
  texts: EntityTexts;
  lookups: Lookups;
  onClose: () => void;
  /** Asks to delete the row; not given when the user may not delete it. */
  onDelete?: (row: LocalRow) => void;
}

/**
 * The one add/edit form: a drawer (full screen on phones) with the entity's sections of generic
 * inputs, checked against the contract as the user types and again by the writer on save.
 */
export function EntityForm({
  config,
  def,
  row,
  readOnly,
  editable,
  createLocation = null,
  texts,
  lookups,
  onClose,
  onDelete,
}: EntityFormProps) {
  const { t } = texts;
  const local = useLocal();
  const specs = describeFields(def);
  const specByKey = useMemo(() => new Map(specs.map((s) => [s.key, s])), [specs]);
  const [initialValues] = useState(() => toFormValues(specs, row ?? newRowFields(def)));
  const [formError, setFormError] = useState<string | null>(null);
  const validate = useMemo(
    () => schemaResolver(formSchema(def, texts.message), { sync: true }),
    [def, texts.message],
  );
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnBlur: true,
  });

  const save = async (values: typeof initialValues) => {
    if (!local) return;
    setFormError(null);
    const fields = fromFormValues(specs, values);
    try {
      let saved: LocalRow;
      if (row) {
        // Only what the user changed: fields another device changed meanwhile are kept.
        const changes = changedFields(fromFormValues(specs, initialValues), fields);
        saved = Object.keys(changes).length ? await local.writer.update(def, row.id, changes) : row;
      } else {
        saved = await local.writer.create(def, fields, { locationId: createLocation });
      }
      toast.success(t('entity:form.saved', { name: displayName(saved, texts.lang) }));
      onClose();
    } catch (error) {
      if (error instanceof LocalValidationError) {
        const problems = problemsOf(error);
        form.setErrors(Object.fromEntries(problems.map((p) => [p.path, texts.message(p.message)])));
        const placed = new Set(config.form.flatMap((s) => s.fields));
        const hidden = problems.find((p) => !placed.has(p.path.split('.')[0]!));
        setFormError(
          hidden ? `${texts.path(hidden.path)}: ${texts.message(hidden.message)}` : null,
        );
      } else {
        setFormError(t('entity:form.saveFailed'));
      }
    }
  };

  const renderField = (key: string) => {
    const spec: FieldSpec | undefined = specByKey.get(key);
    if (!spec) return null;
    const override = config.fields?.[key];
    const shown = override?.kind ? { ...spec, kind: override.kind } : spec;
    const Input = override?.input ?? FieldInput;
    const wide = override?.wide ?? wideKinds.has(shown.kind);
    return (
      <Box key={key} style={wide ? { gridColumn: '1 / -1' } : undefined}>
        <Input
          spec={shown}
          path={key}
          label={texts.field(key)}
          readOnly={readOnly || (editable !== undefined && !editable.has(key))}
          row={row}
        />
      </Box>
    );
  };

  return (
    <EntityFormDrawer
      form={form}
      row={row}
      readOnly={readOnly}
      texts={texts}
      lookups={lookups}
      formError={formError}
      onSave={save}
      onDelete={
        row && onDelete
          ? () => {
              onDelete(row);
            }
          : undefined
      }
      onClose={onClose}
      testId="entity-form"
    >
      {config.form.map((section) => (
        <Fieldset key={section.id} legend={t(`entity:sections.${section.id}`)} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {section.fields.map(renderField)}
          </SimpleGrid>
        </Fieldset>
      ))}
    </EntityFormDrawer>
  );
}
