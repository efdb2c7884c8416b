import { IconChartLine } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ForecastScreen } from '@/features/supply/forecast/ForecastScreen';

/** `/dashboard/supplier/forecast`: each product's sales forecast at the location, and its accuracy. */
export const Route = createFileRoute('/dashboard/supplier/forecast')({
  staticData: {
    namespaces: ['forecast', 'purchasing'],
    nav: {
      section: 'suppliers',
      labelKey: 'forecast:nav',
      icon: IconChartLine,
      area: 'suppliers',
      permission: 'suppliers.read',
      order: 30,
    },
  },
  component: ForecastScreen,
});
