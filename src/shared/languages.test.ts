import { describe, expect, it } from 'vitest';
import { pickLanguage, startsRightToLeft } from './languages';

describe('the language a device starts in', () => {
  it('is the saved choice, else the first supported browser language, else English', () => {
    expect(pickLanguage('de', ['ar-AE'])).toBe('de');
    expect(pickLanguage(null, ['fr-FR', 'ru-RU', 'en'])).toBe('ru');
    expect(pickLanguage('xx', ['fr'])).toBe('en');
  });

  it('turns the first start right to left in an Arabic browser, and never overrides a choice', () => {
    expect(startsRightToLeft(null, null, ['ar-SA', 'en'])).toBe(true);
    expect(startsRightToLeft(null, null, ['en-GB', 'ar'])).toBe(false);
    // A language chosen in the menu, or an appearance saved, is the user's word.
    expect(startsRightToLeft('en', null, ['ar'])).toBe(false);
    expect(startsRightToLeft(null, '{"direction":"ltr"}', ['ar'])).toBe(false);
  });
});
