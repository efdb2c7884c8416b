import { IconRoute } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ChannelsScreen } from '@/features/catalogue/channels/ChannelsScreen';

export const Route = createFileRoute('/dashboard/products/channels')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:channels.other',
      icon: IconRoute,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 90,
    },
  },
  component: ChannelsScreen,
});
