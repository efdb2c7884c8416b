import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** What an empty list says, centred in its card. */
export function EmptyList({ icon: IconOf, text }: { icon: Icon; text: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md">
      <ThemeIcon size={44} radius="xl" variant="light" color="gray">
        <IconOf size={24} />
      </ThemeIcon>
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Stack>
  );
}
