import { Burger, Group, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/BrandLogo';
import { LocationSwitcher } from '../location/LocationSwitcher';
import { SettingsButton } from '../settings/SettingsButton';
import { SyncIndicator } from '../sync/SyncIndicator';
import { LanguageMenu } from './LanguageMenu';
import classes from './shell.module.css';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  /** The mobile menu is open. */
  navOpened: boolean;
  onToggleNav: () => void;
}

/**
 * Burger (small screens), logo, then location, sync state, language, the app settings and the user.
 * Below the desktop layout the header has no room for the settings gear (a long location name
 * already fills it): the settings are the user menu's first item there, as everywhere.
 */
export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <Group className={classes.headerRow} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpened ? t('nav.close') : t('nav.open')}
          data-testid="nav-burger"
        />
        {/* Named "Backhouse Home" where the name shows, "Home" on a phone (WCAG 2.5.3). */}
        <Link to="/dashboard" className={classes.brandLink}>
          <BrandLogo size={30} nameVisibleFrom="sm" />
          <VisuallyHidden>{t('nav.home')}</VisuallyHidden>
        </Link>
      </Group>
      <Group gap={6} wrap="nowrap">
        <LocationSwitcher />
        <SyncIndicator />
        <LanguageMenu />
        <SettingsButton visibleFrom="md" />
        <UserMenu />
      </Group>
    </Group>
  );
}
