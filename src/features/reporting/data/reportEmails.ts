import {
  reportEmailCalls,
  type ReportEmail,
  type ReportEmailSubscription,
  type ReportEmailSubscriptionBody,
} from '@contract/reportEmails';
import { useMemo } from 'react';
import { useCallRead } from '@/components/reports/useServerRead';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';

/** How many sends the Emails tab lists on a page. */
export const EMAILS_PAGE_SIZE = 50;

/** One page of the report emails sent, with the caller's choice of reports; kept for offline. */
export const useReportEmails = (page: number) =>
  useCallRead(reportEmailCalls.list, { query: { page, limit: EMAILS_PAGE_SIZE } });

export interface ReportEmailActions {
  /** Sets which of their reports the caller gets; answers the choice as the server now holds it. */
  subscribe: (body: ReportEmailSubscriptionBody) => Promise<ReportEmailSubscription>;
  /** Sends yesterday's daily report to the caller now; answers the send as recorded. */
  sendTest: () => Promise<ReportEmail>;
}

/** The caller's report email calls, made online only (see `SubscriptionCard`). */
export function useReportEmailActions(): ReportEmailActions {
  const { api } = useBackhouse();
  return useMemo(
    () => ({
      subscribe: (body) => callServer(api, reportEmailCalls.subscribe, { body }),
      sendTest: () => callServer(api, reportEmailCalls.sendTest, {}),
    }),
    [api],
  );
}
