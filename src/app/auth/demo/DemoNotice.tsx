import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Said after a valid submit: these template pages send nothing, and never pretend they did. */
export function DemoNotice({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      mb="md"
      role="status"
      data-testid="demo-notice"
    >
      {t(messageKey)}
    </Alert>
  );
}
