// bin/mca from the tests. `mcaProcess`: a real process for one command line, as a user runs it (its stdin given).
// `mcaSession`: one process that runs the command lines it is given one after another (test/mca-session.ts), the
// same commands through the same code (src/cli/run.ts) and the same exit codes and output; what it leaves out is
// each command's own Node start (about half a CPU-second on an idle core, most of a CLI test's time).
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface McaResult { code: number; stdout: string; stderr: string }

/** bin/mca ARGS in a process of its own, `input` on its stdin. */
export function mcaProcess(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<McaResult> {
  return new Promise((resolve) => {
    const child = execFile(path.join(root, 'bin/mca'), args, { env, cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    child.stdin!.end(input);
  });
}

export interface McaSession {
  /** Runs one command line with `env` as its whole environment. */
  run(args: string[], env: NodeJS.ProcessEnv): Promise<McaResult>;
  close(): Promise<void>;
}

/** One process for many command lines, started with bin/mca's Node, flags and compile cache. */
export function mcaSession(): McaSession {
  const env = { ...process.env, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(process.env.TMPDIR ?? '/tmp', 'mca-node-compile-cache') };
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['--disable-warning=ExperimentalWarning', path.join(root, 'test/mca-session.ts')],
    { cwd: root, env, stdio: ['pipe', 'inherit', 'inherit', 'pipe'] });
  // Answers come in the order of the requests: the session runs one command line at a time.
  const waiting: Array<{ resolve: (r: McaResult) => void; reject: (e: Error) => void }> = [];
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signal) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`the mca session ended (${signal ?? code}) before answering`));
    resolve();
  }));
  createInterface({ input: child.stdio[3] as Readable }).on('line', (line) => waiting.shift()?.resolve(JSON.parse(line) as McaResult));
  return {
    run(args, runEnv) {
      return new Promise<McaResult>((resolve, reject) => {
        waiting.push({ resolve, reject });
        (child.stdin as Writable).write(`${JSON.stringify({ args, env: runEnv })}\n`);
      });
    },
    async close() {
      child.stdin!.end();
      await exited;
    },
  };
}
