import { EntityScreen } from '@/components/entity/EntityScreen';
import { groupsEntity } from './groupsEntity';

/** The product groups of the business: the generic entity screen, configured for groups. */
export function GroupsScreen() {
  return <EntityScreen config={groupsEntity} />;
}
