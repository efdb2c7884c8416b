import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/data/react';
import { useSettingsStore } from '../settings/SettingsContext';
import classes from './shell.module.css';
import { useSignOut } from './useSignOut';

/** The signed-in user: name and email, the app settings, sign out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const signOut = useSignOut();
  const settings = useSettingsStore();
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} data-testid="user-menu">
          {/* Named by the name it shows and what it opens ("Demo Admin User menu"); the avatar's
              initials are a picture of the name, not part of it (WCAG 2.5.3). */}
          <Group gap={8} wrap="nowrap">
            <Avatar
              aria-hidden
              src={user.image || undefined}
              radius="xl"
              size={32}
              color="initials"
              name={user.username}
            />
            <Text size="sm" fw={600} maw={140} truncate visibleFrom="lg">
              {user.username}
            </Text>
            <IconChevronDown size={14} className={classes.userChevron} />
          </Group>
          <VisuallyHidden>{t('user.menu')}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.userCard}>
          <Text fw={600} size="sm" truncate data-testid="user-name">
            {user.username}
          </Text>
          <Text c="dimmed" size="xs" truncate data-testid="user-email">
            {user.email}
          </Text>
          {user.business_name ? (
            <Text c="dimmed" size="xs" truncate>
              {user.business_name}
            </Text>
          ) : null}
        </div>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconSettings size={16} />}
          onClick={() => settings.setOpen(true)}
          data-testid="user-menu-settings"
        >
          {t('settings.title')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          data-testid="sign-out"
        >
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
