import { useEffect, type ReactNode } from 'react';
import type { AuditEntry, AuditReply } from '@contract/audit';
import { useServerRead } from '@/components/reports/useServerRead';
import type { ReadQuery } from '@/data/serverRead';
import { AUDIT_PAGE, AUDIT_PATH } from './calls';

/** A page of the log after the first, read from its cursor; says its own `next` when it has it. */
export function AuditMore({
  index,
  query,
  after,
  onNext,
  render,
}: {
  index: number;
  query: ReadQuery;
  after: string;
  onNext: (index: number, next: string | null) => void;
  render: (entries: readonly AuditEntry[]) => ReactNode;
}) {
  const page = useServerRead<AuditReply>(AUDIT_PATH, { ...query, limit: AUDIT_PAGE, after });
  const next = page.data?.next;
  useEffect(() => {
    if (next !== undefined) onNext(index, next);
  }, [index, next, onNext]);
  return render(page.data?.items ?? []);
}
