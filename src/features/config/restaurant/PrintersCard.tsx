import {
  ActionIcon,
  Button,
  Card,
  Chip,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PRINTERS,
  paperWidths,
  printerConnections,
  printJobs,
  type Printer,
} from '@contract/restaurantConfig';
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
  const printers = form.values.printers;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={4}>{t('printers.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('printers.hint')}
            </Text>
          </div>
          {disabled ? null : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={printers.length >= MAX_PRINTERS}
              onClick={() => form.insertListItem('printers', newPrinter())}
              data-testid="restaurant-printer-add"
            >
              {t('printers.add')}
            </Button>
          )}
        </Group>
        {printers.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="restaurant-printers-empty">
            {t('printers.empty')}
          </Text>
        ) : null}
        {printers.map((printer, index) => (
          <Paper
            key={printer.id}
            withBorder
            radius="md"
            p="md"
            data-testid={`restaurant-printer-${index}`}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconPrinter size={18} />
                  <Text fw={500} truncate dir="auto">
                    {printer.name || t('printers.unnamed')}
                  </Text>
                </Group>
                {disabled ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('printers.remove')}
                    onClick={() => form.removeListItem('printers', index)}
                    data-testid={`restaurant-printer-${index}-remove`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
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
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Card>
  );
}
