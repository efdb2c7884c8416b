import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '@/data/db';
import { readSpreadsheet, SpreadsheetError } from '@/lib/spreadsheet';
import { useAction } from '@/shared/useAction';
import { useRecipeWrites, type RecipeWrites } from './data/recipeWrites';
import { planRecipeImport, type RecipeImportPlan } from './recipeImport';

/**
 * Imports recipe lines from a sheet: a preview with each row's problem, then the good rows' recipes
 * replace their owners' recipes, one local transaction per kind of owner (queued offline).
 */
export function RecipeImportDialog({
  store,
  onClose,
}: {
  store: { products: LocalRow[]; modifierItems: LocalRow[]; materials: LocalRow[] };
  onClose: () => void;
}) {
  const { t } = useTranslation('materials');
  const writes = useRecipeWrites();
  const [plan, setPlan] = useState<RecipeImportPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const read = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    try {
      setPlan(planRecipeImport(await readSpreadsheet(file, file.name), store));
    } catch (e) {
      setFailure(e instanceof SpreadsheetError ? t('recipes.import.unreadable') : String(e));
    }
  };

  const importing = useAction(
    async (w: RecipeWrites, recipes: RecipeImportPlan['recipes']) => {
      await w.saveAll(recipes);
      return recipes.length;
    },
    { failed: t('recipes.import.failed'), done: (count) => t('recipes.import.done', { count }) },
  );
  const apply = async () => {
    if (!writes || !plan) return;
    if ((await importing.run(writes, plan.recipes)) !== undefined) onClose();
  };

  const bad = plan?.rows.filter((r) => r.error).length ?? 0;
  return (
    <Modal opened onClose={onClose} size="xl" title={t('recipes.import.title')}>
      <Stack data-testid="recipe-import">
        <Text size="sm" c="dimmed">
          {t('recipes.import.help')}
        </Text>
        <FileButton onChange={(f) => void read(f)} accept=".xlsx,.xls,.csv">
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              w="fit-content"
            >
              {t('recipes.import.choose')}
            </Button>
          )}
        </FileButton>
        {failure ? <Alert color="red">{failure}</Alert> : null}
        {plan ? (
          <>
            <Group gap="xs">
              <Badge color="green" variant="light">
                {t('recipes.import.good', { count: plan.rows.length - bad })}
              </Badge>
              {bad > 0 ? (
                <Badge color="red" variant="light">
                  {t('recipes.import.bad', { count: bad })}
                </Badge>
              ) : null}
              <Badge variant="light">
                {t('recipes.import.recipes', { count: plan.recipes.length })}
              </Badge>
            </Group>
            <ScrollArea.Autosize mah={360}>
              <Table striped fz="sm" data-testid="recipe-import-preview">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>{t('recipes.columns.owner')}</Table.Th>
                    <Table.Th>{t('recipes.columns.material')}</Table.Th>
                    <Table.Th>{t('recipes.columns.quantity')}</Table.Th>
                    <Table.Th>{t('recipes.columns.unit')}</Table.Th>
                    <Table.Th>{t('recipes.import.problem')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {plan.rows.map((r) => (
                    <Table.Tr key={r.line} data-testid="import-row">
                      <Table.Td>{r.line}</Table.Td>
                      <Table.Td>
                        <bdi>{r.owner}</bdi>
                      </Table.Td>
                      <Table.Td>
                        <bdi>{r.material}</bdi>
                      </Table.Td>
                      <Table.Td>{r.quantity}</Table.Td>
                      <Table.Td>{r.unit}</Table.Td>
                      <Table.Td c={r.error ? 'red' : 'green'}>
                        {r.error ? t(`recipes.import.errors.${r.error}`) : t('recipes.import.ok')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => void apply()}
            disabled={!plan || plan.recipes.length === 0}
            loading={importing.busy}
            data-testid="recipe-import-apply"
          >
            {t('recipes.import.apply', { count: plan?.recipes.length ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
