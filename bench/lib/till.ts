/**
 * A till of the demo's Dubai grill as the benches post sales from it: its dishes, their prices and
 * required choices, and the business's payment methods, read from a running server's API.
 */
import type { benchInvoice, BenchPlace } from './salesData';
import { call } from './server';

interface Row {
  id: string;
  name: string;
  kind?: string;
  price?: number;
  modifier_id?: string;
  unavailable_location_ids?: string[];
  modifiers?: Array<{ modifier_id: string; min_select: number }>;
}

export interface Till {
  shop: Parameters<typeof benchInvoice>[0];
  place: BenchPlace;
}

/** The Dubai grill's till, read through the API with an administrator's token. */
export async function dubaiTill(url: string, token: string): Promise<Till> {
  const list = async (apiPath: string) =>
    (await call<{ data: Row[] }>(url, token, 'GET', `${apiPath}?limit=1000`)).data;
  const [locations, products, methods, choices] = await Promise.all([
    list('/locations'),
    list('/products'),
    list('/payment-methods'),
    list('/modifierItems'),
  ]);
  const choicesOf = (modifierId: string) =>
    choices
      .filter((c) => c.modifier_id === modifierId)
      .map((c) => ({ id: c.id, name: c.name, price: Math.round(Number(c.price) * 100) }));
  const dubai = locations.find((l) => l.name === 'Backhouse Grill Dubai Marina')!;
  const place: BenchPlace = {
    locationId: dubai.id,
    taxRate: 0.05,
    items: products
      .filter((p) => !p.unavailable_location_ids?.includes(dubai.id))
      .map((p, i) => ({
        id: p.id,
        name: p.name,
        category: '',
        group: '',
        price: Math.round(Number(p.price) * 100),
        deliverooPrice: Math.round(Number(p.price) * 100),
        modifiers: (p.modifiers ?? []).map((m) => ({
          min: m.min_select,
          max: m.min_select,
          free: 0,
          items: choicesOf(m.modifier_id),
        })),
        rank: i,
      })),
  };
  const methodOf = (kind: string) => methods.find((m) => m.kind === kind)!.id;
  const shop = {
    payment: {
      cash: methodOf('cash'),
      card: methodOf('card'),
      apple_pay: methodOf('apple_pay'),
      samsung_pay: methodOf('samsung_pay'),
      mastercard: methodOf('mastercard'),
      deliveroo: methodOf('deliveroo'),
      delivery: methodOf('delivery'),
    },
  };
  return { shop, place };
}
