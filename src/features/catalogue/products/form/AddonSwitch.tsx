import { Switch } from '@mantine/core';
import { useEffect } from 'react';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';

/**
 * On the add-ons screen every product is an add-on: a new one starts as one (without counting as an
 * edit the user made), and the switch only shows it.
 */
export function AddonSwitch({ path, label }: FieldInputProps) {
  const form = useEntityForm();
  const value = form.getValues()[path] === true;
  useEffect(() => {
    if (value) return;
    form.setFieldValue(path, true);
    form.resetDirty({ ...form.getValues(), [path]: true });
    form.setInitialValues({ ...form.getInitialValues(), [path]: true });
  }, [form, path, value]);
  return <Switch checked label={label} disabled mt="md" data-testid={`field-${path}`} />;
}
