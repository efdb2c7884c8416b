import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_NAMESPACE } from './document';

/** Where a running export is: fetching pages (rows so far of how many), or writing the file. */
export type ExportPhase =
  | { step: 'fetching'; format: 'xlsx' | 'pdf'; done: number; total: number }
  | { step: 'writing'; format: 'xlsx' | 'pdf' };

/**
 * The dialog of a running export: a progress bar with "Fetched 15,000 of 100,000 rows", then
 * "Writing the file". Closing it (Cancel, Escape, a click outside) cancels the export.
 */
export function ExportProgress({
  phase,
  onCancel,
  ...rest
}: {
  /** Null while no export runs (the dialog is closed). */
  phase: ExportPhase | null;
  onCancel: () => void;
  'data-testid'?: string;
}) {
  const { t, i18n } = useTranslation(EXPORT_NAMESPACE);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  // The dialog fades out after the export ends: it keeps saying what it last said meanwhile.
  const [last, setLast] = useState(phase);
  if (phase !== null && phase !== last) setLast(phase);
  const shown = phase ?? last;
  const number = (n: number) => n.toLocaleString(lang);
  const known = shown?.step === 'fetching' && shown.total > 0;
  const percent = known ? Math.min(100, (shown.done / shown.total) * 100) : 100;
  // Moving stripes only until the first page says how many rows there are, and the bar steps
  // from page to page without sliding: every frame of an animation is drawn again, and where the
  // browser draws in software (no GPU) that took a core from the export all along.
  const waiting = shown?.step === 'fetching' && !known;

  return (
    <Modal
      opened={phase !== null}
      onClose={onCancel}
      title={shown ? t(shown.format === 'xlsx' ? 'progress.titleXlsx' : 'progress.titlePdf') : ''}
      centered
      data-testid={rest['data-testid']}
    >
      <Stack gap="sm">
        <Text size="sm" data-testid={rest['data-testid'] && `${rest['data-testid']}-text`}>
          {!shown
            ? null
            : shown.step === 'writing'
              ? t('progress.writing')
              : known
                ? t('progress.fetched', {
                    count: shown.total,
                    done: number(shown.done),
                    total: number(shown.total),
                  })
                : t('progress.starting')}
        </Text>
        <Progress
          value={percent}
          animated={waiting}
          striped={waiting}
          transitionDuration={0}
          aria-label={t('progress.label')}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onCancel}
            data-testid={rest['data-testid'] && `${rest['data-testid']}-cancel`}
          >
            {t('progress.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
