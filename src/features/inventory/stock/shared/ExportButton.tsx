import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/app/toast';

/** Writes what the screen shows to an .xlsx file; disabled while there is nothing to write. */
export function ExportButton({ onExport }: { onExport: (() => Promise<string>) | null }) {
  const { t } = useTranslation('stock');
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
      data-testid="stock-export"
    >
      {t('export.button')}
    </Button>
  );
}
