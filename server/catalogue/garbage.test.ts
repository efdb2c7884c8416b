import { apiError } from '@contract/errors';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoServer, multipartFile } from '../testing/harness';

const { admin } = demoServer();
let productId: string;
let categoryId: string;

beforeAll(async () => {
  productId = (await admin('GET', '/products?limit=1')).json().data[0].id;
  categoryId = (await admin('GET', '/categories?limit=1')).json().data[0].id;
});

/** The catalogue's JSON calls beyond the generic ones, with a body. */
const jsonCalls = (): [method: 'POST' | 'PUT' | 'DELETE', path: string][] => [
  ['POST', '/products/bulk-update-sort-order'],
  ['POST', '/categories/bulk-update-sort-order'],
  ['POST', '/products/bulk-update-tax'],
  ['POST', `/products/${productId}/materials`],
  ['POST', '/products/match-by-name'],
  ['POST', '/modifiers/match-by-name'],
  ['POST', '/import-products'],
  ['DELETE', '/products/all'],
  ['POST', '/products/restore'],
];

describe('garbage sent to the catalogue calls', () => {
  test('random JSON bodies answer 2xx or a 4xx in the error shape, never a 5xx', async () => {
    for (const [method, path] of jsonCalls()) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (body) => {
          const response = await admin(method, path, JSON.stringify(body), {
            'content-type': 'application/json',
          });
          expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
          if (response.statusCode >= 400) apiError.parse(response.json());
        }),
        { numRuns: 15, seed: 7 },
      );
    }
  });

  test('random query strings on the reads and the single-row writes never cause a 5xx', async () => {
    const paths = [
      (q: string) => ['GET', `/products/unique-verification-plu?${q}`],
      (q: string) => ['GET', `/products/webProducts?${q}`],
      (q: string) => ['PUT', `/products/archive_product/${productId}?${q}`],
      (q: string) => ['PUT', `/products/remove_image/${productId}?${q}`],
      (q: string) => ['PUT', `/categories/remove_image/${categoryId}?${q}`],
    ] as const;
    const query = fc
      .dictionary(
        fc.constantFrom('plu', 'exclude_id', 'loc', 'channel', 'is_archive', 'version'),
        fc.oneof(fc.string(), fc.integer().map(String), fc.constant('')),
      )
      .map((params) => new URLSearchParams(params).toString());
    for (const pathOf of paths) {
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const [method, path] = pathOf(q);
          const response = await admin(method, path);
          expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
        }),
        { numRuns: 15, seed: 11 },
      );
    }
  });

  test('random bytes uploaded as an image or a spreadsheet are refused, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 2000 }), async (bytes) => {
        for (const path of [
          '/uploads',
          `/products/${productId}/upload-image`,
          '/import-products/extract-products',
        ]) {
          const body = multipartFile({ data: Buffer.from(bytes) });
          const response = await admin('POST', path, body.payload, body.headers);
          expect(response.statusCode, path).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, path).toBeLessThan(500);
        }
      }),
      { numRuns: 15, seed: 13 },
    );
  });
});
