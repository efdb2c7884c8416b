import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('PORT', () => {
  it('is 8080 unless given, and 0 asks for any free port', () => {
    expect(readConfig({}).port).toBe(8080);
    expect(readConfig({ PORT: '3000' }).port).toBe(3000);
    expect(readConfig({ PORT: '0' }).port).toBe(0);
  });

  it('refuses what is not a port, saying what it must be', () => {
    for (const bad of ['http', '-1', '70000', '80.5']) {
      expect(() => readConfig({ PORT: bad }), bad).toThrow(
        'PORT must be a port number (0: any free one)',
      );
    }
  });
});
