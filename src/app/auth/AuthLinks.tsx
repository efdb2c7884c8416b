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
      {/* Set apart from the link: in Arabic, "جديد على Backhouse؟" beside the link showed its
          question mark after the link and the link against "Backhouse". */}
      <bdi>{text}</bdi>{' '}
      <Anchor component={Link} to={to} fw={600} data-testid={testId}>
        {label}
      </Anchor>
    </Text>
  );
}
