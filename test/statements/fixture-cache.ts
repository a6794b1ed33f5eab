// Generated statements and their scans, kept on disk between test runs (the tests that read them, not the ones that
// test the generator or the scan maker: those always make them). A generated PDF is a pure function of its layout,
// seed and options and of the generator's code (tests for the generator check it is deterministic to the byte), a scan
// of its PDF, options and the scan maker's code: each is stored under a folder named by the hash of every source file
// it depends on and of the versions of the packages and Node that write it, so a change to any of them makes new
// ones. In `npm test` making them cost about 17 CPU-seconds (the generated-statement and scanned-statement files);
// a run with them on disk reads them instead. A first run (a fresh clone, a new tmp) makes and stores them.
//
//   MCA_TEST_FIXTURE_CACHE=off    make every fixture, store nothing
//   MCA_TEST_FIXTURE_CACHE=DIR    keep them under DIR (default: the OS temp folder, mca-test-fixtures)
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, type Generated, type GenerateOptions } from './generator/index.ts';
import { scanPdf, type ScanOptions } from './scan/scan.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
/** Folders of other source hashes unused for this long are removed when a new one is made. */
const KEEP_MS = 7 * 24 * 3600_000;

/** The .ts files under `dir`, recursively (tests excluded), in a stable order. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort().map((f) => path.join(dir, f));
}

function versionOf(pkg: string): string {
  return (JSON.parse(readFileSync(path.join(repo, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Hash of the files and package versions a kind of fixture depends on. */
function sourceHash(dirs: string[], packages: string[]): string {
  const h = createHash('sha256').update(process.versions.node);
  for (const p of packages) h.update(`${p}@${versionOf(p)}\n`);
  for (const f of dirs.flatMap((d) => sources(path.join(repo, d)))) h.update(path.relative(repo, f)).update(readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

const GENERATOR = { dirs: ['test/statements/generator'], packages: ['pdfkit'] };
// The scan maker uses the reader's own raster, orientation and PDF code (src/statements), PDFium and jpeg-js.
const SCANNER = { dirs: ['test/statements/generator', 'test/statements/scan', 'src/statements'], packages: ['pdfkit', 'jpeg-js', '@embedpdf/pdfium'] };

const setting = process.env.MCA_TEST_FIXTURE_CACHE;
const root = setting === 'off' ? null : setting || path.join(tmpdir(), 'mca-test-fixtures');
const folders = new Map<object, string>();

/** The folder for `kind`'s current sources (made on first use; stale siblings pruned then). */
function folder(kind: typeof GENERATOR): string {
  if (!root) throw new Error('no fixture cache');
  let dir = folders.get(kind);
  if (dir) return dir;
  dir = path.join(root!, sourceHash(kind.dirs, kind.packages));
  try { statSync(dir); } catch {
    mkdirSync(dir, { recursive: true });
    for (const other of readdirSync(root!)) {
      const p = path.join(root!, other);
      try { if (p !== dir && Date.now() - statSync(p).mtimeMs > KEEP_MS) rmSync(p, { recursive: true, force: true }); } catch { /* another run's */ }
    }
  }
  folders.set(kind, dir);
  return dir;
}

/** What `make` returns for `key`, from disk when stored; stored after making it otherwise. Any failure to read or
 *  write the cache only means making it. */
async function cached<T>(kind: typeof GENERATOR, key: unknown, make: () => Promise<T>, encode: (t: T) => unknown, decode: (x: unknown) => T): Promise<T> {
  let dir: string;
  try { dir = folder(kind); } catch { return make(); }
  const file = path.join(dir, `${createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 32)}.json`);
  try { return decode(JSON.parse(readFileSync(file, 'utf8'))); } catch { /* not stored yet */ }
  const made = await make();
  try {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(encode(made)));
    renameSync(tmp, file); // whole or not at all, whatever runs beside
  } catch { /* a read-only or full temp folder: made, not kept */ }
  return made;
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

/** generate(layout, seed, options), stored. */
export function generateCached(layout: string, seed: string | number, options: GenerateOptions = {}): Promise<Generated> {
  return cached(GENERATOR, ['generate', layout, seed, options], () => generate(layout, seed, options),
    (g) => ({ pdf: b64(g.pdf), truth: g.truth, fileName: g.fileName }),
    (x) => { const o = x as { pdf: string; truth: Generated['truth']; fileName: string }; return { pdf: bytes(o.pdf), truth: o.truth, fileName: o.fileName }; });
}

/** scanPdf(pdf, options).pdf, stored (keyed by the PDF's bytes). */
export function scanCached(pdf: Uint8Array, options: ScanOptions = {}): Promise<Uint8Array> {
  const digest = createHash('sha256').update(pdf).digest('hex');
  return cached(SCANNER, ['scan', digest, options], async () => (await scanPdf(pdf, options)).pdf, b64, (x) => bytes(x as string));
}
