import { moduleOf } from '@contract/access';
import { hashPassword } from '../../auth/passwords';
import { insertUser } from '../../auth/users';
import type { DatabaseHandle } from '../../db/database';

export {
  decodeWords,
  parseMessage,
  startTestSmtp,
  type ReceivedEmail,
  type TestSmtp,
} from './testSmtp';

/** A user of one location with the reports they get switched on; `reporting.read` unless told. */
export async function addReportUser(
  database: DatabaseHandle,
  user: {
    customerId: string;
    email: string;
    locationId: string;
    permissions?: string[];
    reports: { daily?: boolean; weekly?: boolean; monthly?: boolean };
  },
): Promise<string> {
  return insertUser(database.db, database.dialect, {
    customerId: user.customerId,
    username: user.email,
    email: user.email,
    passwordHash: await hashPassword('report-pass-1'),
    roleId: null,
    locationId: user.locationId,
    allowLocations: [user.locationId],
    isAdmin: false,
    modules: [moduleOf.reporting],
    permissions: user.permissions ?? ['reporting.read'],
    profile: {
      is_daily_report: user.reports.daily ?? false,
      is_weekly_report: user.reports.weekly ?? false,
      is_monthly_report: user.reports.monthly ?? false,
    },
  });
}
