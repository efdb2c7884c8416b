import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A card of a configuration form: its title, a line on what it is for, buttons at the end side. */
export function SectionCard({
  title,
  hint,
  actions,
  children,
}: {
  title: string;
  hint?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = hint ? (
    <div>
      <Title order={4}>{title}</Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </div>
  ) : (
    <Title order={4}>{title}</Title>
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {actions === undefined ? (
          heading
        ) : (
          <Group justify="space-between" wrap="wrap" gap="xs">
            {heading}
            {actions}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** Why the last save of a configuration form did not go through. */
export function FormProblem({
  problem,
  ...rest
}: {
  problem: string | null;
  'data-testid': string;
}) {
  return problem ? (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-testid={rest['data-testid']}
    >
      {problem}
    </Alert>
  ) : null;
}

/** The save button under a configuration form: only for those who may write, and only online. */
export function SaveBar({
  label,
  mayWrite,
  online,
  dirty,
  saving,
  ...rest
}: {
  label: string;
  mayWrite: boolean;
  online: boolean;
  dirty: boolean;
  saving?: boolean;
  'data-testid': string;
}) {
  return mayWrite ? (
    <Group justify="flex-end">
      <Button
        type="submit"
        leftSection={<IconDeviceFloppy size={16} />}
        loading={saving}
        disabled={!online || !dirty}
        data-testid={rest['data-testid']}
      >
        {label}
      </Button>
    </Group>
  ) : null;
}
