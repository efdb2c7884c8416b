import { describe, expect, it } from 'vitest';
import { categoryImageCalls } from '../../categories/data/categoryCalls';
import { sortOrderCalls } from '../../shared/data/sortOrderCall';
import { queuedCall } from '@/data/calls';
import { archiveCall, bulkTaxBody, bulkTaxCall, productImageCalls, readPluReply } from './calls';

describe('product calls', () => {
  it('reads the PLU check reply of the contract, with the product already using it', () => {
    expect(readPluReply({ available: true })).toEqual({ unique: true, name: null });
    expect(
      readPluReply({
        available: false,
        used_by: { id: '01a1ff98-31ff-703a-93b3-f1da6b53d102', name: 'Cola' },
      }),
    ).toEqual({
      unique: false,
      name: 'Cola',
    });
  });

  it('sends the bulk tax call as the contract states it', () => {
    expect(bulkTaxBody(['a', 'b'], null)).toEqual({ product_ids: ['a', 'b'], tax_group_id: null });
  });

  it('are queued at the paths devices already hold in their outbox', () => {
    const id = '01a1ff98-31ff-703a-93b3-f1da6b53d102';
    expect(archiveCall(id, true)).toEqual({
      method: 'PUT',
      path: `/products/archive_product/${id}?is_archive=1`,
    });
    expect(archiveCall(id, false).path).toBe(`/products/archive_product/${id}?is_archive=0`);
    expect(bulkTaxCall(['a'], 'tg')).toMatchObject({
      method: 'POST',
      path: '/products/bulk-update-tax',
      body: { product_ids: ['a'], tax_group_id: 'tg' },
    });
    expect(productImageCalls.remove(id)).toEqual({
      method: 'PUT',
      path: `/products/remove_image/${id}`,
    });
    expect(productImageCalls.upload(id)).toBe(`/products/${id}/upload-image`);
    expect(categoryImageCalls.remove(id)).toEqual({
      method: 'PUT',
      path: `/categories/remove_image/${id}`,
    });
    expect(categoryImageCalls.upload(id)).toBe(`/categories/${id}/upload-image`);
    const order = { body: { items: [{ id, sort_order: 1 }] } };
    expect(queuedCall(sortOrderCalls.products, order).path).toBe(
      '/products/bulk-update-sort-order',
    );
    expect(queuedCall(sortOrderCalls.categories, order).path).toBe(
      '/categories/bulk-update-sort-order',
    );
  });
});
