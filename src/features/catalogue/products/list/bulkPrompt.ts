import type { PriceChange } from '../bulkChanges';

/** What each bulk action asks the user before it changes the selected products. */
export interface BulkAnswers {
  category: { categoryId: string | null };
  taxGroup: { taxGroupId: string | null };
  price: PriceChange;
  labels: { mode: 'add' | 'remove'; labelIds: string[] };
  availability: { locationIds: string[]; available: boolean };
}
export type BulkQuestion = keyof BulkAnswers;

/** Asks one question about `count` selected products; null when the user cancels. */
export type AskBulk = <K extends BulkQuestion>(
  question: K,
  count: number,
) => Promise<BulkAnswers[K] | null>;

/** A question waiting for its answer, as the dialog receives it. */
export interface BulkRequest {
  question: BulkQuestion;
  count: number;
  answer: (value: BulkAnswers[BulkQuestion] | null) => void;
}
