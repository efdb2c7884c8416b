import type { CallBody } from '@contract/call';
import { advancedPaymentCalls } from '@contract/frameReportCalls';
import { useCallback } from 'react';
import { callFile } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import type { ReadQuery } from '@/data/serverRead';
import { downloadFile } from '@/lib/spreadsheet';
import { dispositionName, exportBody } from '../reports/advancedPaymentsExport';

/**
 * Asks the server for the period's transactions as .xlsx (`advancedPaymentCalls.export`) and hands
 * the file to the browser under the name the server gave it; resolves to that name.
 */
export function useServerExport(): (query: ReadQuery, language: string) => Promise<string> {
  const { api } = useBackhouse();
  return useCallback(
    async (query, language) => {
      const body = exportBody(query, language) as CallBody<typeof advancedPaymentCalls.export>;
      const { blob, disposition } = await callFile(api, advancedPaymentCalls.export, { body });
      const name = dispositionName(disposition, 'advanced-payments.xlsx');
      downloadFile(name, await blob.arrayBuffer(), blob.type || undefined);
      return name;
    },
    [api],
  );
}
