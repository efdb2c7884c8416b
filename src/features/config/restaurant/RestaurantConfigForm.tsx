import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  restaurantConfigBody,
  type RestaurantConfig,
  type RestaurantConfigBody,
  type RestaurantImageType,
} from '@contract/restaurantConfig';
import { errorMessage } from '@/shared/errorMessage';
import { zodValidate } from '@/shared/zodValidate';
import { useValidationMessage } from '@/shared/validationMessage';
import { useAction } from '@/shared/useAction';
import { unreachable } from '../settings/data/calls';
import { FormProblem, SaveBar, SectionCard } from '../shared/FormParts';
import { refusedFields, useRestaurantWrites } from './data/calls';
import { ImagePicker } from './ImagePicker';
import { KitchenScreensCard } from './KitchenScreensCard';
import { LiveStatusCard } from './LiveStatusCard';
import { PrintersCard } from './PrintersCard';

export type RestaurantValues = Omit<RestaurantConfigBody, 'version'>;

const valuesOf = (config: RestaurantConfig): RestaurantValues => ({
  receipt_header: config.receipt_header,
  receipt_footer: config.receipt_footer,
  receipt_logo_url: config.receipt_logo_url,
  customer_display_url: config.customer_display_url,
  printers: config.printers,
  kitchen_screens: config.kitchen_screens,
});

const imageFields = {
  receipt_logo: 'receipt_logo_url',
  customer_display: 'customer_display_url',
} as const;

interface RestaurantConfigFormProps {
  config: RestaurantConfig;
  online: boolean;
  mayWrite: boolean;
  onSaved: () => void;
}

/** The till configuration of one location, saved whole; images and the live switch save at once. */
export function RestaurantConfigForm({
  config,
  online,
  mayWrite,
  onSaved,
}: RestaurantConfigFormProps) {
  const { t } = useTranslation(['config-restaurant', 'errors']);
  const writes = useRestaurantWrites();
  const validation = useValidationMessage();
  const [current, setCurrent] = useState(config);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RestaurantValues>({
    mode: 'controlled',
    initialValues: valuesOf(config),
    validate: zodValidate(restaurantConfigBody, validation),
  });
  const disabled = !mayWrite;

  // The first copy shown may be the one kept from an earlier visit; when a newer one arrives (that
  // read, or someone else's change), it replaces the form unless the user has started editing.
  // Adjusted while rendering, as React advises for state that follows a prop.
  if (config.version > current.version) {
    setCurrent(config);
    if (!form.isDirty()) {
      form.setValues(valuesOf(config));
      form.resetDirty(valuesOf(config));
    }
  }

  /** Says a failure in place too, beside the fields the server refused. */
  const failed = (error: unknown) => {
    const fields = refusedFields(error);
    if (fields) form.setErrors(fields);
    setProblem(unreachable(error) ? t('offlineSave') : errorMessage(error, t));
  };

  /** Another write of this configuration landed (an image, the switch): keep its version. */
  const took = (saved: RestaurantConfig) => {
    setCurrent(saved);
    onSaved();
  };

  const save = useAction(
    async (values: RestaurantValues) => {
      try {
        const saved = await writes.save(config.location_id, {
          ...values,
          version: current.version,
        });
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
        took(saved);
      } catch (error) {
        failed(error);
        throw error;
      }
    },
    {
      failed: t('saveFailed'),
      inPlace: true,
      done: t('saved'),
      why: (error) => (unreachable(error) ? t('offlineSave') : null),
    },
  );
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    await save.run(values);
  });

  const upload = async (type: RestaurantImageType, file: File) => {
    setProblem(null);
    try {
      const reply = await writes.uploadImage(config.location_id, type, file);
      const field = imageFields[type];
      form.setFieldValue(field, reply.config[field]);
      form.resetDirty({ ...form.getValues(), [field]: reply.config[field] });
      took(reply.config);
    } catch (error) {
      failed(error);
      throw error;
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="restaurant-config-form">
      <Stack gap="lg">
        <FormProblem problem={problem} data-testid="restaurant-error" />
        <LiveStatusCard
          config={current}
          online={online}
          mayWrite={mayWrite}
          onChanged={took}
          onFailed={failed}
        />
        <SectionCard title={t('receipt.title')} hint={t('receipt.hint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Textarea
              label={t('receipt.header')}
              autosize
              minRows={3}
              maxRows={8}
              disabled={disabled}
              dir="auto"
              data-testid="restaurant-receipt-header"
              {...form.getInputProps('receipt_header')}
            />
            <Textarea
              label={t('receipt.footer')}
              autosize
              minRows={3}
              maxRows={8}
              disabled={disabled}
              dir="auto"
              data-testid="restaurant-receipt-footer"
              {...form.getInputProps('receipt_footer')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {(['receipt_logo', 'customer_display'] as const).map((type) => (
              <ImagePicker
                key={type}
                type={type}
                url={form.values[imageFields[type]]}
                disabled={disabled}
                online={online}
                onUpload={(file) => upload(type, file)}
                onRemove={() => form.setFieldValue(imageFields[type], '')}
              />
            ))}
          </SimpleGrid>
        </SectionCard>
        <PrintersCard form={form} disabled={disabled} />
        <KitchenScreensCard form={form} disabled={disabled} />
        <SaveBar
          label={t('save')}
          mayWrite={mayWrite}
          online={online}
          dirty={form.isDirty()}
          saving={save.busy}
          data-testid="restaurant-save"
        />
      </Stack>
    </form>
  );
}
