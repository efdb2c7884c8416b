import { Box } from '@mantine/core';
import { memo } from 'react';
import { LOCAL_IMAGE_PREFIX, useImageUrl } from './data/local';

interface CatalogueThumbProps {
  /** The image's URL (`local:<entry>` while it waits to upload), if any. */
  imageUrl?: unknown;
  /** The entry's colour, shown when it has no image. */
  color?: unknown;
  /** The entry's name: its first letter stands in when there is neither. */
  name: string;
  /** Side in px. @default 40 */
  size?: number;
}

interface FrameProps {
  src: string | null;
  color: unknown;
  name: string;
  size: number;
}

function Frame({ src, color, name, size }: FrameProps) {
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
      {src ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          style={{ objectFit: 'cover', display: 'block' }}
        />
      ) : (
        name.trim().charAt(0).toUpperCase()
      )}
    </Box>
  );
}

/** An image not uploaded yet: the only kind that reads the local store (its file in the outbox). */
function LocalFrame(props: Omit<FrameProps, 'src'> & { url: string }) {
  return <Frame {...props} src={useImageUrl(props.url)} />;
}

/**
 * A small square of a category or product: its image, else its colour with its initial. The browser
 * loads images lazily, and only images still waiting on this device read the local store, so a page
 * of rows adds no per-row queries.
 */
export const CatalogueThumb = memo(function CatalogueThumb({
  imageUrl,
  color,
  name,
  size = 40,
}: CatalogueThumbProps) {
  const url = typeof imageUrl === 'string' && imageUrl ? imageUrl : null;
  if (url?.startsWith(LOCAL_IMAGE_PREFIX))
    return <LocalFrame url={url} color={color} name={name} size={size} />;
  return <Frame src={url} color={color} name={name} size={size} />;
});
