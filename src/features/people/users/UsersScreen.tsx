import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { UserRecord } from '@contract/users';
import { Pager } from '@/components/list/Pager';
import { useGrant } from '@/shared/access';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { PageHeader } from '@/components/PageHeader';
import { ReadTable } from '@/components/ReadTable';
import { AsOf } from '@/components/reports/AsOf';
import { useUsers, type UsersFilter } from './data/calls';
import { useBrowserOnline, useImageUrl, useNamedOptions } from './data/local';

const PAGE_SIZE = 25;
const usersPagerIds = { pages: 'users-pages' };

function UserAvatar({ image, name }: { image: string | null; name: string }) {
  const src = useImageUrl(image);
  return (
    <Avatar src={src} size={32} radius="xl">
      {name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

/** `/dashboard/customers`: the business's users, with search and filters. */
export function UsersScreen() {
  const { t, i18n } = useTranslation(['people-users', 'errors']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const grant = useGrant();
  const online = useBrowserOnline();
  const navigate = useNavigate();
  const mayWrite = grant ? can(grant, 'people.write') : false;
  const { locations } = useActiveLocation();
  const roles = useNamedOptions('roles');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<string | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>('1');
  const [page, setPage] = useState(1);
  const query: UsersFilter = {
    page,
    limit: PAGE_SIZE,
    ...(debounced ? { search: debounced } : {}),
    ...(role ? { role_id: role } : {}),
    ...(location ? { location_id: location } : {}),
    ...(active === '0' || active === '1' ? { active } : {}),
  };
  const read = useUsers(query);
  const names = new Map(locations.map((l) => [l.id, locationName(l, lang)]));
  const others = (u: UserRecord) => u.allow_locations.filter((l) => l !== u.location_id).length;
  const open = (id: string) => void navigate({ to: '/dashboard/customers/$id', params: { id } });
  const filter = (set: (v: string | null) => void) => (value: string | null) => {
    set(value);
    setPage(1);
  };

  return (
    <Stack gap="lg" data-testid="users-screen">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Group gap="xs">
            <AsOf asOf={read.asOf} stale={read.stale} refreshing={read.refreshing} />
            {mayWrite ? (
              <Button
                component={Link}
                to="/dashboard/customers/create"
                leftSection={<IconPlus size={16} />}
                disabled={!online}
                data-testid="user-add"
              >
                {t('list.add')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 14rem' }}
          data-testid="users-search"
        />
        <Select
          aria-label={t('fields.role')}
          placeholder={t('list.allRoles')}
          data={roles}
          value={role}
          onChange={filter(setRole)}
          clearable
          style={{ flex: '1 1 10rem' }}
          comboboxProps={{ withinPortal: true }}
          data-testid="users-role-filter"
        />
        <Select
          aria-label={t('fields.location')}
          placeholder={t('list.allLocations')}
          data={locations.map((l) => ({ value: l.id, label: locationName(l, lang) }))}
          value={location}
          onChange={filter(setLocation)}
          clearable
          style={{ flex: '1 1 10rem' }}
          comboboxProps={{ withinPortal: true }}
          data-testid="users-location-filter"
        />
        <Select
          aria-label={t('fields.is_active')}
          data={[
            { value: '1', label: t('list.activeOnly') },
            { value: '0', label: t('list.inactiveOnly') },
          ]}
          placeholder={t('list.anyState')}
          value={active}
          onChange={filter(setActive)}
          clearable
          style={{ flex: '1 1 9rem' }}
          comboboxProps={{ withinPortal: true }}
          data-testid="users-active-filter"
        />
      </Group>
      <ReadTable read={read} empty={t('list.empty')} minWidth={720}>
        {(users) => (
          <Table verticalSpacing="sm" highlightOnHover data-testid="users-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.username')}</Table.Th>
                <Table.Th>{t('fields.role')}</Table.Th>
                <Table.Th>{t('fields.location')}</Table.Th>
                <Table.Th>{t('list.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr
                  key={u.id}
                  data-testid={`user-row-${u.username}`}
                  style={{ cursor: 'pointer' }}
                  onClick={() => open(u.id)}
                >
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar image={u.image} name={u.username} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Anchor
                          component="button"
                          type="button"
                          fw={500}
                          size="sm"
                          dir="auto"
                          ta="start"
                          onClick={(e) => {
                            e.stopPropagation();
                            open(u.id);
                          }}
                        >
                          <bdi>{u.username}</bdi>
                        </Anchor>
                        <Text size="xs" c="dimmed" dir="ltr" truncate>
                          {u.email}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {u.is_admin ? (
                      <Badge variant="light" color="grape">
                        {t('list.admin')}
                      </Badge>
                    ) : (
                      <Text size="sm" dir="auto">
                        {u.role ? <bdi>{u.role}</bdi> : t('form.noRole')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="auto">
                      <bdi>{u.location_id ? (names.get(u.location_id) ?? '') : ''}</bdi>
                    </Text>
                    {others(u) > 0 ? (
                      <Text size="xs" c="dimmed">
                        {t('list.moreLocations', { n: others(u) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light" color={u.is_active ? 'green' : 'gray'}>
                        {u.is_active ? t('list.active') : t('list.inactive')}
                      </Badge>
                      {u.has_pin ? (
                        <Badge variant="outline" color="blue" data-testid="user-has-pin">
                          {t('list.hasPin')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ReadTable>
      {read.data ? (
        <Pager
          page={page}
          limit={PAGE_SIZE}
          total={read.data.pagination.total}
          shown={read.data.data.length}
          onPage={setPage}
          hideWhenEmpty
          testIds={usersPagerIds}
        />
      ) : null}
    </Stack>
  );
}
