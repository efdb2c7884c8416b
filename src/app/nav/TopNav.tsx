import { Button, Group, Menu, ScrollArea } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { activeEntryId } from './activeEntry';
import { labelNamespaces, type NavGroup } from './buildNav';
import classes from './nav.module.css';
import { sectionIcons } from './sectionIcons';
import { useNavSections } from './useNavSections';

/** The horizontal menu bar: one button per section, a menu when the section holds several entries. */
export function TopNav() {
  const groups = useNavSections();
  const { t } = useTranslation(labelNamespaces(groups));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeEntryId(groups, pathname);
  const holdsActive = (group: NavGroup) => group.entries.some((entry) => entry.id === active);

  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group
        component="nav"
        gap={4}
        wrap="nowrap"
        h={44}
        aria-label={t('shell:nav.label')}
        data-testid="top-nav"
      >
        {groups.map((group) => {
          const SectionIcon = sectionIcons[group.section];
          const icon = <SectionIcon size={18} stroke={1.7} />;
          const label = t(`shell:nav.sections.${group.section}`);
          const [only] = group.entries;
          if (group.entries.length === 1 && only) {
            return (
              <Button
                key={group.section}
                component={Link}
                to={only.to}
                variant="subtle"
                size="compact-md"
                leftSection={icon}
                rightSection={only.count ? <only.count /> : undefined}
                className={classes.topButton}
                data-active={only.id === active || undefined}
                aria-current={only.id === active ? 'page' : undefined}
                data-testid={`nav-${only.to}`}
              >
                {label}
              </Button>
            );
          }
          return (
            <Menu
              key={group.section}
              trigger="click-hover"
              position="bottom-start"
              width={240}
              shadow="md"
            >
              <Menu.Target>
                <Button
                  variant="subtle"
                  size="compact-md"
                  leftSection={icon}
                  rightSection={<IconChevronDown size={14} />}
                  className={classes.topButton}
                  data-active={holdsActive(group) || undefined}
                >
                  {label}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {group.entries.map((entry) => (
                  <Menu.Item
                    key={entry.id}
                    component={Link}
                    to={entry.to}
                    leftSection={<entry.icon size={18} stroke={1.7} />}
                    rightSection={entry.count ? <entry.count /> : undefined}
                    data-testid={`nav-${entry.to}`}
                    aria-current={entry.id === active ? 'page' : undefined}
                  >
                    {t(entry.labelKey)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
