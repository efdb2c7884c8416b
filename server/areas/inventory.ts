import type { FastifyInstance } from 'fastify';
import { registerCountRoutes } from '../inventory/counts/routes';
import { registerMaterialRoutes } from '../inventory/materials/routes';
import { registerRecipeRoutes } from '../inventory/recipes/routes';
import { registerCountSheetRoutes } from '../inventory/sheets/routes';
import { registerStockRoutes } from '../inventory/stock/routes';

/**
 * Inventory (issue 9): materials beyond the generic calls, recipes, the stock ledger, and counting
 * on several devices with its review and its sheets.
 */
export function inventoryArea(api: FastifyInstance): void {
  registerMaterialRoutes(api);
  registerRecipeRoutes(api);
  registerStockRoutes(api);
  registerCountRoutes(api);
  registerCountSheetRoutes(api);
}
