import { IconChefHat } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { RecipesScreen } from '@/features/inventory/recipes/RecipesScreen';

export const Route = createFileRoute('/dashboard/inventory/recipe')({
  staticData: {
    nav: {
      section: 'inventory',
      labelKey: 'materials:nav.recipes',
      icon: IconChefHat,
      area: 'inventory',
      permission: 'inventory.read',
      order: 30,
    },
  },
  component: RecipesScreen,
});
