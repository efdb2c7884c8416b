import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { BusinessInfoScreen } from '@/features/config/businessInfo/BusinessInfoScreen';

// The path is spelled as SPEC section 2 spells it.
export const Route = createFileRoute('/dashboard/config/bussiness-info')({
  staticData: {
    namespaces: ['config-settings', 'reports'],
    nav: {
      section: 'settings',
      labelKey: 'config-settings:nav.businessInfo',
      icon: IconBuildingSkyscraper,
      area: 'config',
      permission: 'config.read',
      order: 85,
    },
  },
  component: BusinessInfoScreen,
});
