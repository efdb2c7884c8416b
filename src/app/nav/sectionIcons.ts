import {
  IconBuildingWarehouse,
  IconCalendarTime,
  IconChartBar,
  IconClipboardList,
  IconLayoutDashboard,
  IconRefresh,
  IconSettings,
  IconToolsKitchen2,
  IconTruckDelivery,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { NavSection } from './navMeta';

/** The icon of each section, shown on the top menu bar. */
export const sectionIcons: Record<NavSection, Icon> = {
  dashboard: IconLayoutDashboard,
  catalogue: IconToolsKitchen2,
  inventory: IconBuildingWarehouse,
  suppliers: IconTruckDelivery,
  orders: IconClipboardList,
  reporting: IconChartBar,
  settings: IconSettings,
  people: IconUsersGroup,
  attendance: IconCalendarTime,
  sync: IconRefresh,
};
