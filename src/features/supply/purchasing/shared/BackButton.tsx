import { Button, useDirection } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';

/** "Back to the list" above a detail's title; the arrow points back in either direction. */
export function BackButton({
  label,
  onClick,
  ...rest
}: {
  label: string;
  onClick: () => void;
  'data-testid'?: string;
}) {
  const { dir } = useDirection();
  return (
    <Button
      variant="subtle"
      leftSection={
        <IconArrowBack size={16} style={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />
      }
      onClick={onClick}
      px={0}
      style={{ alignSelf: 'flex-start' }}
      data-testid={rest['data-testid']}
    >
      {label}
    </Button>
  );
}
