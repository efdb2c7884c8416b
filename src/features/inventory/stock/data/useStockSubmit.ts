import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocal } from '@/data/react';
import type { LocalWriter } from '@/data/writes';
import { useAction } from '@/shared/useAction';

/** A line of a stock form as it is typed: a material, a quantity, and the unit it is in. */
export interface StockLine {
  key: string;
  material_id: string | null;
  quantity: number | '';
  /** '' for the base unit, else the name of one of the material's packs. */
  pack: string;
}

/** A posting's note as its body takes it: left out when nothing but spaces was typed. */
export const noteOf = (note: string): { note?: string } =>
  note.trim() ? { note: note.trim() } : {};

/**
 * Sending a stock form: the posting is queued on the device (it works offline and is sent once when
 * the network is back), the user is told so, and the form is cleared. A posting that could not even
 * be stored on the device says so instead, and the form keeps what was typed.
 */
export function useStockSubmit() {
  const { t } = useTranslation('stock');
  const local = useLocal();
  const action = useAction(
    async (
      writer: LocalWriter,
      what: string,
      queue: (writer: LocalWriter) => Promise<unknown>,
      queued: string,
    ) => {
      await queue(writer).catch((cause: unknown) => {
        console.warn(`[stock] ${what} not queued`, cause);
        throw cause;
      });
      return queued;
    },
    { failed: t('receive.failed'), done: (queued) => queued },
  );

  const submit = async (
    what: string,
    queue: (writer: LocalWriter) => Promise<unknown>,
    queued: string,
    clear: () => void,
  ) => {
    if (!local) return;
    if ((await action.run(local.writer, what, queue, queued)) !== undefined) clear();
  };

  return { busy: action.busy, submit };
}

/**
 * A stock form of several lines and a note (stock received, wastage). Sending reads the lines: one
 * half filled in is marked, a form with no line at all says so on its first line, and nothing is
 * queued until every line is right.
 */
export function useStockLines<L extends StockLine>(newLine: (previous?: L) => L) {
  const { t } = useTranslation('stock');
  const { busy, submit } = useStockSubmit();
  const [lines, setLines] = useState<L[]>(() => [newLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');

  const change = (next: L) => setLines((all) => all.map((l) => (l.key === next.key ? next : l)));
  const add = () => setLines((all) => [...all, newLine(all.at(-1))]);
  const removeOf = (key: string) =>
    lines.length > 1 ? () => setLines((all) => all.filter((l) => l.key !== key)) : null;

  /** The lines as the server takes them (`toBody` gives null for one not filled in), or null. */
  const collect = <B>(toBody: (line: L) => B | null): B[] | null => {
    const found: Record<string, string> = {};
    const body = lines.flatMap((line) => {
      const converted = toBody(line);
      const touched = line.material_id !== null || line.quantity !== '';
      if (converted === null && touched) found[line.key] = t('receive.lineIncomplete');
      return converted === null ? [] : [converted];
    });
    if (body.length === 0 && Object.keys(found).length === 0)
      found[lines[0]!.key] = t('receive.noLines');
    setErrors(found);
    return Object.keys(found).length > 0 ? null : body;
  };

  /**
   * Queues the lines (`queue` gets them as `toBody` made them, and the note), says `queued(count)`
   * and clears the lines, the note and what `clearMore` clears.
   */
  const send = async <B>(
    what: string,
    toBody: (line: L) => B | null,
    queue: (writer: LocalWriter, body: B[], note: { note?: string }) => Promise<unknown>,
    queued: (count: number) => string,
    clearMore?: () => void,
  ) => {
    const body = collect(toBody);
    if (!body) return;
    await submit(
      what,
      (writer) => queue(writer, body, noteOf(note)),
      queued(body.length),
      () => {
        setLines([newLine()]);
        setNote('');
        clearMore?.();
      },
    );
  };

  return { lines, errors, note, setNote, change, add, removeOf, busy, send };
}

/** What a line row needs of its form. */
export type StockLines<L extends StockLine> = Pick<
  ReturnType<typeof useStockLines<L>>,
  'lines' | 'errors' | 'change' | 'removeOf'
>;
