import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { resources } from '@contract/registry';
import { stockCalls, type PhysicalBody, type ReceiptBody, type WastageBody } from '@contract/stock';
import { queuedCall } from '@/data/calls';
import { postingOf, type PendingPosting } from '@/data/queuedStock';
import { useLocal } from '@/data/react';
import { callReadKey } from '@/data/serverRead';
import type { LocalWriter } from '@/data/writes';

/**
 * Stock postings go through the outbox like every other write, so they are kept on the device and
 * sent once when the network is back. The ledger is on the server (no local row changes); each
 * posting is queued under its own client-made id, which the server takes as the document id, so a
 * resend can never post it twice. Which entry is which posting is read in src/data/queuedStock.ts,
 * which also reads the queued postings into stock on hand.
 */
export { postingOf, type PendingPosting };

export async function queueReceipt(
  writer: LocalWriter,
  loc: string,
  body: Omit<ReceiptBody, 'id'>,
): Promise<string> {
  const id = uuidv7();
  await writer.call(resources.materials, {
    ...queuedCall(stockCalls.receive, { query: { loc }, body: { ...body, id } }),
    changes: [],
    rowId: id,
  });
  return id;
}

export async function queueAdjustment(
  writer: LocalWriter,
  loc: string,
  materialId: string,
  body: Omit<PhysicalBody, 'id'>,
): Promise<string> {
  const id = uuidv7();
  await writer.call(resources.materials, {
    ...queuedCall(stockCalls.physical, {
      params: { materialId },
      query: { loc },
      body: { ...body, id },
    }),
    changes: [],
    rowId: id,
  });
  return id;
}

export async function queueWastage(
  writer: LocalWriter,
  loc: string,
  body: Omit<WastageBody, 'id'>,
): Promise<string> {
  const id = uuidv7();
  await writer.call(resources.materials, {
    ...queuedCall(stockCalls.wastage, { query: { loc }, body: { ...body, id } }),
    changes: [],
    rowId: id,
  });
  return id;
}

/** The server reads a posting changes: stock, movements, wastage, the overview. */
const stockReadPaths = [
  stockCalls.onHand,
  stockCalls.movements,
  stockCalls.wastageList,
  stockCalls.overview,
].map((read) => callReadKey(read)[1]);
const materialMovements = new RegExp(
  `^${stockCalls.materialMovements.path.replace(':materialId', '[^/]+')}$`,
);
const isStockRead = (key: readonly unknown[]) =>
  key[0] === 'server-read' &&
  typeof key[1] === 'string' &&
  (stockReadPaths.includes(key[1]) || materialMovements.test(key[1]));

/**
 * Postings of the active location still in the outbox, oldest first; they show as pending. When one
 * leaves the outbox (the server has it), the stock figures on screen are read again.
 */
export function usePendingPostings(loc: string | null): PendingPosting[] {
  const local = useLocal();
  const queryClient = useQueryClient();
  const postings =
    useLiveQuery(
      async () => {
        if (!local || !loc) return [];
        // The outbox is short (what has not reached the server yet): a scan is cheap.
        const entries = await local.db.outbox.filter((e) => e.collection === 'materials').toArray();
        return entries.flatMap((e) => postingOf(e, loc) ?? []);
      },
      [local, loc],
      [],
    ) ?? [];
  const sending = postings.filter((p) => p.status === 'pending').length;
  const before = useRef(sending);
  useEffect(() => {
    if (sending < before.current) {
      void queryClient.invalidateQueries({ predicate: (q) => isStockRead(q.queryKey) });
    }
    before.current = sending;
  }, [sending, queryClient]);
  return postings;
}
