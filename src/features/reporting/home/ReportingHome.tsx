import { can } from '@contract/access';
import {
  Card,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Icon as TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGrant } from '@/shared/access';
import { PageHeader } from '@/components/PageHeader';
import { NoReportAccess } from '../frame/ReportAccess';
import { REPORTING_PATH, reportCatalog, reportGroups } from './catalog';
import { EmailsTab } from './EmailsTab';
import classes from './home.module.css';

/** A report the navigation offers this user: where it opens and its icon. */
export interface ReportEntry {
  to: string;
  icon: TablerIcon;
}

/**
 * `/dashboard/reporting`: every report the user may open, grouped, each with the question it
 * answers, so a manager finds the report by what they want to know rather than by its name.
 * `navEntries` are the navigation's reporting entries for this user (the route passes them): a
 * report shows here exactly when the menu offers it. `tab` is the tab it opens on (Today links a
 * bounced report email to the emails).
 */
export function ReportingHome({
  navEntries,
  tab = 'reports',
}: {
  navEntries: readonly ReportEntry[];
  tab?: 'reports' | 'emails';
}) {
  const { t } = useTranslation('reporting');
  const grant = useGrant();
  if (grant && !can(grant, 'reporting.read')) return <NoReportAccess title={t('home.title')} />;
  const entries = new Map(navEntries.map((e) => [e.to, e]));
  const shown = reportCatalog.flatMap((report) => {
    const entry = entries.get(`${REPORTING_PATH}/${report.slug}`);
    return entry ? [{ ...report, entry }] : [];
  });
  return (
    <>
      <PageHeader title={t('home.title')} description={t('home.description')} />
      <Tabs defaultValue={tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="reports" data-testid="home-tab-reports">
            {t('home.tabs.reports')}
          </Tabs.Tab>
          <Tabs.Tab value="emails" data-testid="home-tab-emails">
            {t('home.tabs.emails')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports">
          <Stack gap="xl" data-testid="reporting-home">
            {reportGroups.map((group) => {
              const reports = shown.filter((r) => r.group === group);
              if (reports.length === 0) return null;
              return (
                <Stack key={group} gap="sm" data-testid={`report-group-${group}`}>
                  <Title order={3} size="h4">
                    {t(`home.groups.${group}`)}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                    {reports.map(({ slug, entry }) => {
                      const Icon = entry.icon;
                      return (
                        <UnstyledButton
                          key={slug}
                          component={Link}
                          to={entry.to}
                          className={classes.link}
                          data-testid={`report-card-${slug}`}
                        >
                          <Card
                            withBorder
                            radius="md"
                            padding="md"
                            h="100%"
                            className={classes.card}
                          >
                            <Group gap="sm" wrap="nowrap" align="flex-start">
                              <ThemeIcon variant="light" size={38} radius="md">
                                <Icon size={22} aria-hidden />
                              </ThemeIcon>
                              <Stack gap={4} style={{ minWidth: 0 }}>
                                <Text fw={600}>{t(`reports.${slug}.title`)}</Text>
                                <Text size="sm" c="dimmed">
                                  {t(`reports.${slug}.question`)}
                                </Text>
                              </Stack>
                            </Group>
                          </Card>
                        </UnstyledButton>
                      );
                    })}
                  </SimpleGrid>
                </Stack>
              );
            })}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="emails">
          <EmailsTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
