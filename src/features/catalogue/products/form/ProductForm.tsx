import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Group,
  NavLink,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCloudUpload, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { resources, type ResourceDef } from '@contract/registry';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { toast } from '@/shared/toast';
import { displayName } from '@/components/entity/columns';
import { ConfirmDialog } from '@/components/entity/ConfirmDialog';
import { usedByNote } from '@/components/entity/usages';
import { describeFields, newRowFields } from '@/components/entity/fields';
import { FieldInput } from '@/components/entity/FieldInput';
import { EntityFormEnvProvider, EntityFormProvider } from '@/components/entity/form-context';
import { formSchema, fromFormValues, toFormValues } from '@/components/entity/form-values';
import { rowAccessRules } from '@/components/entity/rowAccess';
import type { FieldInputProps } from '@/components/entity/types';
import { useEntityTexts } from '@/components/entity/useEntityTexts';
import { useLookups } from '@/components/entity/useLookups';
import { useUsages } from '@/components/entity/useUsages';
import { problemsOf } from '@/components/entity/validate';
import type { LocalRow } from '@/data/db';
import { useAction } from '@/shared/useAction';
import type { ModifierOption } from '../modifierRules';
import { ProductEnvProvider, type ImageDraft } from '../productEnv';
import { productInputs } from '../productsEntity';
import { useProductEnvValue } from '../useProductEnvValue';
import { productSections, sectionOf } from './formSections';
import classes from './ProductForm.module.css';
import { LocalValidationError, usePendingIds, useSession } from '../../shared/data/local';
import type { CreateOutcome } from '../data/productSave';
import { useProductWrites, type ProductWrites } from '../data/useProductWrites';
import { useScreenTitle } from '@/components/useScreenTitle';

const def = resources.products as unknown as ResourceDef;

/** Collections the product's references point at, for pickers and tables. */
const REF_COLLECTIONS = [
  'brands',
  'groups',
  'categories',
  'labels',
  'taxGroups',
  'locations',
  'channels',
  'modifiers',
  'modifierItems',
  'materials',
];

/** What a save of the product page came to, short of failing. */
type SaveOutcome =
  /** The checks before saving, or the local writer's own, refused it: nothing was written. */
  | { refused: { path: string; message: string }[]; checked: boolean }
  | { saved: LocalRow }
  | { created: CreateOutcome };

const inputs: Partial<Record<string, ComponentType<FieldInputProps>>> = productInputs;

interface ProductFormProps {
  /** The product to edit, or null to create one. */
  row: LocalRow | null;
  /** A new product starts as an add-on. */
  addon: boolean;
}

/**
 * The product page: every section of a product on one page, with a section index on wide screens.
 * Checked against the contract as the user types, and before saving for duplicates and modifier
 * rules; saved through the local writer, so it works offline. A location-limited user sees shared
 * fields read-only and may change their own location's price and availability.
 */
