import type { ReportColumn, ReportReply } from './definition';
import type { CellContext } from './format';
import type { ReportNames } from '../data/useReportNames';
import type { ReportRead } from './useReportRead';
import type { ReportView } from './useReportView';

/** What a report's own parts (its figures beside the table, its second view) are drawn from. */
export interface ReportSlot<Row, Reply extends ReportReply<Row>> {
  view: ReportView;
  read: ReportRead<Row, Reply>;
  reply: Reply | undefined;
  columns: readonly ReportColumn<Row>[];
  ctx: CellContext;
  names: ReportNames;
}
