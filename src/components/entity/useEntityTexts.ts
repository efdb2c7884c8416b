import type { ResourceKey } from '@contract/registry';
import type { FieldMessage } from '@contract/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from './import-plan';

const metaFields = new Set(['id', 'updated_at', 'created_at', 'version', 'location_id']);

/**
 * Every text an entity screen shows, from the `entity` namespace (the generic screen) and the
 * `resources` namespace (names of resources, fields and enum values, shared by every screen).
 * `names` is the key of the screen's own names when they are not the resource's (add-ons).
 */
export function useEntityTexts(resource: ResourceKey, names: string = resource) {
  const { t, i18n } = useTranslation(['entity', 'resources', 'validation']);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const field = (key: string) =>
      metaFields.has(key) ? t(`resources:meta.${key}`) : t(`resources:${resource}.fields.${key}`);
    /** A path such as `name_localized.de` or `groups.0.min`, in words. */
    const path = (p: string) => {
      const [head = '', ...rest] = p.split('.');
      if (head === '_' || head === '') return '';
      const item = rest.find((s) => !/^\d+$/.test(s));
      const index = rest.find((s) => /^\d+$/.test(s));
      if (item && index !== undefined)
        return `${field(head)} ${Number(index) + 1}: ${t(`resources:${resource}.itemFields.${head}.${item}`)}`;
      return rest.length ? `${field(head)} (${rest.join('.')})` : field(head);
    };
    const message = (m: FieldMessage) => t(`validation:${m.code}`, m.params);
    return {
      t,
      lang,
      one: t(`resources:${names}.one`),
      other: t(`resources:${names}.other`),
      /** "New brand": the add button and the title of the empty form. */
      newOne: t(`resources:${names}.new`),
      /** "No brands yet". */
      none: t(`resources:${names}.empty`),
      field,
      path,
      itemField: (list: string, key: string) =>
        t(`resources:${resource}.itemFields.${list}.${key}`),
      enumLabel: (key: string, value: string) =>
        t(`resources:${resource}.values.${key}.${value}`, { defaultValue: value }),
      message,
      problem: (p: ImportProblem) =>
        p.ns === 'validation'
          ? message({ code: p.code, params: p.params })
          : t(`entity:import.problems.${p.code}`, p.params),
    };
  }, [t, lang, resource, names]);
}

export type EntityTexts = ReturnType<typeof useEntityTexts>;
