import { IconCloudUpload } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { DailySyncScreen } from '@/features/dailySync/DailySyncScreen';
import { syncSearch } from '@/features/dailySync/syncSearch';

export const Route = createFileRoute('/dashboard/sync/daily-sync')({
  staticData: {
    namespaces: ['dailySync', 'reports'],
    nav: {
      section: 'sync',
      labelKey: 'dailySync:nav.dailySync',
      icon: IconCloudUpload,
      area: 'sync',
      permission: 'sync.admin',
      order: 10,
    },
  },
  validateSearch: syncSearch,
  component: DailySyncScreen,
});
