import { EntityScreen } from '@/components/entity/EntityScreen';
import { channelsEntity } from './channelsEntity';

/** The sales channels of the business: the generic entity screen, configured for channels. */
export function ChannelsScreen() {
  return <EntityScreen config={channelsEntity} />;
}
