import { useState } from 'react';
import { can } from '@contract/access';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useListPage } from '@/components/list/useListPage';
import { useListSort } from '../../shared/useListSort';
import { useWhen } from '../../shared/useWhen';
import { usePlaces } from '../data/documentReads';
import { useTransferWriter } from '../data/documentWrites';
import { listSorts } from './listQuery';
import { useMaterialNames } from '../data/materials';

/**
 * What a list of the active location's requests or transfers works with: the places and materials
 * it names, the writer, who may write, and the search, sort, page and open document of the list.
 */
export function useDocumentScreen() {
  const grant = useGrant();
  const { locationId } = useActiveLocation();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  return {
    locationId,
    places: usePlaces(locationId),
    materials: useMaterialNames(),
    writer: useTransferWriter(),
    when: useWhen(),
    mayWrite: grant !== null && can(grant, 'inventory.write'),
    search,
    setSearch,
    sort: useListSort('transfers', listSorts, 'newest', 190),
    ...useListPage(),
    openId,
    setOpenId,
  };
}
