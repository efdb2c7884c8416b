import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './StatusPage.module.css';

interface StatusPageProps {
  /** The big status number: 401, 404, 500; none where no status number fits. */
  code?: string;
  /** An icon for the situation. */
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** What the user can do next. */
  actions?: ReactNode;
  'data-testid'?: string;
}

/** A full-page error state (not found, sign-in needed, server failure) with a way forward. */
export function StatusPage({ code, icon, title, description, actions, ...rest }: StatusPageProps) {
  const badge = (
    <ThemeIcon size={64} radius="xl" variant="light">
      {icon}
    </ThemeIcon>
  );
  return (
    <Center className={classes.page} data-testid={rest['data-testid']}>
      <Stack align="center" gap="md" maw={520} px="md">
        {code ? (
          <div className={classes.codeWrap}>
            <Text className={classes.code} aria-hidden="true">
              {code}
            </Text>
            <div className={classes.icon}>{badge}</div>
          </div>
        ) : (
          badge
        )}
        <Title order={1} ta="center" fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        <Text c="dimmed" ta="center" size="lg">
          {description}
        </Text>
        {actions ? (
          <Group justify="center" gap="sm" mt="sm">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Center>
  );
}
