// Shared helpers for the bench scripts: child servers, peak memory, percentiles, printing.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

export function startProcess(args: string[], env: NodeJS.ProcessEnv, readyText: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let seen = '';
    child.stderr!.on('data', (d: Buffer) => {
      seen += d.toString();
      if (readyText.test(seen)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`process exited with ${code}: ${seen}`)));
  });
}

/** Peak resident memory of a live process, in MB (VmHWM). */
export function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

/** CPU time a live process has used so far (user + system, all its threads), in ms: from /proc, in clock ticks. */
let ticksPerSecond: number | undefined;
export function cpuMs(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is the 14th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** CPU time of this process's waited-for children so far (cutime + cstime), in ms. */
export function childCpuMs(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / ticksPerSecond;
}

/** CPU time of this process so far (every thread), in ms. */
export function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Debian's native tesseract (apt `tesseract-ocr`), the OCR benches' reference: present, and not turned off by
 *  `--no-native`. */
export function hasNativeTesseract(): boolean {
  return spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status === 0 && !process.argv.includes('--no-native');
}

/** Native tesseract on one image file as the product reads it (PSM 6, the English tessdata_fast model Debian ships),
 *  on one thread: its words, and the CPU and wall time it took (ms). */
export function readNative(file: string, dpi: number): { words: string[]; cpuMs: number; wallMs: number } {
  const c0 = childCpuMs(), w0 = performance.now();
  const r = spawnSync('tesseract', [file, 'stdout', '--psm', '6', '--dpi', String(Math.round(dpi)), '-l', 'eng'], { env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
  return { words: r.stdout.toString().split(/\s+/).filter(Boolean), cpuMs: childCpuMs() - c0, wallMs: performance.now() - w0 };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

export function table(rows: Array<Record<string, string | number>>): string {
  const cols = Object.keys(rows[0] ?? {});
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ');
  return [line(cols), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => String(r[c]))))].join('\n');
}

/** The machine a figure was measured on (the same facts in every bench's JSON and in the combined report). */
export function machine() {
  const round = (n: number) => Math.round(n * 100) / 100;
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown';
  return { node: process.version, cores: availableParallelism(), memory_gb: round(totalmem() / 2 ** 30), cpu,
    date: new Date().toISOString(), loadavg: loadavg().map(round) };
}
