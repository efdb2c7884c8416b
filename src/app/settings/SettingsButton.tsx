import { ActionIcon, Affix } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from './SettingsContext';
import classes from './settings.module.css';

/**
 * The floating button that opens the App Settings drawer (SPEC section 2). A native title instead of
 * a Mantine tooltip keeps the positioning library out of the sign-in page.
 */
export function SettingsButton() {
  const { t } = useTranslation('shell');
  const store = useSettingsStore();
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <ActionIcon
        size={48}
        radius="xl"
        variant="filled"
        className={classes.fab}
        onClick={() => store.setOpen(true)}
        aria-label={t('settings.open')}
        title={t('settings.open')}
        data-testid="settings-button"
      >
        <IconSettings size={24} className={classes.spin} />
      </ActionIcon>
    </Affix>
  );
}
