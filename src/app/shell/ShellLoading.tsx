import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/BrandLogo';
import classes from './shell.module.css';

/** A loader where the screen will be, while its code or its words load. */
export function ScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <Center className={classes.screenLoading} data-testid="screen-loading">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}

/**
 * The signed-in shell while its own code loads (right after signing in, or opening the app on a
 * screen): the header bar and a loader where the screen will be. It replaces the sign-in form the
 * moment the address changes, so no form stays live under the dashboard's address. Kept light (it
 * ships with the first bundle): the header's controls arrive with the shell.
 */
export function ShellLoading() {
  return (
    <div className={classes.shellLoading} data-testid="shell-loading" aria-busy="true">
      <header className={`${classes.header} ${classes.loadingHeader}`}>
        <div className={classes.headerRow}>
          <BrandLogo size={30} nameVisibleFrom="sm" />
        </div>
      </header>
      <main className={classes.main}>
        <ScreenLoading />
      </main>
    </div>
  );
}
