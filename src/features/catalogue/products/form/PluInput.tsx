import { Loader, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityForm } from '@/components/entity/form-context';
import type { FieldInputProps } from '@/components/entity/types';
import { useProductEnv } from '../productEnv';
import type { PluVerdict } from '../data/uniqueness';
import { usePluCheck } from '../data/useProductWrites';

/** Wait this long after the last keystroke before checking. */
const CHECK_DELAY_MS = 350;

interface Checked {
  plu: string;
  verdict: PluVerdict;
}

/**
 * The PLU or barcode, checked as it is typed: against this device's products, and against the server
 * when online. A duplicate is said at once, with the product that already uses it.
 */
export function PluInput({ spec, path, label, readOnly }: FieldInputProps) {
  const { t } = useTranslation('products');
  const form = useEntityForm();
  const { productId } = useProductEnv();
  const checkPlu = usePluCheck();
  const props = form.getInputProps(path);
  const value = typeof props.value === 'string' ? props.value : '';
  const initial = String(form.getInitialValues()[path] ?? '');
  // The stored PLU of the product itself needs no check: it is not a clash with anything new.
  const wanted = readOnly || value.trim() === initial.trim() ? '' : value.trim();
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    if (!wanted || !checkPlu) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      checkPlu(wanted, productId, abort.signal)
        .then((verdict) => setChecked({ plu: wanted, verdict }))
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [wanted, checkPlu, productId]);

  const verdict = wanted && checked?.plu === wanted ? checked.verdict : null;
  const checking = wanted !== '' && verdict === null;
  const duplicate = verdict?.status === 'duplicate';
  const error =
    props.error ??
    (duplicate
      ? verdict.name
        ? t('plu.duplicateOf', { name: verdict.name })
        : t('plu.duplicate')
      : undefined);
  const description =
    verdict?.status === 'unique'
      ? verdict.checked === 'server'
        ? t('plu.unique')
        : t('plu.uniqueOnDevice')
      : checking
        ? t('plu.checking')
        : undefined;

  return (
    <TextInput
      {...props}
      label={label}
      readOnly={readOnly}
      maxLength={spec.maxLength}
      dir="ltr"
      inputMode="text"
      autoComplete="off"
      error={error}
      description={error ? undefined : description}
      rightSection={
        checking ? (
          <Loader size={14} />
        ) : duplicate ? (
          <IconAlertCircle size={16} color="var(--mantine-color-red-6)" aria-hidden />
        ) : verdict?.status === 'unique' ? (
          <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
        ) : null
      }
      data-testid={`field-${path}`}
    />
  );
}
