import { EntityScreen } from '@/components/entity/EntityScreen';
import { locationsEntity } from './locationsEntity';

/** The locations of the business: the generic entity screen, configured for locations. */
export function LocationsScreen() {
  return <EntityScreen config={locationsEntity} />;
}
