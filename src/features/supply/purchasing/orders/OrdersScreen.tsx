import { Alert, Button, Tabs } from '@mantine/core';
import { IconFileInvoice, IconPlus, IconTruck } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { PageHeader } from '@/components/PageHeader';
import { ExportButton } from '@/components/reports/ExportButton';
import { InvoiceDetail } from '../invoices/InvoiceDetail';
import { InvoicesList } from '../invoices/InvoicesList';
import { useSupplierInvoices, useSupplierOrders } from '../data/purchasingData';
import { usePurchasing } from '../data/lookups';
import { useSearchPatch } from '../shared/useSearchPatch';
import { useInvoiceExport } from '../invoices/invoiceExport';
import { OrderDetail } from './OrderDetail';
import { OrdersList } from './OrdersList';
import type { OrderSearch } from './orderSearch';

const route = getRouteApi('/dashboard/supplier/order');

/**
 * `/dashboard/supplier/order`: the location's supplier orders and supplier invoices, read from the
 * device (they open offline), an order's life cycle and its deliveries, and invoices matched to it.
 */
export function OrdersScreen() {
  const { t } = useTranslation('purchasing');
  const search = route.useSearch();
  const patch = useSearchPatch<OrderSearch>();
  const { locationId } = useActiveLocation();
  const purchasing = usePurchasing();
  const orders = useSupplierOrders(locationId);
  const invoices = useSupplierInvoices(locationId);
  const view = search.view ?? 'orders';
  const onExport = useInvoiceExport(invoices, search, purchasing);

  if (!locationId) {
    return (
      <>
        <PageHeader title={t('orders.title')} />
        <Alert color="orange" variant="light">
          {t('noLocation')}
        </Alert>
      </>
    );
  }
  if (search.id) return <OrderDetail orderId={search.id} search={search} purchasing={purchasing} />;
  if (search.invoice) return <InvoiceDetail invoiceId={search.invoice} purchasing={purchasing} />;

  return (
    <>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          <>
            <ExportButton onExport={onExport} data-testid="invoices-export" />
            <Button
              component={Link}
              to="/dashboard/inventory/create-order"
              leftSection={<IconPlus size={18} />}
              data-testid="new-order"
            >
              {t('orders.new')}
            </Button>
          </>
        }
      />
      <Tabs
        value={view}
        onChange={(next) => patch({ view: next === 'invoices' ? 'invoices' : undefined })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="orders" leftSection={<IconTruck size={16} />} data-testid="tab-orders">
            {t('orders.tab')}
          </Tabs.Tab>
          <Tabs.Tab
            value="invoices"
            leftSection={<IconFileInvoice size={16} />}
            data-testid="tab-invoices"
          >
            {t('invoices.tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders">
          <OrdersList orders={orders} search={search} purchasing={purchasing} />
        </Tabs.Panel>
        <Tabs.Panel value="invoices">
          <InvoicesList invoices={invoices} search={search} purchasing={purchasing} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
