import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { can } from '@contract/access';
import type { UnitCost } from '@contract/recipeRollup';
import { useGrant } from '@/shared/access';
import { useEntityForm } from '@/components/entity/form-context';
import type { LocalRow } from '@/data/db';
import type { MoneyFormat } from '@/lib/money';
import { RecipeLinesEditor, type DraftLine } from './RecipeLinesEditor';

/**
 * Whether the user sees costs (`inventory.costs`). Without it material rows come without `cost`,
 * so any cost worked out from them would read 0: it is not shown at all.
 */
export function useSeesCosts(): boolean {
  const grant = useGrant();
  return grant !== null && can(grant, 'inventory.costs');
}

/**
 * A recipe in an entity form (a product's, a prepared material's): its label, then its lines, kept
 * in the form at `path` with the form's messages under each line's inputs.
 */
export function RecipeField({
  path,
  label,
  readOnly,
  ownerId,
  materials,
  costs,
  money,
  emptyText,
  children,
}: {
  path: string;
  label: string;
  readOnly: boolean;
  /** The material whose recipe this is (null for a product or a new material). */
  ownerId: string | null;
  materials: readonly LocalRow[];
  /** Rolled-up unit costs of the materials (`contract/recipeRollup.ts`). */
  costs: ReadonlyMap<string, UnitCost>;
  money: MoneyFormat;
  /** Said while the recipe has no line. */
  emptyText?: string;
  /** Under the lines (what one unit of a prepared material costs). */
  children?: ReactNode;
}) {
  const form = useEntityForm();
  const seesCosts = useSeesCosts();
  const lines = (form.getValues()[path] as DraftLine[] | undefined) ?? [];
  return (
    <Stack gap="xs" data-testid={`field-${path}`}>
      {label ? (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      ) : null}
      <RecipeLinesEditor
        ownerId={ownerId}
        lines={lines}
        onChange={(next) => form.setFieldValue(path, next)}
        materials={materials}
        costs={costs}
        money={money}
        readOnly={readOnly}
        hideCosts={!seesCosts}
        errorOf={(i, field) => form.errors[`${path}.${i}.${field}`]}
        emptyText={emptyText}
      />
      {children}
    </Stack>
  );
}
