import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { ExportButton } from '@/components/reports/ExportButton';

/**
 * The header of a list of documents: its name, the .xlsx export of what the filters show (off
 * while they show nothing), and the way to make a new one for those who may.
 */
export function ListHeader({
  title,
  description,
  onExport,
  exportTestId,
  create,
}: {
  title: string;
  description: string;
  onExport: (() => Promise<string>) | null;
  exportTestId: string;
  /** The create button (a CreateButton or a link styled as one); absent for those who may not. */
  create: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <>
          <ExportButton onExport={onExport} data-testid={exportTestId} />
          {create}
        </>
      }
    />
  );
}

/** The primary button that opens a list's create form. */
export function CreateButton({
  label,
  onClick,
  ...rest
}: {
  label: string;
  onClick: () => void;
  'data-testid': string;
}) {
  return (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={onClick}
      data-testid={rest['data-testid']}
    >
      {label}
    </Button>
  );
}