export function ProductForm({ row, addon }: ProductFormProps) {
  const { t } = useTranslation(['products', 'entity', 'resources', 'validation']);
  const texts = useEntityTexts('products');
  const navigate = useNavigate();
  const writes = useProductWrites();
  const grant = useGrant();
  const { user } = useSession();
  const { locationId, location } = useActiveLocation();
  const lookups = useLookups(REF_COLLECTIONS);
  const pending = usePendingIds(def.collection);
  const specs = describeFields(def);
  const specByKey = useMemo(() => new Map(specs.map((s) => [s.key, s])), [specs]);

  const access = useMemo(
    () => rowAccessRules(grant, def, user?.all_locations === true, locationId),
    [grant, user?.all_locations, locationId],
  );
  const level = access.accessOf(row);
  const canWrite = grant !== null && can(grant, 'catalogue.write');
  const readOnly = !canWrite || level === 'none';
  const perLocation = !readOnly && level === 'per-location';
  const isAddon = row ? row.is_addon === true : addon;

  const [initialValues] = useState(() =>
    toFormValues(specs, row ?? { ...newRowFields(def), is_addon: addon }),
  );
  const validate = useMemo(
    () => schemaResolver(formSchema(def, texts.message), { sync: true }),
    [texts.message],
  );
  const form = useForm({ mode: 'controlled', initialValues, validate, validateInputOnBlur: true });
  const baseEnv = useProductEnvValue({ productId: row?.id ?? null });
  const [imageDraft, setImageDraft] = useState<ImageDraft | null>(null);
  const env = useMemo(
    () =>
      row ? baseEnv : { ...baseEnv, imageDraft: { draft: imageDraft, setDraft: setImageDraft } },
    [row, baseEnv, imageDraft],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const usages = useUsages(def.collection, confirmDelete && row ? [row.id] : null);

  const dirty = !readOnly && form.isDirty();
  // Leaving with unsaved edits asks first; leaving after a save, a delete or a discard does not.
  const blocker = useBlocker({ shouldBlockFn: () => dirty, withResolver: true });
  const listPath = isAddon ? '/dashboard/products/addon' : '/dashboard/products/products';
  const leave = () => void navigate({ to: listPath, ignoreBlocker: true });

  const showProblems = (entries: [string, string][]) => {
    form.setErrors(Object.fromEntries(entries));
    const first = entries.map(([path]) => sectionOf(path)).find(Boolean);
    if (first) document.getElementById(`section-${first}`)?.scrollIntoView({ behavior: 'smooth' });
  };

  const saving = useAction(
    async (w: ProductWrites, values: typeof initialValues): Promise<SaveOutcome> => {
      const fields = fromFormValues(specs, values);
      const initial = fromFormValues(specs, form.getInitialValues());
      try {
        const problems = await w.check({
          fields,
          initial,
          productId: row?.id ?? null,
          options: (lookups.get('modifierItems') ?? []) as unknown as ModifierOption[],
        });
        if (problems.length)
          return {
            refused: problems.map((p) => ({
              path: p.path,
              message: p.clash
                ? t(`duplicateOf.${p.path}`, { name: p.clash })
                : texts.message(p.message),
            })),
            checked: true,
          };
        const changes = {
          initial,
          fields,
          createLocation: access.createLocation,
        };
        if (row) return { saved: await w.save({ ...changes, row }) };
        // A new product's image waits in the outbox behind its create, so it works offline too.
        return { created: await w.create({ ...changes, image: imageDraft?.file ?? null }) };
      } catch (error) {
        if (!(error instanceof LocalValidationError)) throw error;
        return {
          refused: problemsOf(error).map((p) => ({
            path: p.path,
            message: texts.message(p.message),
          })),
          checked: false,
        };
      }
    },
    {
      failed: t('entity:form.saveFailed'),
      // Said in the form, above its buttons (`saving.error`).
      inPlace: true,
      done: (outcome) =>
        'saved' in outcome
          ? t('entity:form.saved', { name: displayName(outcome.saved, texts.lang) })
          : 'created' in outcome && !outcome.created.imageFailed
            ? t('form.created', { name: displayName(outcome.created.product, texts.lang) })
            : '',
    },
  );

  const save = async (values: typeof initialValues) => {
    if (!writes) return;
    setFormError(null);
    const outcome = await saving.run(writes, values);
    if (!outcome) return;
    if ('refused' in outcome) {
      showProblems(outcome.refused.map((p) => [p.path, p.message]));
      const hidden = outcome.checked ? undefined : outcome.refused.find((p) => !sectionOf(p.path));
      if (hidden) setFormError(`${texts.path(hidden.path)}: ${hidden.message}`);
    } else if ('saved' in outcome) {
      // The page stays: what was saved becomes what later edits are measured against.
      form.setInitialValues(values);
      form.resetDirty(values);
    } else {
      const { product, imageFailed } = outcome.created;
      // Kept until dismissed: the photo is gone and has to be chosen again.
      if (imageFailed)
        toast.error(t('form.imageNotKept', { name: displayName(product, texts.lang) }), {
          autoClose: false,
        });
      // The new product moves to its own page, where its image can be added (again), so saving
      // again edits it rather than creating it a second time.
      void navigate({
        to: '/dashboard/products/products/$productId',
        params: { productId: product.id },
        replace: true,
        ignoreBlocker: true,
      });
    }
  };

  const rowName = row ? displayName(row, texts.lang) : '';
  const removing = useAction(
    async (w: ProductWrites, id: string) => {
      await w.remove(id);
      return id;
    },
    {
      failed: t('form.deleteFailed', { name: rowName }),
      done: t('entity:delete.done', { name: rowName }),
    },
  );
  const remove = async () => {
    if (!writes || !row) return;
    if ((await removing.run(writes, row.id)) !== undefined) leave();
  };

  const errorSections = new Set(
    Object.keys(form.errors)
      .filter((k) => form.errors[k])
      .map(sectionOf),
  );

  const fieldReadOnly = (key: string) =>
    readOnly || (perLocation && !access.perLocationFields.has(key)) || key === 'is_addon';

  /** A section of one wide field is titled already: its input goes without a label of its own. */
  const renderField = (key: string, wide: boolean, titled: boolean) => {
    const spec = specByKey.get(key);
    if (!spec) return null;
    const Input = inputs[key] ?? FieldInput;
    return (
      <Box key={key} style={wide ? { gridColumn: '1 / -1' } : undefined}>
        <Input
          spec={
            spec.kind === 'text' && key === 'description' ? { ...spec, kind: 'textarea' } : spec
          }
          path={key}
          label={titled ? '' : texts.field(key)}
          readOnly={fieldReadOnly(key)}
        />
      </Box>
    );
  };

  const name = row ? displayName(row, texts.lang) : null;
  const title = row
    ? readOnly || perLocation
      ? name
      : t('entity:form.editTitle', { name })
    : isAddon
      ? t('form.newAddon')
      : texts.newOne;
  useScreenTitle(title);

  return (
    <ProductEnvProvider value={env}>
      <EntityFormProvider form={form}>
        <EntityFormEnvProvider value={{ texts, lookups }}>
          <form onSubmit={form.onSubmit(save)} noValidate data-testid="product-form">
            <Stack gap="md" pb={80}>
              <Breadcrumbs separatorMargin={6}>
                <Anchor component={Link} to={listPath} size="sm">
                  {isAddon ? t('views.addons') : texts.other}
                </Anchor>
                <Text size="sm" c="dimmed" truncate maw={260}>
                  <bdi>{name ?? title}</bdi>
                </Text>
              </Breadcrumbs>
              <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                <Group gap="xs" align="center" style={{ minWidth: 0 }}>
                  <Title order={2} data-testid="page-title" style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{title}</bdi>
                  </Title>
                  {isAddon ? <Badge variant="light">{t('form.addonBadge')}</Badge> : null}
                  {row && pending.has(row.id) ? (
                    <Badge
                      variant="light"
                      color="orange"
                      leftSection={<IconCloudUpload size={12} />}
                      data-testid="pending-badge"
                    >
                      {t('entity:list.pending')}
                    </Badge>
                  ) : null}
                  {readOnly ? (
                    <Badge variant="outline" color="gray">
                      {t('entity:list.readOnly')}
                    </Badge>
                  ) : null}
                </Group>
                {row && !readOnly && !perLocation ? (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setConfirmDelete(true)}
                    data-testid="product-delete"
                  >
                    {t('entity:list.delete')}
                  </Button>
                ) : null}
              </Group>
              {perLocation ? (
                <Alert
                  color="blue"
                  variant="light"
                  icon={<IconInfoCircle size={18} />}
                  data-testid="per-location-note"
                >
                  {t('form.perLocation', {
                    location: location ? displayName(location, texts.lang) : '',
                  })}
                </Alert>
              ) : null}
              {formError || saving.error ? (
                <Alert color="red" icon={<IconAlertCircle size={18} />}>
                  {formError ?? t('entity:form.saveFailed')}
                </Alert>
              ) : null}
              <Box className={classes.layout}>
                <Box
                  component="nav"
                  aria-label={t('form.sections')}
                  visibleFrom="md"
                  className={classes.index}
                >
                  {productSections.map((section) => (
                    <NavLink
                      key={section.id}
                      href={`#section-${section.id}`}
                      label={t(`sections.${section.id}`)}
                      onClick={(e) => {
                        e.preventDefault();
                        document
                          .getElementById(`section-${section.id}`)
                          ?.scrollIntoView({ behavior: 'smooth' });
                      }}
                      rightSection={
                        errorSections.has(section.id) ? (
                          <IconAlertCircle size={14} color="var(--mantine-color-red-6)" />
                        ) : null
                      }
                      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                    />
                  ))}
                </Box>
                <Stack gap="md" style={{ minWidth: 0 }}>
                  {productSections.map((section) => (
                    <Card
                      key={section.id}
                      id={`section-${section.id}`}
                      withBorder
                      radius="md"
                      className={classes.section}
                      data-testid={`section-${section.id}`}
                    >
                      <Title order={4} mb="sm">
                        {t(`sections.${section.id}`)}
                      </Title>
                      {/* A section the user may not change is disabled as a whole: it looks read-only. */}
                      <fieldset
                        disabled={section.fields.every(fieldReadOnly)}
                        className={classes.plain}
                      >
                        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
                          {section.fields.map((key) => {
                            const wide = section.wide?.includes(key) ?? false;
                            return renderField(key, wide, wide && section.fields.length === 1);
                          })}
                        </SimpleGrid>
                      </fieldset>
                    </Card>
                  ))}
                </Stack>
              </Box>
            </Stack>
            <Group justify="flex-end" gap="sm" py="sm" className={classes.actions}>
              <Button
                variant="default"
                onClick={() => (dirty ? setConfirmDiscard(true) : leave())}
                data-testid="product-cancel"
              >
                {dirty ? t('entity:form.cancel') : t('entity:form.close')}
              </Button>
              {!readOnly ? (
                <Button type="submit" loading={saving.busy} data-testid="product-save">
                  {t('entity:form.save')}
                </Button>
              ) : null}
            </Group>
          </form>
        </EntityFormEnvProvider>
      </EntityFormProvider>
      <ConfirmDialog
        opened={blocker.status === 'blocked' || confirmDiscard}
        title={t('entity:form.discardTitle')}
        message={t('entity:form.discardMessage')}
        confirmLabel={t('entity:form.discard')}
        danger
        onConfirm={() => {
          if (blocker.status === 'blocked') blocker.proceed();
          else {
            setConfirmDiscard(false);
            leave();
          }
        }}
        onCancel={() => {
          if (blocker.status === 'blocked') blocker.reset();
          setConfirmDiscard(false);
        }}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title={t('entity:delete.title')}
        message={t('entity:delete.message', { name: name ?? '' })}
        note={usedByNote(usages, t)}
        confirmDisabled={usages.length > 0}
        confirmLabel={t('entity:list.delete')}
        danger
        busy={removing.busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </ProductEnvProvider>
  );
}
