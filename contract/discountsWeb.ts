import { z } from 'zod';
import { id } from './common';
import { resources, rowSchema } from './registry';

/** `GET /discounts/web` (SPEC section 7 "Discounts"): which location's web and online orders. */
export const webDiscountsQuery = z.object({
  loc: id.optional().describe("The location; absent: the caller's own"),
});

export const webDiscountsReply = z.object({
  location_id: id,
  /** The location's business date the discounts were checked against (YYYY-MM-DD). */
  business_date: z.string(),
  data: z.array(rowSchema(resources.discounts)),
});
export type WebDiscountsReply = z.infer<typeof webDiscountsReply>;
