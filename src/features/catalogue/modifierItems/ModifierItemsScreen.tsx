import { EntityScreen } from '@/components/entity/EntityScreen';
import { modifierItemsEntity } from './modifierItemsEntity';

/** Every modifier item of the business: the generic entity screen, filterable by modifier. */
export function ModifierItemsScreen() {
  return <EntityScreen config={modifierItemsEntity} />;
}
