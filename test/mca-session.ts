// One process that runs many `mca` command lines, one after another (test/mca.ts starts it): what bin/mca does for
// one command line (src/cli/main.ts), without a Node start and an import of the whole app for each. A request is a
// JSON line on stdin, { args, env }: the command line and the whole environment it runs in (set for it, then put
// back); the answer is a JSON line on fd 3, { code, stdout, stderr }: what the command printed and its exit code.
// Commands that read stdin (--password-stdin) need a process of their own: stdin is the request channel here.
import { writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { runCli } from '../src/cli/run.ts';

// As in main.ts: stdout carries only the command's output.
console.log = console.error;
console.info = console.error;

type Write = typeof process.stdout.write;

/** Collects what is written to `stream` until the returned function is called, which puts `write` back. */
function capture(stream: NodeJS.WriteStream, into: string[]): () => void {
  const write = stream.write;
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    if (cb) queueMicrotask(cb);
    return true;
  }) as Write;
  return () => { stream.write = write; };
}

function setEnv(env: Record<string, string>): void {
  for (const k of Object.keys(process.env)) if (!(k in env)) delete process.env[k];
  Object.assign(process.env, env);
}

const own = { ...process.env } as Record<string, string>;
for await (const line of createInterface({ input: process.stdin })) {
  const { args, env } = JSON.parse(line) as { args: string[]; env: Record<string, string> };
  const stdout: string[] = [];
  const stderr: string[] = [];
  setEnv(env);
  const restore = [capture(process.stdout, stdout), capture(process.stderr, stderr)];
  let code: number;
  try {
    code = await runCli(args);
  } finally {
    for (const r of restore) r();
    setEnv(own);
  }
  writeSync(3, `${JSON.stringify({ code, stdout: stdout.join(''), stderr: stderr.join('') })}\n`);
}
