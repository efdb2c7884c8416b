import { EntityScreen } from '@/components/entity/EntityScreen';
import { dealsEntity } from './dealsEntity';

/** The deals of the business: the generic entity screen with the combo editor. */
export function DealsScreen() {
  return <EntityScreen config={dealsEntity} />;
}
