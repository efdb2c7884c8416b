import { Badge, Box, Button, Drawer, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '@/data/live';
import { loadedComponent, useOfflineCode } from '@/shared/loadedComponent';

/**
 * The panel, with its entries, conflicts and their labels: code the start need not run. It is asked
 * for once the header has drawn and the page is idle (`useOfflineCode`), so it opens at once,
 * offline too.
 */
const SyncPanel = loadedComponent(() => import('./SyncPanel').then((m) => m.SyncPanel));
/** The header draws first of all: its panel's code waits this long, to stay out of a screen's start. */
const PANEL_CODE_DELAY_MS = 3000;

/** Header indicator: online or offline and how many changes wait. Opens the sync panel. */
export function SyncIndicator() {
  const { t } = useTranslation('sync');
  const status = useSyncStatus();
  const [opened, { open, close }] = useDisclosure(false);
  useOpenFromLink(open);
  useOfflineCode(SyncPanel, { drawn: true, delayMs: PANEL_CODE_DELAY_MS });
  const waiting = status.pending + status.failed + status.conflicts;
  const troubled = status.failed + status.conflicts > 0;
  // Offline only when the browser is: a reply lost while online is "sending again", not offline.
  const icon = status.noReply ? (
    <IconRefresh size={18} />
  ) : !status.online ? (
    <IconCloudOff size={18} />
  ) : status.syncing ? (
    <IconRefresh size={18} />
  ) : (
    <IconCloudCheck size={18} />
  );
  const label = status.noReply
    ? t('indicator.sendingAgain')
    : status.online
      ? t('indicator.online')
      : t('indicator.offline');
  return (
    <>
      <Tooltip label={waiting > 0 ? t('indicator.waiting', { count: waiting }) : label}>
        <Button
          variant="subtle"
          color={troubled ? 'red' : status.online ? 'gray' : 'orange'}
          leftSection={icon}
          onClick={open}
          data-testid="sync-indicator"
          data-online={status.online}
          data-no-reply={status.noReply}
          data-pending={waiting}
          rightSection={
            waiting > 0 ? (
              <Badge size="sm" color={troubled ? 'red' : 'blue'} data-testid="sync-count">
                {waiting}
              </Badge>
            ) : null
          }
          px={{ base: 'xs', sm: 'md' }}
        >
          {/* On a phone the icon alone (the header has no room for the words in every language);
              the words stay in the name and in the tooltip. */}
          <Box component="span" visibleFrom="sm">
            {label}
          </Box>
          <VisuallyHidden hiddenFrom="sm">{label}</VisuallyHidden>
          {/* Named by what it shows, then what it does: "Online Open the sync panel" (WCAG 2.5.3). */}
          <VisuallyHidden>{t('indicator.open')}</VisuallyHidden>
        </Button>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="md"
        title={t('panel.title')}
        closeButtonProps={{ 'aria-label': t('panel.close') }}
      >
        {opened ? <SyncPanel /> : null}
      </Drawer>
    </>
  );
}

/**
 * A link to `?sync=open` (Today's waiting and refused changes) opens the panel over the screen it
 * leads to; the parameter is then taken out of the address, so closing the panel stays closed.
 */
function useOpenFromLink(open: () => void): void {
  const search: { sync?: 'open' } = useSearch({ strict: false });
  const navigate = useNavigate();
  const asked = search.sync === 'open';
  useEffect(() => {
    if (!asked) return;
    open();
    void navigate({ to: '.', search: (prev) => ({ ...prev, sync: undefined }), replace: true });
  }, [asked, open, navigate]);
}
