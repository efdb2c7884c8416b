import { EntityScreen } from '@/components/entity/EntityScreen';
import { dealsEntity } from './dealsEntity';
import { useActiveMoney } from '@/shared/location/useMoney';

/** The deals of the business: the generic entity screen with the combo editor. */
export function DealsScreen() {
  const money = useActiveMoney();
  return <EntityScreen config={dealsEntity} money={money} />;
}
