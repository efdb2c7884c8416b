import { Button, Group, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import type { LocalRow } from '@/data/db';
import { scaledRecipe, type PrepRow } from '../stock/data/preparations';

/** Asks how much of a prepared material was made, showing what that takes from stock. */
export function PrepareDialog({
  row,
  materials,
  busy,
  onPrepare,
  onClose,
}: {
  row: PrepRow;
  materials: ReadonlyMap<string, LocalRow>;
  /** True while the preparation is being queued. */
  busy: boolean;
  onPrepare: (quantity: number, note: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('materials');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const [quantity, setQuantity] = useState<number | ''>(row.toPrepare || row.yieldQuantity);
  const [note, setNote] = useState('');
  const valid = typeof quantity === 'number' && quantity > 0;
  const lines = valid ? scaledRecipe(row, quantity) : [];
  return (
    <Modal opened onClose={onClose} title={t('preparation.prepareTitle', { name: row.name })}>
      <Stack data-testid="prepare-dialog">
        <NumberInput
          label={t('preparation.quantity', { unit: t(`units.${row.unit}`) })}
          value={quantity}
          onChange={(v) => setQuantity(v === '' ? '' : Number(v))}
          min={0}
          decimalScale={3}
          data-autofocus
          data-testid="prepare-quantity"
        />
        <TextInput
          label={t('preparation.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={1000}
        />
        {lines.length > 0 ? (
          <Table fz="sm">
            <Table.Tbody>
              {lines.map((l, i) => {
                const m = materials.get(l.material_id);
                return (
                  <Table.Tr key={i}>
                    <Table.Td>
                      <bdi>{m ? displayName(m, lang) : '—'}</bdi>
                    </Table.Td>
                    <Table.Td ta="end">
                      {l.quantity.toLocaleString(lang)} {t(`units.${l.unit}`)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('preparation.noRecipe')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            disabled={!valid}
            loading={busy}
            data-testid="prepare-confirm"
            onClick={() => {
              if (valid) onPrepare(quantity, note.trim());
            }}
          >
            {t('preparation.prepare')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
