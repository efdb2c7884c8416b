import { IconTargetArrow } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ForecastAccuracyScreen } from '@/features/reporting/reports/ForecastAccuracyScreen';

/**
 * `/dashboard/reporting/forecast-accuracy`: how good the sales forecast was (issue 27). Its call
 * is purchasing's (`suppliers.read`), so that is what opens it.
 */
export const Route = createFileRoute('/dashboard/reporting/forecast-accuracy')({
  staticData: {
    namespaces: ['reporting', 'forecast', 'purchasing', 'reportExport'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.forecast-accuracy.title',
      icon: IconTargetArrow,
      area: 'reporting',
      permission: 'suppliers.read',
      order: 52,
    },
  },
  component: ForecastAccuracyScreen,
});
