// The order test files start in, across all projects: longest first. Vitest's own order runs the projects one after
// the other by name (postgres, sqlite, then unit), so the OCR and generated-statement files of the unit project, the
// longest of the run, started last and ran alone on one core at the end. Starting the longest first lets the short
// ones fill the other core around them (longest-processing-time-first scheduling).
//
// How long a file takes is what it took in this checkout's last run (Vitest keeps it, node_modules/.vite); a file
// never run here (a fresh clone) is estimated from the list below, else from its size, as Vitest does.
//
// Only the longest files start first whatever their project; the rest follow project by project (longest first
// within one). Files of a project share a worker process (isolate: false in vitest.config.ts), but Vitest keeps a
// worker only when the next file in the queue is of the same project: in one longest-first order across projects,
// most files got a new process that imported the whole app again.
import { stat } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files known to take much longer than their size says (OCR, hundreds of generated PDFs, real processes),
// with a rough estimate in ms on an idle core. Only the order depends on these.
const KNOWN_LONG: [file: RegExp, ms: number][] = [
  [/test\/statements\/scanned(-\w+)?\.test\.ts$/, 40_000],
  [/test\/statements\/generated-\d+\.test\.ts$/, 20_000],
  [/src\/cli\/cli\.db\.test\.ts$/, 12_000],
  [/src\/dashboard\/upload-progress\.db\.test\.ts$/, 10_000],
  [/src\/parsing\/crash\.db\.test\.ts$/, 15_000],
  [/test\/statements\/generator\/generator\.test\.ts$/, 12_000],
];
// Below the known-long ones, file size in bytes stands in for time at this rate (a 10 kB file ~ 5 s).
const MS_PER_BYTE = 0.5;
// How many of the longest files start first, across projects (about the OCR, generated-statement, CLI and crash files).
const LONGEST = 12;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const estimate = new Map<TestSpecification, number>();
    await Promise.all(files.map(async (spec) => {
      const last = this.ctx.cache.getTestSpecificationResult(spec);
      if (last?.failed) return estimate.set(spec, Number.MAX_SAFE_INTEGER); // a failure first: the answer sooner
      if (last && last.duration > 0) return estimate.set(spec, last.duration);
      const known = KNOWN_LONG.find(([re]) => re.test(spec.moduleId));
      if (known) return estimate.set(spec, known[1]);
      const size = await stat(spec.moduleId).then((s) => s.size, () => 0);
      return estimate.set(spec, size * MS_PER_BYTE);
    }));
    const sorted = [...files].sort((a, b) => estimate.get(b)! - estimate.get(a)!);
    const rest = sorted.slice(LONGEST);
    const total = (project: string) => rest.filter((s) => s.project.name === project).reduce((n, s) => n + estimate.get(s)!, 0);
    const projects = [...new Set(rest.map((s) => s.project.name))].sort((a, b) => total(b) - total(a));
    return [...sorted.slice(0, LONGEST), ...projects.flatMap((p) => rest.filter((s) => s.project.name === p))];
  }
}
