import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/toast';

/**
 * Writes what a figures screen shows to an .xlsx file and says under which name; disabled while
 * there is nothing to write (no figures yet).
 */
export function ExportButton({
  onExport,
  ...rest
}: {
  /** Writes the file and returns its name; absent while there is nothing to export. */
  onExport: (() => Promise<string>) | null | undefined;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!onExport) return;
    setBusy(true);
    try {
      toast.success(t('export.done', { file: await onExport() }));
    } catch {
      toast.error(t('export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} />}
      onClick={() => void run()}
      loading={busy}
      disabled={!onExport}
      data-testid={rest['data-testid']}
    >
      {t('export.button')}
    </Button>
  );
}
