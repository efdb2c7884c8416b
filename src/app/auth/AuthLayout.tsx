import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconLanguage, IconWifiOff } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo, BrandMark } from '@/components/BrandLogo';
import { useScreenTitle } from '@/components/useScreenTitle';
import { SettingsButton } from '../settings/SettingsButton';
import { LanguageMenu } from '../shell/LanguageMenu';
import { breakpoints } from '../theme/theme';
import classes from './auth.module.css';
import { Prerendering } from './prerendering';

export type AuthVariant = 'classic' | 'modern';

interface AuthLayoutProps {
  variant: AuthVariant;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Links under the form (create an account, back to sign-in...). */
  footer?: ReactNode;
}

function Heading({ title, subtitle }: Pick<AuthLayoutProps, 'title' | 'subtitle'>) {
  useScreenTitle(typeof title === 'string' ? title : null);
  return (
    <Stack gap={6} mb="lg">
      <Title order={2} data-testid="auth-title">
        {title}
      </Title>
      {subtitle ? (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The language and the app settings, at the top of the page as in the signed-in header. */
function PageControls({ onPrimary = false }: { onPrimary?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <LanguageMenu onPrimary={onPrimary} />
      <SettingsButton onPrimary={onPrimary} />
    </Group>
  );
}

/** Classic: a centred card on the page background. */
function ClassicLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className={classes.classicPage} data-variant="classic">
      <div className={classes.topBar}>
        <span />
        <PageControls />
      </div>
      <main className={classes.classicBody}>
        <Paper withBorder p={{ base: 'lg', sm: 36 }} className={classes.card}>
          <Group justify="center" mb="lg">
            <BrandLogo size={40} />
          </Group>
          <Heading title={title} subtitle={subtitle} />
          {children}
          {footer ? (
            <Stack gap={6} mt="lg" align="center">
              {footer}
            </Stack>
          ) : null}
        </Paper>
      </main>
    </div>
  );
}

/** Modern: a brand panel beside the form (above it on small screens). */
function ModernLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  // One language menu and settings button at a time (tests find them by their test ids): in the
  // brand bar on small screens, above the form on large ones.
  const wide = useMediaQuery(`(min-width: ${breakpoints.md})`, true, {
    getInitialValueInEffect: false,
  });
  // The build's drawing of the page knows no screen: it holds both places, and the screen's width
  // shows one (no test ids there: it is replaced before anyone uses it).
  const prerendering = useContext(Prerendering);
  const features = [
    { icon: IconWifiOff, text: t('brand.offline') },
    { icon: IconBuildingStore, text: t('brand.locations') },
    { icon: IconLanguage, text: t('brand.languages') },
  ];
  return (
    <div className={classes.modernPage} data-variant="modern">
      <aside className={classes.brandPanel}>
        <Group gap={12} justify="space-between" wrap="nowrap" className={classes.brandTop}>
          <Group gap={12} wrap="nowrap">
            <BrandMark size={40} color="rgba(255,255,255,0.16)" />
            <Text fw={700} fz="xl" c="white">
              {t('common:appName')}
            </Text>
          </Group>
          {prerendering ? (
            <Box hiddenFrom="md">
              <PageControls onPrimary />
            </Box>
          ) : wide ? null : (
            <PageControls onPrimary />
          )}
        </Group>
        <Stack gap="xl" className={classes.brandDetails}>
          <Title order={1} className={classes.brandHeadline}>
            {t('brand.headline')}
          </Title>
          <Stack gap="md">
            {features.map(({ icon: Icon, text }) => (
              <Group key={text} gap="sm" wrap="nowrap" className={classes.feature}>
                <ThemeIcon size={36} radius="md" className={classes.featureIcon}>
                  <Icon size={20} />
                </ThemeIcon>
                <Text size="sm">{text}</Text>
              </Group>
            ))}
          </Stack>
        </Stack>
        <Text size="xs" c="rgba(255,255,255,0.6)" className={classes.brandDetails}>
          {t('brand.tagline')}
        </Text>
      </aside>
      <main className={classes.formColumn}>
        {wide || prerendering ? (
          <Box visibleFrom={prerendering ? 'md' : undefined} className={classes.topBar}>
            <span />
            <PageControls />
          </Box>
        ) : null}
        <div className={classes.formBody}>
          <div className={classes.formInner}>
            <Heading title={title} subtitle={subtitle} />
            {children}
            {footer ? (
              <Stack gap={6} mt="lg" align="center">
                {footer}
              </Stack>
            ) : null}
          </div>
        </div>
      </main>
    </div>
  );
}

/** The frame of every sign-in, registration and account page, in its classic or modern look. */
export function AuthLayout(props: AuthLayoutProps) {
  return props.variant === 'classic' ? <ClassicLayout {...props} /> : <ModernLayout {...props} />;
}
