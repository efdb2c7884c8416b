import { IconTag } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { LabelsScreen } from '@/features/catalogue/labels/LabelsScreen';

export const Route = createFileRoute('/dashboard/products/label')({
  staticData: {
    nav: {
      section: 'catalogue',
      labelKey: 'resources:labels.other',
      icon: IconTag,
      area: 'catalogue',
      permission: 'catalogue.read',
      order: 50,
    },
  },
  component: LabelsScreen,
});
