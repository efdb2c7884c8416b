import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { PageHeader } from '@/components/PageHeader';

/** What a user without `sales.read` sees instead of figures: why, and who can change it. */
export function NoSalesAccess() {
  const { t } = useTranslation('sales');
  return (
    <Card withBorder radius="md" padding="xl" data-testid="sales-no-access">
      <Stack align="center" gap="sm" maw={520} mx="auto" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={3}>{t('access.title')}</Title>
        <Text c="dimmed">{t('access.message')}</Text>
        <Button component={Link} to="/dashboard" variant="light">
          {t('access.back')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * Opens a sales screen only for users with `sales.read` (the menu hides these screens from the
 * others, but a link or a bookmark can still lead here); anyone else gets the screen's title and
 * why there is nothing under it, and no read is made.
 */
export function SalesAccess({ title, children }: { title: string; children: ReactNode }) {
  const grant = useGrant();
  if (grant && can(grant, 'sales.read')) return children;
  return (
    <>
      <PageHeader title={title} />
      <NoSalesAccess />
    </>
  );
}
