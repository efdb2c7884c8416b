import { z } from 'zod';
import { cardProviders, type CardProvider } from './payOrder';
import { paymentBreakdownItem, paymentBreakdownReply } from './reports';

/**
 * Card payment providers per location (issue 12, `/dashboard/payments/payment-providers`). Their
 * credentials are sealed at rest and only ever sent back masked: a reply shows the last four
 * characters of each value, and an update that sends a masked value back unchanged keeps the secret.
 */

export { cardProviders, type CardProvider };

/** The credential fields each provider needs; `required` ones must be set before it may be enabled. */
export const providerCredentialFields = {
  stripe: [
    { key: 'secret_key', required: true },
    { key: 'publishable_key', required: false },
    { key: 'webhook_secret', required: false },
  ],
  adyen: [
    { key: 'api_key', required: true },
    { key: 'merchant_account', required: true },
    { key: 'terminal_ids', required: false },
  ],
  checkout: [
    { key: 'secret_key', required: true },
    { key: 'public_key', required: false },
    { key: 'processing_channel_id', required: false },
  ],
  network_international: [
    { key: 'api_key', required: true },
    { key: 'outlet_id', required: true },
    { key: 'terminal_ids', required: false },
  ],
  geidea: [
    { key: 'merchant_public_key', required: true },
    { key: 'api_password', required: true },
    { key: 'terminal_ids', required: false },
  ],
} as const satisfies Record<CardProvider, readonly { key: string; required: boolean }[]>;

export const providerModes = ['test', 'live'] as const;

/** What a masked value starts with; a value sent back starting with it is "unchanged". */
export const MASK = '••••';

/** A value as replies show it: the mask and the last four characters (all of it masked when short). */
export function maskSecret(value: string): string {
  return value.length <= 8 ? MASK : `${MASK}${value.slice(-4)}`;
}

const credentialValue = z.string().trim().max(500);

export const paymentProviderBody = z.object({
  location_id: z.string().min(1).max(64),
  provider: z.enum(cardProviders),
  name: z.string().trim().min(1).max(100),
  mode: z.enum(providerModes),
  enabled: z.boolean(),
  /** The payment methods whose payments go through this provider at this location. */
  payment_method_ids: z.array(z.string().min(1).max(64)).max(50),
  /**
   * Credential values by field; a field left out or sent back as its masked value keeps what is
   * stored, an empty string removes it.
   */
  credentials: z.record(z.string().max(40), credentialValue),
});
export type PaymentProviderBody = z.infer<typeof paymentProviderBody>;

export const paymentProviderUpdate = paymentProviderBody
  .omit({ location_id: true, provider: true })
  .extend({ version: z.number().int().min(1) });
export type PaymentProviderUpdate = z.infer<typeof paymentProviderUpdate>;

export const paymentProvider = z.object({
  id: z.string(),
  location_id: z.string(),
  provider: z.enum(cardProviders),
  name: z.string(),
  mode: z.enum(providerModes),
  enabled: z.boolean(),
  payment_method_ids: z.array(z.string()),
  /** Each saved credential, masked. */
  credentials: z.record(z.string(), z.string()),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentProvider = z.infer<typeof paymentProvider>;

export const paymentProviderList = z.object({ data: z.array(paymentProvider) });

/** Whether this server can save credentials (PAYMENT_CREDENTIALS_KEY set): the screen says so. */
export const paymentProviderStatus = z.object({ credentials_key: z.boolean() });

/** One line of takings: a provider at a location (or none: cash, wallets...) and a payment method. */
const amounts = paymentBreakdownItem.pick({
  payments_count: true,
  amount: true,
  refunded: true,
  net: true,
  tips: true,
});
export const takingsLine = amounts.extend({
  location_id: z.string(),
  payment_method_id: z.string(),
  provider_id: z.string().nullable(),
});
export const takingsByProvider = amounts.extend({
  provider_id: z.string().nullable(),
  provider: z.enum(cardProviders).nullable(),
  name: z.string().nullable(),
  location_id: z.string().nullable(),
});

/** `GET /api/payments/takings`: the payment report's figures grouped by provider and method. */
export const takingsReply = z.object({
  period: paymentBreakdownReply.shape.period,
  locations: paymentBreakdownReply.shape.locations,
  currencies: paymentBreakdownReply.shape.currencies,
  as_of: paymentBreakdownReply.shape.as_of,
  providers: z.array(takingsByProvider),
  lines: z.array(takingsLine),
  totals: amounts,
});
export type TakingsReply = z.infer<typeof takingsReply>;
