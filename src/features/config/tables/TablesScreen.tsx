import { EntityScreen } from '@/components/entity/EntityScreen';
import { tablesEntity } from './tablesEntity';

/** The tables of the location: the generic entity screen, configured for tables. */
export function TablesScreen() {
  return <EntityScreen config={tablesEntity} />;
}
