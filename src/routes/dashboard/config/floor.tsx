import { IconLayoutBoard } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { FloorScreen } from '@/features/config/tables/plan/FloorScreen';

export const Route = createFileRoute('/dashboard/config/floor')({
  staticData: {
    nav: {
      section: 'settings',
      labelKey: 'config-tables:floor.title',
      icon: IconLayoutBoard,
      area: 'config',
      permission: 'config.read',
      order: 60,
    },
  },
  component: FloorScreen,
});
