import { IconAdjustments } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '@/features/config/settings/SettingsScreen';

export const Route = createFileRoute('/dashboard/config/setting')({
  staticData: {
    namespaces: ['config-settings'],
    nav: {
      section: 'settings',
      labelKey: 'config-settings:nav.settings',
      icon: IconAdjustments,
      area: 'config',
      permission: 'config.read',
      order: 80,
    },
  },
  component: SettingsScreen,
});
