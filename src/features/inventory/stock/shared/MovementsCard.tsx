import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MovementReply } from '@contract/stock';
import type { MoneyFormat } from '@/lib/money';
import type { Materials } from '../data/materials';
import { MovementTable } from './MovementTable';
import { Pager } from '@/components/list/Pager';

/** One page of a movement list (the ledger, wastage) in a card, with the pages under it. */
export function MovementsCard({
  reply,
  page,
  limit,
  onPage,
  materials,
  money,
  header,
  ...rest
}: {
  reply: MovementReply;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  materials: Materials;
  money: MoneyFormat;
  /** Above the table (the totals of the movements found). */
  header?: ReactNode;
  /** Of the table. */
  'data-testid'?: string;
}) {
  return (
    <Card withBorder radius="md" padding="xs">
      {header}
      <MovementTable
        rows={reply.data}
        materials={materials}
        money={money}
        data-testid={rest['data-testid']}
      />
      <Pager
        page={page}
        limit={limit}
        total={reply.pagination.total}
        onPage={onPage}
        hideWhenEmpty
      />
    </Card>
  );
}
