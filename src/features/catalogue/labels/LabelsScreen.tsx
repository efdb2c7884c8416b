import { EntityScreen } from '@/components/entity/EntityScreen';
import { labelsEntity } from './labelsEntity';

/** The product labels of the business: the generic entity screen, configured for labels. */
export function LabelsScreen() {
  return <EntityScreen config={labelsEntity} />;
}
