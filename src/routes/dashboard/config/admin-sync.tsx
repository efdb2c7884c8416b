import { IconCloudUpload } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { AdminSyncScreen } from '@/features/config/adminSync/AdminSyncScreen';

export const Route = createFileRoute('/dashboard/config/admin-sync')({
  staticData: {
    namespaces: ['config-sync', 'reports'],
    nav: {
      section: 'settings',
      labelKey: 'config-sync:nav',
      icon: IconCloudUpload,
      area: 'sync',
      permission: 'sync.admin',
      order: 90,
    },
  },
  component: AdminSyncScreen,
});
