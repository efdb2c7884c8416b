/**
 * The floor of the offline start: a bare Vite + Mantine + Dexie page (the yardstick) that
 * shows a list of brands from its local store, installed by a service worker that keeps every file
 * it served. The first visit, online, stores the rows; an offline visit reads them back.
 */
import '@mantine/core/styles.css';
import { MantineProvider, Table } from '@mantine/core';
import Dexie, { type EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { createRoot } from 'react-dom/client';

interface Brand {
  id: string;
  name: string;
}
const db = new Dexie('floor') as Dexie & { brands: EntityTable<Brand, 'id'> };
db.version(1).stores({ brands: 'id, name' });

function Brands() {
  const brands = useLiveQuery(() => db.brands.orderBy('name').toArray(), []);
  return (
    <Table>
      <Table.Tbody>
        {brands?.map((brand) => (
          <Table.Tr key={brand.id} data-testid="entity-row">
            <Table.Td>{brand.name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

if ((await db.brands.count()) === 0) {
  await db.brands.bulkPut([
    { id: '1', name: 'Burger Lab' },
    { id: '2', name: 'Green Bowl' },
  ]);
}
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <Brands />
  </MantineProvider>,
);
void navigator.serviceWorker?.register('/sw.js');
