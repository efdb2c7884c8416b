import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('the redirect after sign-in', () => {
  it('goes back to the page the user asked for', () => {
    expect(safeRedirect('/dashboard/products/brands?loc=abc')).toBe(
      '/dashboard/products/brands?loc=abc',
    );
  });

  it('goes to the dashboard when there is none', () => {
    expect(safeRedirect(undefined)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    expect(safeRedirect('https://evil.example/')).toBe('/dashboard');
    expect(safeRedirect('//evil.example/')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example/')).toBe('/dashboard');
    expect(safeRedirect('/dash\nboard')).toBe('/dashboard');
  });

  it('does not loop back to a sign-in page', () => {
    expect(safeRedirect('/auth/jwt/login')).toBe('/dashboard');
    expect(safeRedirect('/')).toBe('/dashboard');
  });
});
