import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardProviders,
  defaultPayOrderSettings,
  splitModes,
  type CardServiceConfig,
  type PayOrderSettings,
} from '@contract/payOrder';
import { errorMessage } from '@/shared/errorMessage';
import { useAction } from '@/shared/useAction';
import { fieldErrorsOf, usePayOrderWrites } from './data/calls';

const NONE = 'none';

function settingsOf(config: CardServiceConfig | null): PayOrderSettings {
  if (!config) return defaultPayOrderSettings;
  const { enabled, provider, allow_order, allow_pay, split, tipping, service_charge_percent } =
    config;
  return { enabled, provider, allow_order, allow_pay, split, tipping, service_charge_percent };
}

/**
 * Pay-and-order of one table or of the location's default. A table without its own starts from the
 * default's settings; saving gives it its own.
 */
export function PayOrderDialog({
  locationId,
  tableId,
  title,
  config,
  isOwn,
  onClose,
  onSaved,
}: {
  locationId: string;
  tableId: string | null;
  title: string;
  config: CardServiceConfig | null;
  isOwn: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['config-payments', 'errors']);
  const writes = usePayOrderWrites(locationId);
  const [settings, setSettings] = useState<PayOrderSettings>(() => settingsOf(config));
  // A failure is also said in place, with the refused fields marked.
  const save = useAction(
    async (next: PayOrderSettings) => {
      if (isOwn && config) {
        await writes.update(config.id, { ...next, version: config.version });
      } else {
        await writes.create({ ...next, table_id: tableId });
      }
      onSaved();
    },
    { failed: t('payOrder.failed'), done: t('payOrder.saved'), inPlace: true },
  );
  const failure = save.error;
  const fields = fieldErrorsOf(failure);
  const set = (patch: Partial<PayOrderSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const setTipping = (patch: Partial<PayOrderSettings['tipping']>) =>
    setSettings((s) => ({ ...s, tipping: { ...s.tipping, ...patch } }));

  return (
    <Modal opened onClose={onClose} title={title} size="lg" data-testid="pay-order-dialog">
      <Stack gap="sm">
        {tableId && !isOwn ? (
          <Text size="sm" c="dimmed">
            {t('payOrder.ownHint')}
          </Text>
        ) : null}
        <Switch
          label={t('payOrder.fields.enabled')}
          checked={settings.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
          data-testid="pay-order-enabled"
        />
        <Select
          label={t('payOrder.fields.provider')}
          data={[
            { value: NONE, label: t('payOrder.noProvider') },
            ...cardProviders.map((p) => ({ value: p, label: t(`providerNames.${p}`) })),
          ]}
          value={settings.provider ?? NONE}
          onChange={(v) =>
            set({ provider: !v || v === NONE ? null : (v as PayOrderSettings['provider']) })
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="pay-order-provider"
        />
        <Group gap="lg" wrap="wrap">
          <Switch
            label={t('payOrder.fields.allowOrder')}
            checked={settings.allow_order}
            onChange={(e) => set({ allow_order: e.currentTarget.checked })}
          />
          <Switch
            label={t('payOrder.fields.allowPay')}
            checked={settings.allow_pay}
            onChange={(e) => set({ allow_pay: e.currentTarget.checked })}
          />
        </Group>
        <Select
          label={t('payOrder.fields.split')}
          data={splitModes.map((m) => ({ value: m, label: t(`payOrder.splits.${m}`) }))}
          value={settings.split}
          onChange={(v) => v && set({ split: v as PayOrderSettings['split'] })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="pay-order-split"
        />
        <NumberInput
          label={t('payOrder.fields.serviceCharge')}
          value={settings.service_charge_percent}
          onChange={(v) => set({ service_charge_percent: typeof v === 'number' ? v : 0 })}
          min={0}
          max={100}
          decimalScale={2}
          suffix=" %"
          error={fields.service_charge_percent}
          data-testid="pay-order-service-charge"
        />
        <Switch
          label={t('payOrder.fields.tipping')}
          checked={settings.tipping.enabled}
          onChange={(e) => setTipping({ enabled: e.currentTarget.checked })}
        />
        {settings.tipping.enabled ? (
          <Group grow wrap="wrap" align="flex-end">
            <TagsInput
              label={t('payOrder.fields.tipPercentages')}
              description={t('payOrder.tipHelp')}
              value={settings.tipping.percentages.map(String)}
              onChange={(values) =>
                setTipping({
                  percentages: [
                    ...new Set(
                      values
                        .map((v) => Math.round(Number(v.replace('%', ''))))
                        .filter((n) => Number.isInteger(n) && n >= 1 && n <= 100),
                    ),
                  ].slice(0, 5),
                })
              }
              maxTags={5}
              error={fields['tipping.percentages']}
              data-testid="pay-order-tips"
            />
            <Switch
              label={t('payOrder.fields.allowCustomTip')}
              checked={settings.tipping.allow_custom}
              onChange={(e) => setTipping({ allow_custom: e.currentTarget.checked })}
            />
          </Group>
        ) : null}
        {failure ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="pay-order-failure"
          >
            {errorMessage(failure, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={() => void save.run(settings)}
            loading={save.busy}
            data-testid="pay-order-save"
          >
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
