import type { MenuClass } from '@contract/reports';
import { Badge, Text } from '@mantine/core';
import { IconDog, IconPuzzle, IconStar, IconTractor } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMPTY_CELL } from '../frame/format';

/** Each class's colour and sign, the same on the badge, the quadrant and its legend. */
export const menuClassLook: Record<MenuClass, { color: string; icon: typeof IconStar }> = {
  star: { color: 'yellow', icon: IconStar },
  plowhorse: { color: 'blue', icon: IconTractor },
  puzzle: { color: 'grape', icon: IconPuzzle },
  dog: { color: 'gray', icon: IconDog },
};

/**
 * A product's menu engineering class (Kasavana and Smith), never in colour alone: its sign and
 * its name say it too. A dash for what was not classified (no recipe cost, a modifier).
 */
export function MenuClassBadge({ menuClass }: { menuClass: MenuClass | null }) {
  const { t } = useTranslation('reporting');
  if (!menuClass) {
    return (
      <Text span c="dimmed">
        {EMPTY_CELL}
      </Text>
    );
  }
  const { color, icon: Icon } = menuClassLook[menuClass];
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<Icon size={13} aria-hidden />}
      // A class's name is short: it shows whole, never cut to an ellipsis by a narrow column.
      styles={{ root: { overflow: 'visible', maxWidth: 'none' }, label: { overflow: 'visible' } }}
      data-testid="menu-class"
      data-class={menuClass}
    >
      {t(`menuClass.${menuClass}`)}
    </Badge>
  );
}
