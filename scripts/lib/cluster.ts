// Helpers for the load and fault scripts: `bin/mca` processes against one database, a local webhook receiver, free
// ports, peak memory, percentiles and cleanup that runs on every exit path.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
export const mcaBin = join(root, 'bin/mca');
export const SAMPLE_PDF = join(root, '../shared/corpus/samples/s01/s01_statement_2026-06.pdf');

/** `--name value` and `--flag` from argv, with defaults; numbers stay numbers. */
export function options<T extends Record<string, string | number | boolean>>(defaults: T, argv = process.argv.slice(2)): T {
  const out: Record<string, string | number | boolean> = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!.replace(/^--/, '');
    if (!(name in defaults)) throw new Error(`unknown option ${argv[i]} (known: ${Object.keys(defaults).map((k) => `--${k}`).join(' ')})`);
    const d = defaults[name];
    if (typeof d === 'boolean') { out[name] = true; continue; }
    const v = argv[++i];
    if (v === undefined) throw new Error(`${argv[i - 1]} needs a value`);
    out[name] = typeof d === 'number' ? Number(v) : v;
    if (typeof d === 'number' && !Number.isFinite(out[name])) throw new Error(`${argv[i - 1]} needs a number`);
  }
  return out as T;
}

export const log = (msg: string) => process.stderr.write(`${msg}\n`);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface McaProcess {
  name: string; child: ChildProcess; pid: number; port?: number;
  /** The last 20 kB of its stderr (logs), for a failure message. */
  tail(): string;
  alive(): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `bin/mca <args>` and resolves once its stderr matches `ready` (rejects if it exits or takes 60 s). */
export function startMca(name: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<McaProcess> {
  const child = spawn(mcaBin, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let out = '';
  let state: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => { state = { code, signal }; resolve(state); });
  });
  const proc: McaProcess = {
    name, child, pid: child.pid!, port: env.PORT ? Number(env.PORT) : undefined,
    tail: () => out, alive: () => state === null, exited,
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: not ready after 60 s: ${out}`)), 60_000);
    child.stderr!.on('data', (d: Buffer) => {
      out = (out + d.toString()).slice(-20_000);
      if (ready.test(out)) { clearTimeout(timer); resolve(proc); }
    });
    void exited.then((s) => { clearTimeout(timer); reject(new Error(`${name}: exited (${s.code ?? s.signal}) before ready: ${out}`)); });
  });
}

/** SIGTERM (graceful), then SIGKILL after `graceMs`. Resolves when the process has exited. */
export async function stopMca(p: McaProcess, graceMs = 15_000): Promise<void> {
  if (!p.alive()) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  await p.exited;
  clearTimeout(timer);
}

/** Runs `bin/mca <args>` to completion and returns its stdout. */
export function runMca(args: string[], env: Record<string, string>): string {
  return execFileSync(mcaBin, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** Peak (VmHWM) and current (VmRSS) resident memory of a live process, in MB. */
export function memoryMb(pid: number): { peak: number; current: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { peak: Math.round(kb('VmHWM') / 1024), current: Math.round(kb('VmRSS') / 1024) };
  } catch {
    return { peak: NaN, current: NaN };
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export interface Receiver {
  url: string;
  /** Every POST received (at least once: a webhook-id may repeat). */
  total(): number;
  /** webhook-id -> the job id in its body (parsing_id or matching_id). */
  byWebhookId: Map<string, string>;
  /** job id -> the distinct webhook-ids received for it. */
  byJob: Map<string, Set<string>>;
  close(): Promise<void>;
}

/** A webhook consumer on 127.0.0.1: records each event by webhook-id and job id and answers 204. */
export async function startReceiver(): Promise<Receiver> {
  let total = 0;
  const byWebhookId = new Map<string, string>();
  const byJob = new Map<string, Set<string>>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      total++;
      const id = String(req.headers['webhook-id'] ?? '');
      try {
        const data = JSON.parse(Buffer.concat(chunks).toString()).data ?? {};
        const job = String(data.parsing_id ?? data.matching_id ?? '');
        byWebhookId.set(id, job);
        if (!byJob.has(job)) byJob.set(job, new Set());
        byJob.get(job)!.add(id);
      } catch { /* counted in total; an unreadable body shows up as a mismatch */ }
      res.statusCode = 204;
      res.end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    total: () => total, byWebhookId, byJob,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

/** Cleanup steps run once, in reverse order, on normal exit, on failure and on SIGINT/SIGTERM. */
export class Cleanup {
  private steps: Array<() => Promise<void> | void> = [];
  private done = false;
  constructor() {
    for (const sig of ['SIGINT', 'SIGTERM'] as const) {
      process.once(sig, () => { log(`${sig}: cleaning up`); void this.run().finally(() => process.exit(130)); });
    }
  }
  add(step: () => Promise<void> | void) { this.steps.push(step); }
  async run() {
    if (this.done) return;
    this.done = true;
    for (const step of this.steps.reverse()) {
      try { await step(); } catch (e) { log(`cleanup: ${(e as Error).message}`); }
    }
  }
}

/** Machine facts for a report: cores, memory, CPU model, Node, load average. */
export async function machineFacts() {
  const os = await import('node:os');
  const cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  return { cores: os.availableParallelism(), memory_gb: round(os.totalmem() / 2 ** 30), cpu: cpuModel, node: process.version,
    loadavg: os.loadavg().map((l) => round(l, 2)), date: new Date().toISOString() };
}
