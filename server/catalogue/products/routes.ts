import type { FastifyInstance } from 'fastify';
import { registerProductDeleteAllRoutes } from './deleteAll';
import { registerImportProductRoutes } from './import';
import { registerProductReadRoutes } from './reads';
import { registerProductWriteRoutes } from './writes';

/**
 * The catalogue's product calls beyond the generic `/products` resource (SPEC section 7),
 * declared in contract/catalogueCalls.ts (`productCalls`, and the categories' twins in
 * `categoryCalls`): reads, the list's writes, delete-all and its undo, and the import.
 */
export async function registerProductRoutes(app: FastifyInstance): Promise<void> {
  registerProductReadRoutes(app);
  registerProductWriteRoutes(app);
  registerProductDeleteAllRoutes(app);
  await registerImportProductRoutes(app);
}
