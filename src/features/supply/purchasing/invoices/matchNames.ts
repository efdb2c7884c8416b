import type { MatchLine } from '@contract/purchasing';
import { displayName } from '@/components/entity/columns';

/**
 * A matched line's material as every other screen names it: the material on this device in the
 * user's language (`displayName`), else the name the server matched it under (a material this
 * device no longer holds).
 */
export function matchLineName(
  line: Pick<MatchLine, 'material_id' | 'name'>,
  material: Record<string, unknown> | undefined,
  lang: string,
): string {
  if (material) return displayName(material, lang);
  return line.name.trim() || '—';
}
