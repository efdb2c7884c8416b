import { z } from 'zod';
import { businessInfo, businessInfoBody, businessInfoPatch } from './businessInfo';
import { call } from './call';
import { IMAGE_MAX_BYTES, uploadBody, uploadReply } from './uploadedFiles';
import { currencyReply, settingBody, settingName, settingRow, settingsReply } from './settings';

const tag = 'settings';

/** `?loc=` of the settings calls: the location they are about. */
const settingsLocQuery = z.object({
  loc: z
    .string()
    .max(64)
    .optional()
    .describe("The location; absent, empty or '0' means the caller's own"),
});

/** `?loc=` of the business information calls (the logo's too). */
export const businessInfoLocQuery = z.object({
  loc: z
    .string()
    .max(64)
    .optional()
    .describe("The location; absent, empty or '0': the caller's own"),
});

/**
 * Settings per location (SPEC section 3) and a location's business information (SPEC section 7,
 * Config; issue 23). Reading a setting needs only the right to use the location, because every
 * signed-in user's app reads `time_zone`; writing needs `config.write`. Both are written online,
 * never queued: a time zone or a currency changes what every till does at once. The logo is a
 * multipart upload (`setLogo`, `Call.upload`).
 */
export const settingCalls = {
  all: call({
    method: 'GET',
    path: '/config/all',
    tag,
    summary: 'Every setting of a location',
    query: settingsLocQuery,
    reply: settingsReply,
    access: 'signed-in',
  }),
  currency: call({
    method: 'GET',
    path: '/config/currency',
    tag,
    summary: "A location's currency: code, symbol and decimals",
    query: settingsLocQuery,
    reply: currencyReply,
    access: 'signed-in',
  }),
  one: call({
    method: 'GET',
    path: '/config/:name',
    tag,
    summary: 'One setting of a location',
    params: z.object({ name: settingName }),
    query: settingsLocQuery,
    reply: settingRow,
    access: 'signed-in',
  }),
  set: call({
    method: 'POST',
    path: '/config',
    tag,
    summary: 'Set a setting of a location (created on first use)',
    query: settingsLocQuery,
    body: settingBody,
    reply: settingRow,
    access: 'config.write',
    idempotent: true,
  }),
  businessInfo: call({
    method: 'GET',
    path: '/config/business-info',
    tag,
    summary: "A location's business information",
    query: businessInfoLocQuery,
    reply: businessInfo,
    access: 'config.read',
  }),
  setBusinessInfo: call({
    method: 'POST',
    path: '/config/business-info',
    tag,
    summary: "Set a location's business information (every field)",
    query: businessInfoLocQuery,
    body: businessInfoBody,
    reply: businessInfo,
    access: 'config.write',
    idempotent: true,
  }),
  changeBusinessInfo: call({
    method: 'PUT',
    path: '/config/business-info',
    tag,
    summary: "Change some of a location's business information",
    query: businessInfoLocQuery,
    body: businessInfoPatch,
    reply: businessInfo,
    access: 'config.write',
    idempotent: true,
  }),
  setLogo: call({
    method: 'POST',
    path: '/config/business-info/logo',
    tag,
    summary: "Upload a location's logo (PNG, JPEG, WebP or GIF); sets `logo_url`",
    query: businessInfoLocQuery,
    body: uploadBody,
    reply: uploadReply,
    access: 'config.write',
    idempotent: true,
    upload: { maxBytes: IMAGE_MAX_BYTES },
  }),
};
