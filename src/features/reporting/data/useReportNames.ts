import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/components/entity/columns';
import { useCallRead } from '@/components/reports/useServerRead';
import type { LocalRow } from '@/data/db';
import { useRows } from '@/data/live';
import type { RefCollection } from '../frame/definition';

type Named = ReadonlyArray<{ id: string; name: string }>;

/** A name to choose in a filter. */
export interface NamedOption {
  id: string;
  name: string;
}

export interface ReportNames {
  /** The name of a row in the screen's language, or null when the device does not know it. */
  name: (collection: RefCollection, id: string) => string | null;
  /** What a filter of this collection offers, by name. */
  options: (collection: RefCollection) => readonly NamedOption[];
}

const live = (rows: readonly LocalRow[] | undefined) => (rows ?? []).filter((r) => !r.deleted_at);

/**
 * Names of what reports refer to, from the device's own copy of the catalogue, the inventory and
 * the configuration (so a report opened offline still names its rows, in the user's language).
 * Users are not kept on the device: their names, and those of rows the user's device does not
 * hold, come from the server's filter options, which are kept for offline use like the reports.
 */
export function useReportNames(loc: string | undefined): ReportNames {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const fromServer = useCallRead(salesAnalysisCalls.filterOptions, { query: { loc } });
  const locations = useRows('locations');
  const channels = useRows('channels');
  const orderTypes = useRows('orderTypes');
  const paymentMethods = useRows('paymentMethods');
  const categories = useRows('categories');
  const products = useRows('products');
  const modifierItems = useRows('modifierItems');
  const materials = useRows('materials');
  const materialCategories = useRows('materialCategories');
  const server = fromServer.data;

  const lists = useMemo(() => {
    const named = (rows: readonly LocalRow[] | undefined, fallback: Named | undefined) => {
      const byId = new Map<string, string>((fallback ?? []).map((n) => [n.id, n.name]));
      for (const row of live(rows)) byId.set(row.id, displayName(row, lang));
      return byId;
    };
    return new Map<RefCollection, Map<string, string>>([
      ['locations', named(locations, server?.locations)],
      ['channels', named(channels, server?.channels)],
      ['orderTypes', named(orderTypes, server?.order_types)],
      ['paymentMethods', named(paymentMethods, server?.payment_methods)],
      ['categories', named(categories, server?.categories)],
      ['products', named(products, undefined)],
      ['modifierItems', named(modifierItems, undefined)],
      ['materials', named(materials, undefined)],
      ['materialCategories', named(materialCategories, undefined)],
      ['users', named(undefined, server?.cashiers)],
    ]);
  }, [
    lang,
    server,
    locations,
    channels,
    orderTypes,
    paymentMethods,
    categories,
    products,
    modifierItems,
    materials,
    materialCategories,
  ]);

  const name = useCallback(
    (collection: RefCollection, id: string) => lists.get(collection)?.get(id) ?? null,
    [lists],
  );
  const options = useCallback(
    (collection: RefCollection) => {
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      return [...(lists.get(collection) ?? new Map<string, string>())]
        .map(([id, label]) => ({ id, name: label }))
        .sort((a, b) => collator.compare(a.name, b.name));
    },
    [lists, lang],
  );
  return { name, options };
}
