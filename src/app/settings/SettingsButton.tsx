import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from './SettingsContext';
import classes from './settings.module.css';

interface SettingsButtonProps extends Pick<ActionIconProps, 'visibleFrom'> {
  /** Sits on a primary-coloured surface (the brand panel of the sign-in pages). */
  onPrimary?: boolean;
}

/**
 * The gear that opens the App Settings drawer (SPEC section 2), among the header's controls. It
 * used to float over the page's bottom corner, where it covered the last column of tables (in
 * right-to-left, a figure of the product report) and a phone row's actions; in the header it never
 * covers content. A native title instead of a Mantine tooltip keeps the positioning library out of
 * the sign-in page.
 */
export function SettingsButton({ onPrimary = false, visibleFrom }: SettingsButtonProps) {
  const { t } = useTranslation('shell');
  const store = useSettingsStore();
  return (
    <ActionIcon
      size={36}
      radius="md"
      variant={onPrimary ? 'white' : 'subtle'}
      color="gray"
      className={classes.gear}
      visibleFrom={visibleFrom}
      onClick={() => store.setOpen(true)}
      aria-label={t('settings.open')}
      aria-haspopup="dialog"
      title={t('settings.open')}
      data-testid="settings-button"
    >
      <IconSettings size={20} className={classes.spin} />
    </ActionIcon>
  );
}
