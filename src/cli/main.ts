// bin/mca: thin commands over the same services the API uses.
// stdout carries only a command's own output (exactly one JSON document with --json); libraries that print with
// console.log (pdf.js warnings) go to stderr with the logs.
console.log = console.error;
console.info = console.error;
// V8's compiled code kept on disk between runs: bin/mca sets NODE_COMPILE_CACHE, which covers every module; run
// directly (node src/cli/main.ts), the commands imported after this line are covered at least.
enableCompileCache();
import { enableCompileCache } from 'node:module';
import { runCli } from './run.ts';

void runCli(process.argv.slice(2)).then((code) => { if (code) process.exitCode = code; });
