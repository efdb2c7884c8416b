import { Box } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { memo } from 'react';
import { LOCAL_IMAGE_PREFIX } from '@/data/db';
import { useImageUrl } from '@/data/live';

interface ProductThumbProps {
  /** The product's `image_url`: a server URL, `local:<entry>` for one not uploaded yet, or blank. */
  url: string | null | undefined;
  /** The product's colour, behind the placeholder when it has no image. */
  color?: string | null;
  size?: number;
}

function Frame({ size, color, src }: { size: number; color?: string | null; src: string | null }) {
  return (
    <Box
      w={size}
      h={size}
      style={{
        flex: '0 0 auto',
        borderRadius: 6,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        background: src ? undefined : (color ?? 'var(--mantine-color-default-hover)'),
        border: '1px solid var(--mantine-color-default-border)',
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
        <IconPackage
          size={size * 0.5}
          stroke={1.3}
          color={color ? 'white' : undefined}
          aria-hidden
        />
      )}
    </Box>
  );
}

/** An image not uploaded yet: the only kind that reads the local store (its file in the outbox). */
function LocalThumb(props: Required<Pick<ProductThumbProps, 'size'>> & ProductThumbProps) {
  const src = useImageUrl(props.url);
  return <Frame size={props.size} color={props.color} src={src} />;
}

/**
 * A product's thumbnail for lists: the browser loads it lazily, and only images still waiting on this
 * device cost a read of the local store, so a page of rows adds no per-row queries.
 */
export const ProductThumb = memo(function ProductThumb({
  url,
  color,
  size = 36,
}: ProductThumbProps) {
  if (url?.startsWith(LOCAL_IMAGE_PREFIX))
    return <LocalThumb url={url} color={color} size={size} />;
  return <Frame size={size} color={color} src={url || null} />;
});
