import { useEffect, type ReactNode } from 'react';
import { auditCalls, type AuditEntry, type AuditFilters } from '@contract/audit';
import { useCallRead } from '@/components/reports/useServerRead';
import { AUDIT_PAGE } from './data/calls';

/** A page of the log after the first, read from its cursor; says its own `next` when it has it. */
export function AuditMore({
  index,
  query,
  after,
  onNext,
  render,
}: {
  index: number;
  query: AuditFilters;
  after: string;
  onNext: (index: number, next: string | null) => void;
  render: (entries: readonly AuditEntry[]) => ReactNode;
}) {
  const page = useCallRead(auditCalls.log, { query: { ...query, limit: AUDIT_PAGE, after } });
  const next = page.data?.next;
  useEffect(() => {
    if (next !== undefined) onNext(index, next);
  }, [index, next, onNext]);
  return render(page.data?.items ?? []);
}
