import { NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { activeEntryId } from './activeEntry';
import { labelNamespaces } from './buildNav';
import classes from './nav.module.css';
import { useNavSections } from './useNavSections';

interface SideNavProps {
  /** Called after an entry is chosen (closes the mobile drawer). */
  onNavigate?: () => void;
}

/**
 * An entry drawn with Mantine's NavLink look (its own CSS classes) on the router's bare link: the
 * menu's eighty-odd entries were some 700 of Mantine's components (NavLink, UnstyledButton and five
 * Boxes each), over half of what a screen's start renders, for an anchor, an icon and a label.
 */
const entryClass = `mantine-focus-auto ${classes.link} ${NavLink.classes.root} ${UnstyledButton.classes.root}`;

/** The vertical menu: section titles and their entries, as the side navbar and the mobile drawer. */
export function SideNav({ onNavigate }: SideNavProps) {
  const groups = useNavSections();
  const { t } = useTranslation(labelNamespaces(groups));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeEntryId(groups, pathname);
  // The entries (some eighty links with their icons, three quarters of the shell's elements) render
  // just after the screen's first commit, at a lower priority: the screen's own reads start and
  // its rows show without waiting for the menu (bench/offline-start.ts). The section titles come
  // at once, so the menu keeps its place.
  const withEntries = useDeferredValue(true, false);

  return (
    <ScrollArea type="hover" scrollbarSize={6} px="sm" pb="md" style={{ flex: 1 }}>
      <nav aria-label={t('shell:nav.label')} data-testid="side-nav">
        {groups.map((group) => (
          <div key={group.section} role="group" aria-labelledby={`nav-section-${group.section}`}>
            <Text id={`nav-section-${group.section}`} className={classes.sectionLabel}>
              {t(`shell:nav.sections.${group.section}`)}
            </Text>
            {(withEntries ? group.entries : []).map((entry) => (
              <Link
                key={entry.id}
                to={entry.to}
                // Only `active` below marks the current entry: the router's own fuzzy match would also
                // mark every parent path (Overview on every page under /dashboard).
                activeOptions={{ exact: true }}
                className={entryClass}
                data-active={entry.id === active || undefined}
                aria-current={entry.id === active ? 'page' : undefined}
                onClick={onNavigate}
                data-testid={`nav-${entry.to}`}
              >
                <span className={NavLink.classes.section} data-position="left">
                  <entry.icon size={20} stroke={1.7} className={classes.linkIcon} />
                </span>
                <span className={NavLink.classes.body}>
                  <span className={NavLink.classes.label}>{t(entry.labelKey)}</span>
                </span>
                {entry.count ? (
                  <span className={NavLink.classes.section} data-position="right">
                    <entry.count />
                  </span>
                ) : null}
              </Link>
            ))}
          </div>
        ))}
        {groups.length === 0 ? <Text className={classes.empty}>{t('shell:nav.empty')}</Text> : null}
      </nav>
    </ScrollArea>
  );
}
