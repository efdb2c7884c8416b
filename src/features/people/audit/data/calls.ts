import { auditCalls, type AuditAction, type AuditArea, type AuditFilters } from '@contract/audit';
import { exportLanguages } from '@contract/dailySync';
import { useCallback } from 'react';
import { callFile } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import type { Period } from '@/components/reports/periods';
import type { ReportPeriodPreset } from '@/components/reports/periodPresets';
import { downloadFile, exportFileName } from '@/lib/spreadsheet';

export const AUDIT_PAGE = 50;

/** The row the log is narrowed to, from a click on one of its entries. */
export interface RowFilter {
  collection: string;
  row_id: string;
  label: string;
}

export interface AuditFilterState {
  period: Period<ReportPeriodPreset>;
  userId: string | null;
  area: AuditArea | null;
  action: AuditAction | null;
  row: RowFilter | null;
}

/** The instant a business date starts on this device's clock. */
const startOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toISOString();
};

/** The query of the filters: dates become this device's midnights, `to` exclusive. */
export function auditQueryOf(filters: AuditFilterState): AuditFilters {
  const { period, userId, area, action, row } = filters;
  const query: AuditFilters = {};
  if (period.preset !== 'all_time') {
    query.from = startOf(period.from);
    const [y, m, d] = period.to.split('-').map(Number);
    query.to = new Date(y!, m! - 1, d! + 1).toISOString();
  }
  if (userId) query.user_id = userId;
  if (area) query.area = area;
  if (action) query.action = action;
  if (row) {
    query.collection = row.collection;
    query.row_id = row.row_id;
  }
  return query;
}

/**
 * Asks the server for the filtered log as .xlsx, in the screen's language and this device's zone,
 * and saves it; answers the file's name.
 */
export function useAuditExport(): (query: AuditFilters, language: string) => Promise<string> {
  const { api } = useBackhouse();
  return useCallback(
    async (query, language) => {
      const lang = exportLanguages.find((l) => l === language) ?? 'en';
      const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const { blob } = await callFile(api, auditCalls.export, {
        query: { ...query, lang, ...(tz ? { tz } : {}) },
      });
      const name = exportFileName('audit-log');
      downloadFile(name, await blob.arrayBuffer(), blob.type || undefined);
      return name;
    },
    [api],
  );
}
