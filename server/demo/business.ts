import { resources } from '@contract/registry';
import type { DemoWriter } from './writer';

export const DEMO_BUSINESS_NAME = 'Backhouse Demo Co';

interface DemoLocation {
  name: string;
  kind: 'restaurant' | 'cafe' | 'warehouse' | 'central_kitchen' | 'roastery';
  brand: 'grill' | 'coffee' | null;
  city: string;
  country: string;
  address: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  currency: string;
  vat: string;
  hours: [open: string, close: string];
  footer: string;
}

/**
 * Two restaurants, a cafe, a warehouse, a central kitchen and a roastery (issue 10: it roasts the
 * cafe's coffee, see roastery.ts), each in a real IANA time zone.
 */
const locations: DemoLocation[] = [
  {
    name: 'Backhouse Grill Dubai Marina',
    kind: 'restaurant',
    brand: 'grill',
    city: 'Dubai',
    country: 'AE',
    address: 'Marina Walk, Tower 3, Dubai Marina',
    latitude: 25.0805,
    longitude: 55.1403,
    timeZone: 'Asia/Dubai',
    currency: 'AED',
    vat: '5',
    hours: ['11', '23'],
    footer: 'Thank you for dining at Backhouse Grill Dubai Marina!',
  },
  {
    name: 'Backhouse Grill Soho',
    kind: 'restaurant',
    brand: 'grill',
    city: 'London',
    country: 'GB',
    address: '21 Greek Street, Soho, London W1D 4DU',
    latitude: 51.5136,
    longitude: -0.1318,
    timeZone: 'Europe/London',
    currency: 'GBP',
    vat: '20',
    hours: ['12', '23'],
    footer: 'Thank you for dining at Backhouse Grill Soho!',
  },
  {
    name: 'Bean & Leaf Corniche',
    kind: 'cafe',
    brand: 'coffee',
    city: 'Abu Dhabi',
    country: 'AE',
    address: 'Corniche Road West, Abu Dhabi',
    latitude: 24.4539,
    longitude: 54.3773,
    timeZone: 'Asia/Dubai',
    currency: 'AED',
    vat: '5',
    hours: ['7', '20'],
    footer: 'Bean & Leaf: see you tomorrow!',
  },
  {
    name: 'Al Quoz Warehouse',
    kind: 'warehouse',
    brand: null,
    city: 'Dubai',
    country: 'AE',
    address: 'Street 18, Al Quoz Industrial Area 3, Dubai',
    latitude: 25.1332,
    longitude: 55.2306,
    timeZone: 'Asia/Dubai',
    currency: 'AED',
    vat: '5',
    hours: ['6', '18'],
    footer: '',
  },
  {
    name: 'Central Kitchen Dubai Investments Park',
    kind: 'central_kitchen',
    brand: null,
    city: 'Dubai',
    country: 'AE',
    address: 'Dubai Investments Park 1, Dubai',
    latitude: 24.9857,
    longitude: 55.1657,
    timeZone: 'Asia/Dubai',
    currency: 'AED',
    vat: '5',
    hours: ['5', '17'],
    footer: '',
  },
  {
    name: 'Backhouse Roastery Al Quoz',
    kind: 'roastery',
    brand: null,
    city: 'Dubai',
    country: 'AE',
    address: 'Street 4B, Al Quoz Industrial Area 1, Dubai',
    latitude: 25.1405,
    longitude: 55.2253,
    timeZone: 'Asia/Dubai',
    currency: 'AED',
    vat: '5',
    hours: ['6', '16'],
    footer: '',
  },
];

export interface DemoBusiness {
  brands: { grill: string; coffee: string };
  /** In the order above: restaurant, restaurant, cafe, warehouse, central kitchen, roastery. */
  locationIds: string[];
  restaurantIds: string[];
}

export async function seedBusiness(w: DemoWriter): Promise<DemoBusiness> {
  await w.trx
    .insertInto('customers')
    .values({
      id: w.customerId,
      name: DEMO_BUSINESS_NAME,
      created_at: w.now(),
      updated_at: w.now(),
    })
    .execute();

  const grill = await w.add(resources.brands, {
    name: 'Backhouse Grill',
    reference: 'BG',
    description: 'Charcoal grill restaurants: steaks, burgers and salads.',
    color: '#c62828',
    sort_order: 1,
  });
  const coffee = await w.add(resources.brands, {
    name: 'Bean & Leaf',
    reference: 'BL',
    description: 'Specialty coffee, tea and fresh pastries.',
    color: '#6d4c41',
    sort_order: 2,
  });
  const brandIds = { grill: grill.id, coffee: coffee.id };

  const locationIds: string[] = [];
  for (const [i, l] of locations.entries()) {
    const row = await w.add(resources.locations, {
      name: l.name,
      reference: `LOC-${String(i + 1).padStart(2, '0')}`,
      kind: l.kind,
      brand_id: l.brand ? brandIds[l.brand] : null,
      address: l.address,
      city: l.city,
      country: l.country,
      phone:
        l.country === 'AE'
          ? `+971 4 ${w.faker.string.numeric(3)} ${w.faker.string.numeric(4)}`
          : `+44 20 ${w.faker.string.numeric(4)} ${w.faker.string.numeric(4)}`,
      email: `${l.kind.replace('_', '-')}${i + 1}@backhouse.demo`,
      tax_number: l.country === 'AE' ? '100234567800003' : 'GB123456789',
      latitude: l.latitude,
      longitude: l.longitude,
      sort_order: i + 1,
    });
    locationIds.push(row.id);
    const settings: Record<string, string> = {
      time_zone: l.timeZone,
      currency: l.currency,
      vat: l.vat,
      opening_hour: l.hours[0],
      closing_hour: l.hours[1],
      decimal_points: '2',
      receipt_footer_text: l.footer,
      exchange_rate: '1',
      max_order_time: '30',
      delivery_time: '45',
      language: 'en',
      date_format: 'YYYY-MM-DD',
      time_format: 'HH:mm',
      working_days: '0,1,2,3,4,5,6',
    };
    for (const [name, value] of Object.entries(settings)) await w.setting(row.id, name, value);
  }
  return {
    brands: brandIds,
    locationIds,
    restaurantIds: locationIds.filter((_, i) => locations[i]!.kind === 'restaurant'),
  };
}
