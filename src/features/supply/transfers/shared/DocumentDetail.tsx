import { Alert, Button, Group, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DifferenceNote } from './DifferenceNote';
import { DocumentDrawer } from './DocumentDrawer';
import type { LineFigure, LineItem } from './LineList';
import type { TransferWriter } from '../data/documentWrites';
import type { MaterialNames } from '../data/materials';

/** What a request's or a transfer's drawer is given, besides the document. */
export interface DocumentContext {
  /** The location looking: the sending or asking side, or the other one. */
  locationId: string;
  placeName: (id: string) => string;
  materials: MaterialNames;
  writer: TransferWriter | null;
  mayWrite: boolean;
  onClose: () => void;
}

/**
 * The drawer of one request or transfer, open while there is one. Its body starts afresh for each
 * document (keyed by id), so a half-typed receipt never carries over to the next one opened.
 */
export function DocumentDetail<D extends { id: string; number: string }>({
  document,
  newNumber,
  badge,
  onClose,
  children,
  ...rest
}: {
  document: D | null;
  /** The number shown until the server has given it one. */
  newNumber: string;
  badge: (document: D) => ReactNode;
  onClose: () => void;
  children: (document: D) => ReactNode;
  'data-testid': string;
}) {
  return (
    <DocumentDrawer
      opened={document !== null}
      onClose={onClose}
      number={document ? document.number || newNumber : ''}
      badge={document ? badge(document) : null}
      data-testid={rest['data-testid']}
    >
      {document ? <Fragment key={document.id}>{children(document)}</Fragment> : null}
    </DocumentDrawer>
  );
}

/** A document's lines as cards: the material, its figures, and what arriving this way would record. */
export function documentLines<L extends { id: string; material_id: string }>(
  lines: readonly L[],
  materials: MaterialNames,
  differences: ReadonlyArray<{ id: string; material_id: string; difference: number }>,
  figures: (line: L) => LineFigure[],
): LineItem[] {
  return lines.map((l) => {
    const diff = differences.find((d) => d.id === l.id);
    return {
      id: l.id,
      name: materials.name(l.material_id),
      unit: materials.unit(l.material_id),
      figures: figures(l),
      notice: diff ? <DifferenceNote materials={materials} {...diff} /> : undefined,
    };
  });
}

/** What arrived differs from what was sent: the difference will be recorded as lost (or over). */
export function TransitWarning() {
  const { t } = useTranslation('transfers');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid="transit-warning"
    >
      {t('receive.lossWarning')}
    </Alert>
  );
}

/** Why a document is declined or cancelled. */
export function ReasonInput({
  value,
  onChange,
  ...rest
}: {
  value: string;
  onChange: (reason: string) => void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('transfers');
  return (
    <Textarea
      label={t('actions.reason')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={500}
      autosize
      minRows={2}
      data-testid={rest['data-testid']}
    />
  );
}

/**
 * The buttons under a document: while viewing, what may be done now (the children) and Close;
 * once one is started, its confirmation and the way back.
 */
export function DocumentActions({
  viewing,
  confirmLabel,
  danger,
  onConfirm,
  onBack,
  onClose,
  testIds,
  children,
}: {
  viewing: boolean;
  confirmLabel: string;
  /** The action started ends the document (decline, cancel). */
  danger: boolean;
  onConfirm: () => void;
  onBack: () => void;
  onClose: () => void;
  testIds: { confirm: string; back?: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('transfers');
  return (
    <Group gap="sm" wrap="wrap">
      {viewing ? (
        <>
          {children}
          <Button variant="subtle" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </>
      ) : (
        <>
          <Button
            color={danger ? 'red' : undefined}
            onClick={onConfirm}
            data-testid={testIds.confirm}
          >
            {confirmLabel}
          </Button>
          <Button variant="default" onClick={onBack} data-testid={testIds.back}>
            {t('actions.back')}
          </Button>
        </>
      )}
    </Group>
  );
}
