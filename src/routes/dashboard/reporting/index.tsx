import { IconReportAnalytics } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ReportingHome } from '@/features/reporting/home/ReportingHome';

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
  component: ReportingHome,
});
