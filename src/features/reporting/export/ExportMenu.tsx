import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/toast';
import { downloadFile, exportFileName } from '@/lib/spreadsheet';
import { EXPORT_NAMESPACE, exportTexts, TOTAL_NAMESPACE, type ReportDocument } from './document';
import { ExportProgress, type ExportPhase } from './ExportProgress';
import { abortError, isAbortError } from './fetchAllPages';

export type ExportFormat = 'xlsx' | 'pdf';

export interface ExportMenuProps<Row> {
  /** File name prefix, e.g. 'sales-report' -> sales-report-<ISO timestamp>.xlsx|.pdf. */
  fileBase: string;
  /** Builds the document: fetches every row (with progress) and resolves names. Absent: disabled. */
  load:
    | ((
        signal: AbortSignal,
        onProgress: (done: number, total: number) => void,
      ) => Promise<ReportDocument<Row>>)
    | null;
  /** Prefix of the test ids: `<id>` (the button), `<id>-xlsx`, `<id>-pdf`, `<id>-progress`. */
  'data-testid'?: string;
}

const PDF_MIME = 'application/pdf';

/** Lets the browser paint the "writing" step before the file is built in one go on this thread. */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The export button of every report: .xlsx or PDF of every row of the report (not only the page on
 * screen). While the rows are fetched a dialog shows how many have come and can cancel; the file is
 * then built on the device and handed to the browser's download, and a toast names it.
 */
export function ExportMenu<Row>({ fileBase, load, ...rest }: ExportMenuProps<Row>): JSX.Element {
  const { t } = useTranslation([EXPORT_NAMESPACE, TOTAL_NAMESPACE]);
  const testId = rest['data-testid'] ?? 'report-export';
  const [phase, setPhase] = useState<ExportPhase | null>(null);
  const running = useRef<AbortController | null>(null);
  // Leaving the report stops its export.
  useEffect(() => () => running.current?.abort(), []);

  // Not a `useAction`: its progress and its cancel are the dialog's, a cancel is no failure, and
  // its toasts keep their test ids, which useAction's cannot carry.
  const run = async (format: ExportFormat) => {
    if (!load || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setPhase({ step: 'fetching', format, done: 0, total: 0 });
    try {
      const doc = await load(signal, (done, total) =>
        setPhase({ step: 'fetching', format, done, total }),
      );
      if (signal.aborted) throw abortError();
      setPhase({ step: 'writing', format });
      await nextPaint();
      const texts = exportTexts(t);
      const name = exportFileName(fileBase, new Date(), format);
      // The file writers (and jsPDF with its font) load on the first export, not with the report.
      const bytes =
        format === 'xlsx'
          ? await (await import('./reportWorkbook')).reportWorkbook(doc, texts, signal)
          : (await (await import('./reportPdf')).reportPdf(doc, texts)).buffer;
      // A cancel pressed while the file was being built lands here: nothing is saved.
      if (signal.aborted) throw abortError();
      downloadFile(name, bytes, format === 'pdf' ? PDF_MIME : undefined);
      toast.success(t('done', { file: name }), { 'data-testid': `${testId}-done` });
    } catch (error) {
      if (isAbortError(error) || signal.aborted) toast.info(t('cancelled'));
      else {
        console.error('[export]', error);
        toast.error(navigator.onLine ? t('failed') : t('offline'), {
          'data-testid': `${testId}-failed`,
        });
      }
    } finally {
      running.current = null;
      setPhase(null);
    }
  };

  return (
    <>
      <Menu position="bottom-end" disabled={!load}>
        <Menu.Target>
          {/* No spinner while it runs: the dialog says how far it is (see ExportProgress). */}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!load || phase !== null}
            data-testid={testId}
          >
            {t('button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={() => void run('xlsx')}
            data-testid={`${testId}-xlsx`}
          >
            {t('xlsx')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileTypePdf size={16} />}
            onClick={() => void run('pdf')}
            data-testid={`${testId}-pdf`}
          >
            {t('pdf')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ExportProgress
        phase={phase}
        onCancel={() => running.current?.abort()}
        data-testid={`${testId}-progress`}
      />
    </>
  );
}
