import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PermissionInfo } from '@contract/replies';

/**
 * A permission as people read it: what it allows in their language (a business's own permissions
 * carry the description it wrote), with its key underneath for whoever sets up the till.
 */
export function PermissionLabel({
  permission,
}: {
  permission: Pick<PermissionInfo, 'key' | 'description' | 'built_in'>;
}) {
  const { t } = useTranslation('people-users');
  const text = permission.built_in
    ? t(`permissionNames.${permission.key}`, { defaultValue: permission.description })
    : permission.description;
  return (
    <Stack gap={0}>
      <Text size="sm" dir="auto">
        {text}
      </Text>
      <Code dir="ltr" fz="xs" style={{ alignSelf: 'flex-start' }}>
        {permission.key}
      </Code>
    </Stack>
  );
}
