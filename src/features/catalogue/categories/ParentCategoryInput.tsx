import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { displayName } from '@/components/entity/columns';
import { useEntityForm, useEntityFormEnv } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import type { LocalRow } from '@/data/db';
import { pathOf, possibleParents } from './categoryTree';

/**
 * The parent of a category, named by its whole path ("Drinks › Hot drinks") so that categories of the
 * same name can be told apart. When the form says which category it edits, the category itself and
 * the ones under it are left out: a category cannot sit inside itself.
 */
export function ParentCategoryInput(props: FieldInputProps) {
  const { path, label, readOnly } = props;
  const form = useEntityForm();
  const { texts, lookups } = useEntityFormEnv();
  const rows = lookups.get('categories');
  const selfId = props.row?.id ?? null;
  const data = useMemo(() => {
    const all = (rows ?? []) as LocalRow[];
    const byId = new Map(all.map((r) => [r.id, r]));
    return possibleParents(selfId, all)
      .map((r) => ({
        value: r.id,
        label: pathOf(r.id, byId)
          .map((c) => displayName(c, texts.lang))
          .join(' › '),
      }))
      .sort((a, b) => a.label.localeCompare(b.label, texts.lang));
  }, [rows, selfId, texts.lang]);
  return (
    <Select
      {...form.getInputProps(path)}
      label={label}
      data={data}
      searchable
      clearable
      readOnly={readOnly}
      disabled={readOnly}
      placeholder={texts.t('catalogue:categories.topLevel')}
      nothingFoundMessage={texts.t('entity:form.nothingFound')}
      data-testid={`field-${path}`}
    />
  );
}
