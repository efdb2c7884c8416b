import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allModuleParts, catalogueParts, type PublishedPart } from '@contract/adminSync';
import { collectionOf, moduleOnlyParts } from './parts';

interface PartPickerProps {
  checked: ReadonlySet<PublishedPart>;
  onChange: (next: Set<PublishedPart>) => void;
}

/** The checkboxes of what to publish: the catalogue's parts, then the other modules' parts. */
export function PartPicker({ checked, onChange }: PartPickerProps) {
  const { t } = useTranslation('config-sync');
  const { t: tr } = useTranslation('resources');
  const toggle = (part: PublishedPart, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(part);
    else next.delete(part);
    onChange(next);
  };
  const group = (title: string, parts: readonly PublishedPart[]) => (
    <Stack gap="xs">
      <Text size="sm" fw={600} c="dimmed">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" verticalSpacing="xs">
        {parts.map((part) => (
          <Checkbox
            key={part}
            label={tr(`${collectionOf(part)}.other`)}
            checked={checked.has(part)}
            onChange={(e) => toggle(part, e.currentTarget.checked)}
            data-testid={`sync-part-${part}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange(new Set(catalogueParts))}
          data-testid="sync-pick-all"
        >
          {t('parts.all')}
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange(new Set(allModuleParts))}
          data-testid="sync-pick-all-modules"
        >
          {t('parts.allModules')}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => onChange(new Set())}>
          {t('parts.none')}
        </Button>
      </Group>
      {group(t('parts.catalogue'), catalogueParts)}
      {group(t('parts.modules'), moduleOnlyParts)}
    </Stack>
  );
}
