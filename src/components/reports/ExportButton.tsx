import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAction } from '@/shared/useAction';

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
  const exporting = useAction((write: () => Promise<string>) => write(), {
    failed: t('export.failed'),
    plain: true,
    done: (file) => t('export.done', { file }),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} />}
      onClick={() => {
        if (onExport) void exporting.run(onExport);
      }}
      loading={exporting.busy}
      disabled={!onExport}
      data-testid={rest['data-testid']}
    >
      {t('export.button')}
    </Button>
  );
}
