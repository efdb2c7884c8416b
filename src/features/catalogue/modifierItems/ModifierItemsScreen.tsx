import { EntityScreen } from '@/components/entity/EntityScreen';
import { modifierItemsEntity } from './modifierItemsEntity';
import { useActiveMoney } from '@/shared/location/useMoney';

/** Every modifier item of the business: the generic entity screen, filterable by modifier. */
export function ModifierItemsScreen() {
  const money = useActiveMoney();
  return <EntityScreen config={modifierItemsEntity} money={money} />;
}
