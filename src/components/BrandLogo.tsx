import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BrandMarkProps {
  /** Edge length in pixels. @default 32 */
  size?: number;
  /** Fill of the rounded square. @default the primary colour of the current preset */
  color?: string;
  /** Extra class, e.g. the splash's animation. */
  className?: string;
}

/** The Backhouse mark: a storehouse with its loading door, on a rounded square. */
export function BrandMark({
  size = 32,
  color = 'var(--mantine-primary-color-filled)',
  className,
}: BrandMarkProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="64" height="64" rx="15" fill={color} />
      <path
        d="M14 29.5 32 16l18 13.5V47a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3Z"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinejoin="round"
      />
      <path
        d="M24 50V37.5h16V50M24 43.5h16"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface BrandLogoProps {
  /** Edge length of the mark in pixels. @default 32 */
  size?: number;
  /** Show the product name beside the mark. @default true */
  withName?: boolean;
  /** Hide the name below this breakpoint (the mark stays). */
  nameVisibleFrom?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Colour of the name. @default inherit */
  c?: string;
}

/** The mark and the product name, as in the header and on the sign-in pages. */
export function BrandLogo({ size = 32, withName = true, nameVisibleFrom, c }: BrandLogoProps) {
  const { t } = useTranslation('common');
  return (
    <Group gap={10} wrap="nowrap" data-testid="brand-logo">
      <BrandMark size={size} />
      {withName ? (
        <Text
          component="span"
          fw={700}
          fz={size > 36 ? 'xl' : 'lg'}
          lh={1}
          visibleFrom={nameVisibleFrom}
          c={c}
          style={{ letterSpacing: '-0.01em' }}
        >
          {t('appName')}
        </Text>
      ) : null}
    </Group>
  );
}
