import { EntityScreen } from '@/components/entity/EntityScreen';
import { menusEntity } from './menusEntity';

/** The menus of the business: the generic entity screen with the menu's schedule editor. */
export function MenusScreen() {
  return <EntityScreen config={menusEntity} />;
}
