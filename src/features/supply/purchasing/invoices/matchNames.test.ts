import { describe, expect, it } from 'vitest';
import { matchLineName } from './matchNames';

const line = { material_id: 'm1', name: 'Green coffee Ethiopia' };
const material = {
  id: 'm1',
  name: 'Green coffee Ethiopia',
  name_localized: { ar: 'بن أخضر إثيوبيا', de: '' },
};

describe('the material of a matched invoice line', () => {
  it('is named in the user’s language, as the other screens name it', () => {
    expect(matchLineName(line, material, 'ar')).toBe('بن أخضر إثيوبيا');
    expect(matchLineName(line, material, 'ar-AE')).toBe('بن أخضر إثيوبيا');
  });

  it('falls back to its own name where it has none in that language', () => {
    expect(matchLineName(line, material, 'de')).toBe('Green coffee Ethiopia');
    expect(matchLineName(line, { ...material, name: 'Renamed' }, 'en')).toBe('Renamed');
  });

  it('keeps the server’s name for a material this device does not hold', () => {
    expect(matchLineName(line, undefined, 'ar')).toBe('Green coffee Ethiopia');
    expect(matchLineName({ ...line, name: ' ' }, undefined, 'ar')).toBe('—');
  });
});
