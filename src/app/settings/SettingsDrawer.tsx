import { ActionIcon, Drawer, Group, Indicator, Tooltip } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings, useSettingsStore } from './SettingsContext';
import { SettingsControls } from './SettingsControls';
import { isCustom, pickSettings } from './settingsState';
import classes from './settings.module.css';

/** Width of the drawer (SPEC section 9). */
export const SETTINGS_DRAWER_WIDTH = 440;

/** The App Settings drawer: the eight appearance preferences, reset (dot when custom) and close. */
export function SettingsDrawer() {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const store = useSettingsStore();
  const custom = isCustom(pickSettings(settings));
  const id = useId();
  // Loaded on the first open, the drawer mounts already open and Mantine never sees who opened
  // it: that first time, closing gives the focus back to the opener (the gear) itself, as Mantine
  // does for every later open. Read once, at the first render.
  const firstOpener = useRef<Element | null | undefined>(undefined);
  if (firstOpener.current === undefined) firstOpener.current = document.activeElement;
  const close = () => {
    store.setOpen(false);
    const opener = firstOpener.current;
    firstOpener.current = null;
    if (!(opener instanceof HTMLElement)) return;
    requestAnimationFrame(() => {
      const at = document.activeElement;
      if (!at || at === document.body || !document.contains(at)) opener.focus();
    });
  };

  return (
    <Drawer.Root
      opened={settings.open}
      onClose={close}
      position="right"
      size={SETTINGS_DRAWER_WIDTH}
    >
      <Drawer.Overlay />
      <Drawer.Content data-testid="settings-drawer" aria-labelledby={`${id}-title`}>
        <Drawer.Header className={classes.header}>
          <Drawer.Title id={`${id}-title`} fw={700} fz="lg">
            {t('settings.title')}
          </Drawer.Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('settings.reset')}>
              <Indicator
                disabled={!custom}
                color="red"
                size={9}
                offset={7}
                attributes={{ indicator: { 'data-testid': 'settings-reset-dot' } }}
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={() => store.reset()}
                  aria-label={t('settings.reset')}
                  data-testid="settings-reset"
                  data-custom={custom}
                >
                  <IconRestore size={20} />
                </ActionIcon>
              </Indicator>
            </Tooltip>
            <Drawer.CloseButton
              size="lg"
              aria-label={t('settings.close')}
              data-testid="settings-close"
            />
          </Group>
        </Drawer.Header>
        <Drawer.Body>
          <SettingsControls idPrefix={id} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
