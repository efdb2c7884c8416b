import type { TableCard } from '@contract/tables';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import { downloadFile } from '@/lib/spreadsheet';
import type { FloorRow, TableRow } from '../data/useFloorPlan';

interface SheetContext {
  floors: readonly FloorRow[];
  linkOf: ReadonlyMap<string, string>;
  locationName: string;
}

/**
 * Prints table cards as an A4 PDF made on this device (jsPDF and the QR library load on first use),
 * from the links the server gave last time: tables made offline since have none yet and are named.
 */
export function usePrintSheet({ floors, linkOf, locationName }: SheetContext) {
  const { t, i18n } = useTranslation('config-tables');
  const printing = useAction(
    async (cards: TableCard[]) => {
      const { qrSheetPdf } = await import('../qrSheet');
      const pdf = await qrSheetPdf({
        cards,
        scanLine: t('qr.scan'),
        lang: i18n.resolvedLanguage ?? i18n.language,
      });
      downloadFile(`${t('qr.file')}.pdf`, pdf, 'application/pdf');
    },
    { failed: t('qr.failed'), done: t('qr.ready') },
  );
  const print = async (tables: readonly TableRow[]) => {
    const floorName = new Map(floors.map((f) => [f.id, String(f.name)]));
    const cards: TableCard[] = [];
    for (const table of tables) {
      const link = linkOf.get(table.id);
      if (!link) continue;
      cards.push({
        table_id: table.id,
        table_name: String(table.name),
        floor_name: table.floor_id ? (floorName.get(table.floor_id) ?? null) : null,
        location_name: locationName,
        link,
      });
    }
    const missing = tables.length - cards.length;
    if (missing > 0) toast.info(t('qr.missing', { count: missing }));
    if (cards.length > 0) await printing.run(cards);
  };
  return { print, busy: printing.busy };
}
