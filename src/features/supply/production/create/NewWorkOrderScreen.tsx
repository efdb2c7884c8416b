import { Alert, Anchor, Card } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { PageHeader } from '@/components/PageHeader';
import { PlanForm } from '../shared/PlanForm';

/** `/work-orders/new`: plans a batch at the active location, then opens it in the list. */
export function NewWorkOrderScreen() {
  const { t } = useTranslation('production');
  const { locationId } = useActiveLocation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('create.title')}
        description={t('create.description')}
        above={
          <Anchor component={Link} to="/dashboard/inventory/work-orders" size="sm">
            {t('create.back')}
          </Anchor>
        }
      />
      {locationId ? (
        <Card withBorder radius="md" maw={860}>
          <PlanForm
            locationId={locationId}
            kind="production"
            onCreated={(id) =>
              void navigate({
                to: '/dashboard/inventory/work-orders',
                search: (prev) => ({ ...prev, id }),
              })
            }
          />
        </Card>
      ) : (
        <Alert color="orange" variant="light">
          {t('noLocation')}
        </Alert>
      )}
    </>
  );
}
