import { IconReportAnalytics } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useNavSections } from '@/app/nav/useNavSections';
import { ReportingHome } from '@/features/reporting/home/ReportingHome';
import { oneOf, searchReader } from '@/shared/searchParams';

/** `/dashboard/reporting`: the reports, grouped, each with the question it answers (issue 11). */
export const Route = createFileRoute('/dashboard/reporting/')({
  staticData: {
    namespaces: ['reporting'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:nav.home',
      icon: IconReportAnalytics,
      area: 'reporting',
      permission: 'reporting.read',
      order: 0,
    },
  },
  validateSearch: searchReader({ tab: oneOf(['reports', 'emails'] as const) }),
  component: ReportingHomeScreen,
});

function ReportingHomeScreen() {
  const sections = useNavSections();
  const { tab } = Route.useSearch();
  return (
    <ReportingHome
      navEntries={sections.find((s) => s.section === 'reporting')?.entries ?? []}
      tab={tab}
    />
  );
}
