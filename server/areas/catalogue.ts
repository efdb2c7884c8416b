import type { FastifyInstance } from 'fastify';
import { registerMatchByNameRoutes } from '../catalogue/matchByName/routes';
import { registerProductRoutes } from '../catalogue/products/routes';
import { registerUploadRoutes } from '../uploads/routes';

/** The catalogue's calls beyond the generic ones (SPEC section 7), and the uploaded files. */
export async function catalogueArea(api: FastifyInstance): Promise<void> {
  await registerProductRoutes(api);
  registerMatchByNameRoutes(api);
  await registerUploadRoutes(api);
}
