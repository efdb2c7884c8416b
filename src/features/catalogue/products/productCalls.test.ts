import { describe, expect, it } from 'vitest';
import { bulkTaxBody, readPluReply } from './productCalls';

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
});
