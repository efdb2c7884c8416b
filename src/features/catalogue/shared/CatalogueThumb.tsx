import { Box, Image } from '@mantine/core';
import { useImageUrl } from '@/data/live';

interface CatalogueThumbProps {
  /** The image's URL (`local:` while it waits to upload), if any. */
  imageUrl?: unknown;
  /** The entry's colour, shown when it has no image. */
  color?: unknown;
  /** The entry's name: its first letter stands in when there is neither. */
  name: string;
  /** Side in px. @default 40 */
  size?: number;
}

/** A small square of a category or product: its image, else its colour with its initial. */
export function CatalogueThumb({ imageUrl, color, name, size = 40 }: CatalogueThumbProps) {
  const url = useImageUrl(typeof imageUrl === 'string' && imageUrl ? imageUrl : null);
  const background = typeof color === 'string' && color ? color : 'var(--mantine-color-gray-4)';
  return (
    <Box
      w={size}
      h={size}
      aria-hidden
      style={{
        flex: '0 0 auto',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        background,
        color: 'white',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: size * 0.42,
        textShadow: '0 1px 2px rgb(0 0 0 / 35%)',
      }}
    >
      {url ? (
        <Image src={url} alt="" w={size} h={size} fit="cover" />
      ) : (
        name.trim().charAt(0).toUpperCase()
      )}
    </Box>
  );
}
