import fs from 'node:fs';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { everyScreen } from './screenPaths';
import { SWEPT, type Swept } from './screens';

/**
 * Fails a whole run of the journeys when a screen of `everyScreen` had no sweep in Arabic with
 * every check (language, layout at three sizes, axe with colour contrast at two), or no axe sweep
 * in English. The English sweep leaves colour contrast to the Arabic ones (the colours are the
 * same in both languages), so a screen added to the English sweep and to no Arabic one would
 * otherwise go unchecked for contrast. Checked only when the run took every journey (no file, no
 * `-g`, no shard) and they passed: a part of the suite sweeps a part of the screens.
 */
export default class SweepCoverage implements Reporter {
  private whole = false;
  private readonly swept: Swept[] = [];

  onBegin(config: FullConfig, suite: Suite): void {
    const project = config.projects[0];
    if (!project || config.shard || project.grepInvert) return;
    const greps = [project.grep].flat();
    if (greps.some((grep) => grep.source !== '.*')) return;
    const files = new Set(suite.allTests().map((test) => test.location.file));
    const specs = fs
      .readdirSync(project.testDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.spec.ts'));
    this.whole =
      specs.length > 0 && specs.every((name) => [...files].some((f) => f.endsWith(name)));
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const note of result.annotations) {
      if (note.type === SWEPT && note.description) {
        this.swept.push(JSON.parse(note.description) as Swept);
      }
    }
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (!this.whole || result.status !== 'passed') return undefined;
    const missing = missingSweeps(this.swept);
    if (missing.length === 0) return undefined;
    console.error(
      `\nScreens without every check of a sweep (add them to an Arabic sweep):\n${missing.join('\n')}`,
    );
    return { status: 'failed' };
  }
}

/** The screens of `everyScreen` that `swept` leaves without a full Arabic sweep or English axe. */
export function missingSweeps(swept: readonly Swept[]): string[] {
  const missing: string[] = [];
  for (const path of new Set(everyScreen.map((screen) => new URL(screen, 'http://app').pathname))) {
    const of = swept.filter((s) => s.path === path);
    if (!of.some((s) => s.language === 'ar' && s.colour && !s.axeOnly)) {
      missing.push(`${path}: no sweep in Arabic with layout and colour contrast`);
    }
    if (!of.some((s) => s.language === 'en')) missing.push(`${path}: no axe sweep in English`);
  }
  return missing;
}
