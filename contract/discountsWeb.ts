import { z } from 'zod';
import { call } from './call';
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

/**
 * The discounts a web or online order at a location may use now. Anyone signed in who works at the
 * location may read them (the web order is taken by a till or an ordering integration, not by a
 * manager), unlike the full discount list, which needs config.read.
 */
export const webDiscountCalls = {
  usable: call({
    method: 'GET',
    path: '/discounts/web',
    tag: 'discounts',
    summary: 'The discounts web and online orders at a location may use now',
    description:
      'Active discounts marked `is_online`, within their dates on the location’s business day ' +
      'and open to the location (no `location_ids`, or the location among them). `loc` must be ' +
      'a location the caller may use.',
    query: webDiscountsQuery,
    reply: webDiscountsReply,
    access: 'signed-in',
  }),
};
