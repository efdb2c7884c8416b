import { englishMessage } from '@contract/validation';
import { describe, expect, it } from 'vitest';
import { bodyOf, checkConfig, newSecret, type ConfigValues } from './configForm';

const values = (overrides: Partial<ConfigValues> = {}): ConfigValues => ({
  enabled: true,
  webhook_url: 'https://ledger.example.com/in',
  secret: '',
  location_ids: [],
  ...overrides,
});
const check = (v: ConfigValues, secretSet: boolean) =>
  checkConfig(v, secretSet, englishMessage, (problem) => `problem:${problem}`);

describe('the daily sync settings form', () => {
  it('sends no secret when the field is left empty, and no locations as every selling one', () => {
    expect(bodyOf(values({ webhook_url: ' https://a.example/x ' }), 3)).toEqual({
      webhook_url: 'https://a.example/x',
      enabled: true,
      location_ids: null,
      version: 3,
    });
    expect(bodyOf(values({ secret: ' s3cret-s3cret-s3cret ' }), 3).secret).toBe(
      's3cret-s3cret-s3cret',
    );
  });

  it('asks for an http address, and for a secret before switching on unless one is set', () => {
    expect(check(values({ webhook_url: 'ftp://x.example' }), true)).toEqual({
      webhook_url: 'problem:url',
    });
    expect(check(values({ webhook_url: '' }), true)).toEqual({ webhook_url: 'Required' });
    expect(check(values(), false)).toEqual({ secret: 'problem:secretRequired' });
    expect(check(values(), true)).toEqual({});
    expect(check(values({ enabled: false }), false)).toEqual({});
    expect(check(values({ secret: 'short' }), false)).toEqual({ secret: 'At least 16 characters' });
  });

  it('makes secrets long enough and different each time', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(a);
  });
});
