import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { EffectivePermissionsReply, UserRecord } from '@contract/users';
import { useGrant } from '@/shared/access';
import { errorMessage } from '@/shared/errorMessage';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useAction } from '@/shared/useAction';
import { PageHeader } from '@/components/PageHeader';
import { AsOf } from '@/components/reports/AsOf';
import { unreachable, useEffectivePermissions, useUser, useUserWrites } from './data/calls';
import { useBrowserOnline, useImageUrl } from './data/local';
import { PermissionLabel } from './PermissionLabel';
import { RoleAssign } from './RoleAssign';
import { moduleAreas, tillGroups } from './userFields';

/** `/dashboard/customers/<id>`: who the user is, where they work, and what they may do and why. */
export function UserDetailsScreen({ userId }: { userId: string }) {
  const { t } = useTranslation(['people-users', 'errors']);
  const read = useUser(userId);
  const effective = useEffectivePermissions(userId);
  const user = read.data;
  const refresh = () => {
    read.refetch();
    effective.refetch();
  };
  if (!user) {
    return (
      <Stack>
        <PageHeader title={t('details.title')} />
        {read.error ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorMessage(read.error, t)}
          </Alert>
        ) : (
          <Loader size="sm" />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="user-details">
      <DetailsHeader user={user} asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCard user={user} />
        <RoleAssign user={user} onSaved={refresh} />
      </SimpleGrid>
      <EffectiveCard effective={effective.data} />
      <TillCard user={user} />
    </Stack>
  );
}

function DetailsHeader({
  user,
  ...asOf
}: {
  user: UserRecord;
  asOf: string | null;
  stale: boolean;
  refreshing: boolean;
}) {
  const { t } = useTranslation(['people-users', 'errors']);
  const grant = useGrant();
  const online = useBrowserOnline();
  const writes = useUserWrites();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const mayWrite = grant ? can(grant, 'people.write') : false;
  // A failure is also said in place, under the header.
  const removing = useAction(
    async (id: string) => {
      try {
        await writes.remove(id);
        await navigate({ to: '/dashboard/customers' });
      } catch (error) {
        setProblem(unreachable(error) ? t('offline') : errorMessage(error, t));
        throw error;
      }
    },
    {
      failed: t('details.deleteFailed'),
      done: t('details.deleted'),
      why: (error) => (unreachable(error) ? t('offline') : null),
    },
  );
  const remove = async () => {
    if (!window.confirm(t('details.confirmDelete', { name: user.username }))) return;
    await removing.run(user.id);
  };
  return (
    <>
      <PageHeader
        title={user.username}
        description={t('details.description')}
        above={
          <Anchor component={Link} to="/dashboard/customers" size="sm">
            {t('list.back')}
          </Anchor>
        }
        actions={
          <Group gap="xs">
            <AsOf asOf={asOf.asOf} stale={asOf.stale} refreshing={asOf.refreshing} />
            {mayWrite ? (
              <>
                <Button
                  onClick={() =>
                    void navigate({ to: '/dashboard/customers/$id/edit', params: { id: user.id } })
                  }
                  leftSection={<IconPencil size={16} />}
                  disabled={!online}
                  data-testid="user-edit"
                >
                  {t('details.edit')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  disabled={!online}
                  loading={removing.busy}
                  onClick={() => void remove()}
                  data-testid="user-delete"
                >
                  {t('details.delete')}
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
      ) : null}
    </>
  );
}

function ProfileCard({ user }: { user: UserRecord }) {
  const { t, i18n } = useTranslation('people-users');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locations } = useActiveLocation();
  const names = new Map(locations.map((l) => [l.id, locationName(l, lang)]));
  const image = useImageUrl(user.image);
  const nameOf = (id: string) => names.get(id) ?? t('details.otherLocation');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <Avatar src={image} size={56} radius="xl">
            {user.username.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>
              <bdi>{user.username}</bdi>
            </Text>
            <Text size="sm" c="dimmed" dir="ltr" truncate>
              {user.email}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color={user.is_active ? 'green' : 'gray'}>
            {user.is_active ? t('list.active') : t('list.inactive')}
          </Badge>
          {user.is_admin ? (
            <Badge variant="light" color="grape">
              {t('list.admin')}
            </Badge>
          ) : null}
          <Badge variant="outline" color={user.has_pin ? 'blue' : 'gray'}>
            {user.has_pin ? t('list.hasPin') : t('list.noPin')}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span c="dimmed">
            {t('fields.location')}:{' '}
          </Text>
          <bdi>{user.location_id ? nameOf(user.location_id) : t('details.none')}</bdi>
        </Text>
        <Text size="sm" data-testid="user-allowed-locations">
          <Text span c="dimmed">
            {t('fields.allow_locations')}:{' '}
          </Text>
          <bdi>
            {user.allow_locations.length > 0
              ? new Intl.ListFormat(lang).format(user.allow_locations.map(nameOf))
              : t('details.none')}
          </bdi>
        </Text>
      </Stack>
    </Card>
  );
}

function EffectiveCard({ effective }: { effective: EffectivePermissionsReply | undefined }) {
  const { t } = useTranslation('people-users');
  const sourceColor = { admin: 'grape', role: 'blue', user: 'teal' } as const;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="user-effective">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={4}>{t('details.effective')}</Title>
          <Text size="sm" c="dimmed">
            {t('details.effectiveHelp')}
          </Text>
        </Stack>
        {!effective ? (
          <Loader size="sm" />
        ) : (
          <>
            <Group gap={6}>
              {effective.modules.map((m) => {
                const area = moduleAreas.find((a) => a.module === m.module)?.area;
                return (
                  <Badge key={m.module} variant="light">
                    {area ? t(`areas.${area}`) : m.module}
                  </Badge>
                );
              })}
            </Group>
            {effective.permissions.length === 0 ? (
              <Text c="dimmed">{t('details.noPermissions')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {effective.permissions.map((p) => (
                  <Group
                    key={p.key}
                    justify="space-between"
                    wrap="nowrap"
                    align="flex-start"
                    data-testid={`effective-${p.key}`}
                  >
                    <PermissionLabel permission={p} />
                    <Group gap={4} wrap="nowrap">
                      {p.sources.map((s) => (
                        <Badge key={s} size="sm" variant="light" color={sourceColor[s]}>
                          {t(`details.sources.${s}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Group>
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function TillCard({ user }: { user: UserRecord }) {
  const { t } = useTranslation('people-users');
  const shown = (value: unknown) =>
    typeof value === 'boolean'
      ? value
        ? t('details.yes')
        : t('details.no')
      : String(value ?? '—');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={4}>{t('form.tillTitle')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={40} verticalSpacing={0}>
          {tillGroups
            .flatMap((g) => g.fields)
            .filter(([, spec]) => spec.kind !== 'orderType' && spec.kind !== 'channel')
            .map(([field, spec]) => (
              <Group
                key={field}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                py={6}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text size="sm" c="dimmed">
                  {t(`fields.${field}`)}
                </Text>
                <Text size="sm" fw={500} dir="auto">
                  {shown(user[field])}
                  {spec.kind === 'number' && spec.suffix ? spec.suffix : ''}
                </Text>
              </Group>
            ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
