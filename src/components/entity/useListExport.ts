import type { ResourceDef } from '@contract/registry';
import { useCallback } from 'react';
import { toast } from '@/shared/toast';
import type { LocalRow } from '@/data/db';
import { exportSpreadsheet, type ExportCell } from '@/lib/spreadsheet';
import { exportColumns, exportRows, templateRow } from './export-rows';
import type { AnyEntityConfig } from './types';
import type { EntityTexts } from './useEntityTexts';

/** Export of a list's rows and of its import template as .xlsx files, each saying how it went. */
export function useListExport(config: AnyEntityConfig, def: ResourceDef, texts: EntityTexts) {
  const { exportPrefix, example } = config;
  const download = useCallback(
    async (prefix: string, cells: ExportCell[][], count: number) => {
      try {
        const file = await exportSpreadsheet(prefix, {
          sheetName: texts.other,
          columns: exportColumns(def),
          rows: cells,
        });
        toast.success(texts.t('entity:export.done', { count, file }));
      } catch {
        toast.error(texts.t('entity:export.failed'));
      }
    },
    [def, texts],
  );
  const exportSelection = useCallback(
    (selection: readonly LocalRow[]) =>
      void download(exportPrefix, exportRows(def, selection), selection.length),
    [download, exportPrefix, def],
  );
  const exportTemplate = useCallback(
    () => void download(`${exportPrefix}-template`, [templateRow(def, example)], 1),
    [download, exportPrefix, def, example],
  );
  return { exportSelection, exportTemplate };
}
