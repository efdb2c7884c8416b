import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../shared/data/local';
import classes from './appearance.module.css';
import { textOn } from './till';

interface TillTileProps {
  name: string;
  /** The price as the till writes it, or null for none. */
  price: string | null;
  color: string | null;
  imageUrl: string;
  /** The tile's colour when it has none of its own (its category's). */
  fallbackColor: string | null;
  pending: boolean;
  dragging: boolean;
}

/** One product button of the till: its picture, else its colour, with its name and price. */
export function TillTile({
  name,
  price,
  color,
  imageUrl,
  fallbackColor,
  pending,
  dragging,
}: TillTileProps) {
  const { t } = useTranslation('entity');
  const image = useImageUrl(imageUrl || null);
  const background = color ?? fallbackColor ?? '#eceff1';
  const light = image ? true : textOn(background) === 'light';
  return (
    <div
      className={classes.tile}
      style={{
        background,
        color: light ? '#fff' : '#1a1b1e',
        boxShadow: dragging ? 'var(--mantine-shadow-xl)' : undefined,
        transform: dragging ? 'scale(1.04)' : undefined,
      }}
      data-testid="till-tile"
    >
      {image ? (
        <>
          <img src={image} alt="" className={classes.tileImage} draggable={false} />
          <div className={classes.tileShade} />
        </>
      ) : null}
      {pending ? (
        <Badge className={classes.pending} size="xs" color="orange" variant="filled">
          {t('list.pending')}
        </Badge>
      ) : null}
      <div className={classes.tileText}>
        <span className={classes.tileName}>
          <bdi>{name}</bdi>
        </span>
        {price ? <span className={classes.tilePrice}>{price}</span> : null}
      </div>
    </div>
  );
}
