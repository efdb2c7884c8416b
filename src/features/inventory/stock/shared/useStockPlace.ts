import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';

export interface StockPlace {
  /** The active location: every stock read and write is for it. */
  locationId: string | null;
  /** May see stock, values and costs (`inventory.costs`); without it the user counts blind. */
  costs: boolean;
  /** May receive, waste and adjust stock (`inventory.write`). */
  write: boolean;
}

/** Where the stock screens look, and what the user may see and do there. */
export function useStockPlace(): StockPlace {
  const grant = useGrant();
  const { locationId } = useActiveLocation();
  return {
    locationId,
    costs: grant !== null && can(grant, 'inventory.costs'),
    write: grant !== null && can(grant, 'inventory.write'),
  };
}
