import {
  extractProductsReply,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  productCalls,
} from '@contract/catalogueCalls';
import { resources } from '@contract/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { errorResponses } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { registerUploadScope, uploadBody } from '../../plugins/uploads';
import { requireEveryLocation } from '../../resources/access';
import { mapHeaders, rowValues } from '../../resources/importCells';
import {
  loadImportContext,
  lookupIn,
  planImport,
  writeImport,
  type PlannedRow,
} from '../../resources/productImport';
import { readSpreadsheet } from '../../resources/spreadsheet';

/** 50,000 rows of product fields as JSON: well under this. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** A plan as the preview shows it: without the rows it would write. */
const previewOf = (plan: readonly PlannedRow[]) => plan.map(({ next: _next, ...row }) => row);

/**
 * Product imports (SPEC section 7, "Imports and uploads"): `extract-products` reads an .xlsx or .csv
 * file and says what each row would do without writing anything; `import-products` writes the good
 * rows of the same plan in one transaction and reports the others by row. The import is declared
 * (`productCalls.import`); the preview takes a multipart file, so it is a route of its own under
 * the import's path.
 */
export async function registerImportProductRoutes(app: FastifyInstance): Promise<void> {
  serveCall(
    app,
    productCalls.import,
    async (request, reply) => {
      const auth = signedIn(request);
      const input = request.body.rows.map(({ row_number: rowNumber, ...values }, i) => ({
        rowNumber: rowNumber ?? i + 2,
        values,
      }));
      const result = await commitWrite(request, async (trx) => {
        await requireEveryLocation(
          trx,
          auth,
          'import products (they are shared by every location)',
        );
        const context = await loadImportContext(trx, auth.customerId);
        const plan = await planImport(trx, context, input);
        return {
          status: 200,
          body: await writeImport(trx, request.server.database.dialect, plan),
        };
      });
      return sendWrite(reply, result);
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  // A multipart body is read by the upload scope before validation; a declared call's body is JSON.
  await registerUploadScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${productCalls.import.path}/extract-products`,
      {
        schema: {
          tags: [productCalls.import.tag],
          summary: `Read an .xlsx or .csv file of products (at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows): what each row would create or update, or why it cannot`,
          consumes: ['multipart/form-data'],
          body: uploadBody,
          response: { 200: extractProductsReply, ...errorResponses },
        },
        config: { access: 'catalogue.write', upload: { maxBytes: IMPORT_MAX_BYTES } },
      },
      async (request) => {
        const auth = signedIn(request);
        const { db } = request.server.database;
        await requireEveryLocation(db, auth, 'import products (they are shared by every location)');
        const sheet = await readSpreadsheet(request.body.file.data, IMPORT_MAX_ROWS);
        const mapping = mapHeaders(resources.products, sheet.headers);
        const context = await loadImportContext(db, auth.customerId);
        const lookup = lookupIn(context);
        const input = sheet.rows.map((row) => ({
          rowNumber: row.rowNumber,
          values: rowValues(mapping, row, lookup),
        }));
        const plan = await planImport(db, context, input);
        return { rows: previewOf(plan), ignored_columns: mapping.ignored };
      },
    );
  });
}
