import { EntityScreen } from '@/components/entity/EntityScreen';
import { brandsEntity } from './brandsEntity';

/** The brands of the business: the generic entity screen, configured for brands. */
export function BrandsScreen() {
  return <EntityScreen config={brandsEntity} />;
}
