import fs from 'node:fs';

/**
 * CPU seconds the whole machine spent (user, nice, system, irq, softirq, steal), from /proc/stat:
 * with one worker, what a journey costs in the browser, the server and the test process together.
 */
export function machineCpuSeconds(): number {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.slice(1).map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
  } catch {
    return 0;
  }
}

/**
 * With E2E_CPU_LOG set to a file, each journey appends one line to it: its title, wall seconds and
 * machine CPU seconds (`npx playwright test --workers 1` to attribute the CPU to one journey).
 */
export function recordCpu(file: string | undefined, title: string) {
  if (!file) return () => undefined;
  const cpu = machineCpuSeconds();
  const started = Date.now();
  return () =>
    fs.appendFileSync(
      file,
      `${JSON.stringify({
        title,
        wall: (Date.now() - started) / 1000,
        cpu: Math.round((machineCpuSeconds() - cpu) * 100) / 100,
      })}\n`,
    );
}
