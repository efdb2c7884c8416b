import { IconToolsKitchen2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { materialReportSearch } from '@/features/reporting/reports/foodCostSearch';
import { FoodCostReportScreen } from '@/features/reporting/reports/foodCost';

/** `/dashboard/reporting/material`: food cost, actual against theoretical usage per material. */
export const Route = createFileRoute('/dashboard/reporting/material')({
  validateSearch: materialReportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.material.title',
      icon: IconToolsKitchen2,
      area: 'reporting',
      permission: 'reporting.read',
      order: 51,
    },
  },
  component: FoodCostReportScreen,
});
