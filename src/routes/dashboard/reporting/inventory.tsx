import { IconBuildingWarehouse } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { materialReportSearch } from '@/features/reporting/reports/foodCostSearch';
import { StockValueReportScreen } from '@/features/reporting/reports/stockValue';

/** `/dashboard/reporting/inventory`: stock on hand and its value per material at the end of a day. */
export const Route = createFileRoute('/dashboard/reporting/inventory')({
  validateSearch: materialReportSearch,
  staticData: {
    namespaces: ['reporting', 'reports', 'reportExport', 'dates'],
    nav: {
      section: 'reporting',
      labelKey: 'reporting:reports.inventory.title',
      icon: IconBuildingWarehouse,
      area: 'reporting',
      permission: 'reporting.read',
      order: 50,
    },
  },
  component: StockValueReportScreen,
});
