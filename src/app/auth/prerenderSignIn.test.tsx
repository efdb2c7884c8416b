import { describe, expect, it } from 'vitest';
import { prerenderSignIn } from './prerenderSignIn';

describe('the sign-in page the build draws into index.html (issue 24)', () => {
  it('is the page in English, with its form, its links and its controls', async () => {
    const html = await prerenderSignIn();
    expect(html).toContain('>Sign in</h2>');
    expect(html).toContain('Email or username');
    expect(html).toContain('type="password"');
    expect(html).toContain('href="/auth/jwt/register"');
    expect(html).toContain('Choose the language');
  });

  it('holds the language and settings controls for both widths, CSS showing one', async () => {
    const html = await prerenderSignIn();
    expect(html.match(/Choose the language/g)).toHaveLength(2);
    expect(html).toContain('class="mantine-hidden-from-md"');
    expect(html).toContain('mantine-visible-from-md');
  });

  it('carries no test ids: journeys find the live page, not the one it replaces', async () => {
    const html = await prerenderSignIn();
    expect(html).not.toContain('data-testid');
  });
});
