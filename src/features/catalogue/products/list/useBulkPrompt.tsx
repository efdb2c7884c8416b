import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { AskBulk, BulkAnswers, BulkQuestion, BulkRequest } from './bulkPrompt';

const BulkPromptDialog = lazy(() =>
  import('./BulkPromptDialog').then((m) => ({ default: m.BulkPromptDialog })),
);

/**
 * Lets a bulk action (plain data, run by the generic list) ask the user for its input: `ask` opens
 * the dialog and resolves with the answer, or null when the dialog is cancelled. Render `dialog`.
 */
export function useBulkPrompt(): { ask: AskBulk; dialog: ReactNode } {
  const [request, setRequest] = useState<BulkRequest | null>(null);
  const ask = useCallback<AskBulk>(
    <K extends BulkQuestion>(question: K, count: number) =>
      new Promise<BulkAnswers[K] | null>((resolve) => {
        setRequest({
          question,
          count,
          answer: (value) => {
            setRequest(null);
            resolve(value as BulkAnswers[K] | null);
          },
        });
      }),
    [],
  );
  const dialog = request ? (
    <Suspense fallback={null}>
      <BulkPromptDialog request={request} />
    </Suspense>
  ) : null;
  return { ask, dialog };
}
