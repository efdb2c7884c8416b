import { z } from 'zod';
import { id, longText, text } from './common';
import { settingValueIssues, type SettingKey } from './settings';

/**
 * A location's business information (`/api/config/business-info?loc=`). It is a view, not a second
 * copy: the address and tax number are the location's own fields, and every other value is one of
 * the location's settings (SPEC section 3), so `time_zone` and `currency` here and in the settings are
 * one value. Business hours are the `opening_hour` and `closing_hour` that decide the business day;
 * the opening hours of each weekday are `/location-days-hours-config`.
 */

/** Fields kept as settings, by field name; each is checked as its setting is (`settingKinds`). */
export const businessInfoSettings = {
  legal_name: 'legal_name',
  logo_url: 'logo_url',
  time_zone: 'time_zone',
  currency: 'currency',
  language: 'language',
  date_format: 'date_format',
  time_format: 'time_format',
} as const satisfies Record<string, SettingKey>;

/** Fields kept on the location row. */
export const businessInfoLocationFields = ['address', 'city', 'country', 'tax_number'] as const;

const asSetting = (key: SettingKey) =>
  z.string().superRefine((value, ctx) => {
    for (const issue of settingValueIssues(key, value)) {
      ctx.addIssue({ ...issue, path: [] } as z.core.$ZodRawIssue);
    }
  });

const hour = z.number().int().min(0).max(23);
const weekdays = z
  .array(z.number().int().min(0).max(6))
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'duplicate');

export const businessInfoFields = z
  .object({
    legal_name: asSetting('legal_name'),
    tax_number: text(40),
    address: longText(500),
    city: text(120),
    country: text(2),
    logo_url: asSetting('logo_url'),
    time_zone: asSetting('time_zone'),
    currency: asSetting('currency'),
    language: asSetting('language'),
    date_format: asSetting('date_format'),
    time_format: asSetting('time_format'),
    /** 0 Sunday … 6 Saturday: the `working_days` setting. */
    working_days: weekdays,
    /** The `opening_hour` and `closing_hour` settings: closing before opening runs past midnight. */
    business_hours: z.object({ opening_hour: hour, closing_hour: hour }).strict(),
  })
  .strict();

/** `POST`: every field. */
export const businessInfoBody = businessInfoFields;
export type BusinessInfoBody = z.infer<typeof businessInfoBody>;
/** `PUT`: the fields that change. */
export const businessInfoPatch = businessInfoFields.partial();
export type BusinessInfoPatch = z.infer<typeof businessInfoPatch>;

export const businessInfo = businessInfoFields.extend({
  location_id: id,
  /** The location's name, as the locations screen sets it. */
  name: z.string(),
  legal_name: z.string(),
  logo_url: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  language: z.string(),
  date_format: z.string(),
  time_format: z.string(),
  /** When any of it last changed. */
  updated_at: z.string(),
});
export type BusinessInfo = z.infer<typeof businessInfo>;
