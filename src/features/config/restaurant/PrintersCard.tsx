import { Chip, Group, Input, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PRINTERS,
  paperWidths,
  printerConnections,
  printJobs,
  type Printer,
} from '@contract/restaurantConfig';
import { ListCard } from './ListCard';
import type { RestaurantValues } from './RestaurantConfigForm';

interface PrintersCardProps {
  form: UseFormReturnType<RestaurantValues>;
  disabled: boolean;
}

const newPrinter = (): Printer => ({
  id: crypto.randomUUID(),
  name: '',
  connection: 'network',
  address: '',
  paper_width: 80,
  prints: ['receipt'],
});

/** The printers the location's tills print to, and what each prints. */
export function PrintersCard({ form, disabled }: PrintersCardProps) {
  const { t } = useTranslation('config-restaurant');

  return (
    <ListCard
      title={t('printers.title')}
      hint={t('printers.hint')}
      texts={{
        add: t('printers.add'),
        empty: t('printers.empty'),
        unnamed: t('printers.unnamed'),
        remove: t('printers.remove'),
      }}
      icon={<IconPrinter size={18} />}
      items={form.values.printers}
      max={MAX_PRINTERS}
      disabled={disabled}
      onAdd={() => form.insertListItem('printers', newPrinter())}
      onRemove={(index) => form.removeListItem('printers', index)}
      testId="restaurant-printer"
      emptyTestId="restaurant-printers-empty"
    >
      {(printer, index) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('printers.name')}
              disabled={disabled}
              dir="auto"
              data-testid={`restaurant-printer-${index}-name`}
              {...form.getInputProps(`printers.${index}.name`)}
            />
            <Select
              label={t('printers.connection')}
              disabled={disabled}
              allowDeselect={false}
              data={printerConnections.map((c) => ({
                value: c,
                label: t(`printers.connections.${c}`),
              }))}
              data-testid={`restaurant-printer-${index}-connection`}
              {...form.getInputProps(`printers.${index}.connection`)}
            />
            <TextInput
              label={t('printers.address')}
              placeholder={
                printer.connection === 'network'
                  ? '192.168.1.40:9100'
                  : t('printers.devicePlaceholder')
              }
              disabled={disabled}
              dir="ltr"
              data-testid={`restaurant-printer-${index}-address`}
              {...form.getInputProps(`printers.${index}.address`)}
            />
          </SimpleGrid>
          <Group gap="lg" align="flex-end" wrap="wrap">
            <Input.Wrapper label={t('printers.paperWidth')}>
              <SegmentedControl
                display="flex"
                size="xs"
                disabled={disabled}
                data={paperWidths.map((w) => ({
                  value: String(w),
                  label: t('printers.mm', { width: w }),
                }))}
                value={String(printer.paper_width)}
                onChange={(value) =>
                  form.setFieldValue(`printers.${index}.paper_width`, Number(value) as 58 | 80)
                }
              />
            </Input.Wrapper>
            <Input.Wrapper
              label={t('printers.prints')}
              error={form.errors[`printers.${index}.prints`]}
            >
              <Chip.Group
                multiple
                value={printer.prints}
                onChange={(value) =>
                  form.setFieldValue(`printers.${index}.prints`, value as Printer['prints'])
                }
              >
                <Group gap={6} mt={4}>
                  {printJobs.map((job) => (
                    <Chip
                      key={job}
                      value={job}
                      size="xs"
                      disabled={disabled}
                      data-testid={`restaurant-printer-${index}-prints-${job}`}
                    >
                      {t(`printers.jobs.${job}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          </Group>
        </>
      )}
    </ListCard>
  );
}
