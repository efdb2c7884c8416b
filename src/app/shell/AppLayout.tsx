import { AppShell, Box, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useSyncActiveLocation } from '@/shared/location/useActiveLocation';
import navClasses from '../nav/nav.module.css';
import { SideNav } from '../nav/SideNav';
import { TopNav } from '../nav/TopNav';
import { useSettings } from '../settings/SettingsContext';
import { loadNotifications } from '@/shared/toast';
import { AppHeader } from './AppHeader';
import { ScreenLoading } from './ShellLoading';
import classes from './shell.module.css';

/** Content width in the Compact setting; Wide uses the full width. */
export const COMPACT_WIDTH = 1200;
const HEADER_HEIGHT = 60;
const TOP_NAV_HEIGHT = 46;
const NAVBAR_WIDTH = 268;

/**
 * The signed-in shell (with the confirm-dialog provider): header, navigation (side navbar in the vertical layout, top menu bar in the
 * horizontal one; a drawer from the burger below 900 px either way) and the page in a Compact or
 * Wide container. Nothing floats over the page: its controls (the app settings too) are in the
 * header.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { layout, navColor, stretch } = useSettings();
  const [opened, { toggle, close }] = useDisclosure(false);
  const horizontal = layout === 'horizontal';
  // Signed-in screens may call Mantine's `notifications` directly; make sure the toast area is there.
  useEffect(() => void loadNotifications().catch(() => undefined), []);

  // Confirm dialogs (sign-out with pending changes, discard, delete) are only used when signed in,
  // so their provider lives here and stays out of the sign-in page's bundle.
  return (
    <ModalsProvider>
      <ActiveLocationSync />
      <AppShell
        header={{
          height: horizontal
            ? { base: HEADER_HEIGHT, md: HEADER_HEIGHT + TOP_NAV_HEIGHT }
            : HEADER_HEIGHT,
        }}
        navbar={{
          width: NAVBAR_WIDTH,
          breakpoint: 'md',
          collapsed: { mobile: !opened, desktop: horizontal },
        }}
        padding={0}
        data-layout={layout}
        data-stretch={stretch}
      >
        <AppShell.Header className={classes.header}>
          {horizontal ? (
            <Container fluid={stretch} size={COMPACT_WIDTH} px={0}>
              <AppHeader navOpened={opened} onToggleNav={toggle} />
            </Container>
          ) : (
            <AppHeader navOpened={opened} onToggleNav={toggle} />
          )}
          {horizontal ? (
            <Box
              visibleFrom="md"
              className={`${navClasses.nav} ${navClasses.topBar}`}
              data-nav-color={navColor}
            >
              <Container fluid={stretch} size={COMPACT_WIDTH} px="md">
                <TopNav />
              </Container>
            </Box>
          ) : null}
        </AppShell.Header>
        <AppShell.Navbar
          className={navClasses.nav}
          data-nav-color={navColor}
          data-closed-mobile={!opened || undefined}
          data-closed-desktop={horizontal || undefined}
          data-testid="app-navbar"
          pt="xs"
        >
          <SideNav onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main className={classes.main}>
          <Container
            fluid={stretch}
            size={COMPACT_WIDTH}
            px={{ base: 'md', md: 'xl' }}
            pt={{ base: 'md', md: 'xl' }}
            pb="xl"
            data-testid="page-container"
          >
            {/* A screen waiting for its words keeps the shell around it, with a loader in its place. */}
            <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
          </Container>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}

/**
 * Tells the data layer which location new rows belong to. A component of its own, not a hook of the
 * layout's: the locations read from the local store land just after the first screen's commit, and
 * in the layout they would draw the whole shell again (header, menu and all) in one blocking render.
 */
function ActiveLocationSync() {
  useSyncActiveLocation();
  return null;
}
