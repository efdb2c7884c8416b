import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A line under an auth form: some text and a link. */
export function AuthLink({
  text,
  to,
  label,
  testId,
}: {
  text?: ReactNode;
  to: string;
  label: ReactNode;
  testId?: string;
}) {
  return (
    <Text size="sm" c="dimmed" ta="center">
      {text}{' '}
      <Anchor component={Link} to={to} fw={600} data-testid={testId}>
        {label}
      </Anchor>
    </Text>
  );
}
