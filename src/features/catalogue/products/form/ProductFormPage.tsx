import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useProductRow } from '../data/useProductRows';
import { ProductForm } from './ProductForm';

interface ProductFormPageProps {
  /** The product to edit, or null to create one. */
  productId: string | null;
  /** A new product starts as an add-on (`/create?addon=1`). */
  addon?: boolean;
}

/**
 * `/dashboard/products/create` and `/dashboard/products/products/$productId`: reads the product from
 * the local store (so it opens offline) and shows its page, or says it is not on this device.
 */
export function ProductFormPage({ productId, addon = false }: ProductFormPageProps) {
  const { t } = useTranslation('products');
  const row = useProductRow(productId);

  if (productId && row === undefined)
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  if (productId && !row)
    return (
      <Stack align="center" gap="sm" p="xl" data-testid="product-missing">
        <IconPackageOff size={40} stroke={1.3} />
        <Text fw={600}>{t('form.missingTitle')}</Text>
        <Text c="dimmed" size="sm" ta="center" maw={420}>
          {t('form.missing')}
        </Text>
        <Button component={Link} to="/dashboard/products/products" variant="default">
          {t('form.backToList')}
        </Button>
      </Stack>
    );
  // Keyed by product: the form takes its initial values once, from the row as it was opened.
  return <ProductForm key={productId ?? 'new'} row={row ?? null} addon={addon} />;
}
