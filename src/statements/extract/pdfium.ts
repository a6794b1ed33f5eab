// PDFium (compiled to WebAssembly, shipped inside the @embedpdf/pdfium npm package: nothing is fetched or built) as
// the text extractor. One engine per owner (an Engines object, engines.ts: one per worker thread or CLI run), started
// on first use and kept: compiling the 4.6 MB module costs ~130 ms, which a worker pays once, not per document. Text
// comes out as characters; pdfium-text.ts turns them into runs.
//
// The raw wasm exports are called directly (not Emscripten's cwrap/ccall), since a page costs one call per character
// and property; out-parameters go through one scratch block allocated once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { init } from '@embedpdf/pdfium';

type Fn = (...args: number[]) => number;
export interface Pdfium {
  fn: Record<string, Fn>;
  heap(): { u8: Uint8Array; f32: Float32Array; f64: Float64Array; u16: Uint16Array };
  /** 64 bytes for out-parameters (doubles at 0, 8, 16, 24; FS_MATRIX/FS_RECTF floats from 32). */
  scratch: number;
  malloc(n: number): number;
  free(p: number): void;
  /** Set when PDFium aborted (out of wasm memory, an assertion): this instance is dead, its owner starts another. */
  dead: boolean;
}

const require = createRequire(import.meta.url);
// The WebAssembly global, typed for the one call made here (the project's TypeScript libraries do not declare it).
const wasm = (globalThis as unknown as { WebAssembly: { instantiate(b: Uint8Array, i: unknown): Promise<{ instance: unknown; module: unknown }> } }).WebAssembly;

/** The 4.6 MB WebAssembly module's bytes, read from the package (an Engines object reads them once: engines.ts). */
export function pdfiumWasm(): Uint8Array {
  return readFileSync(require.resolve('@embedpdf/pdfium/pdfium.wasm'));
}

/** A new PDFium instance compiled from `bytes` (~130 ms of CPU): its owner keeps it for every document after. */
export async function startPdfium(bytes: Uint8Array): Promise<Pdfium> {
  let failed: (err: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => { failed = reject; });
  const m = await Promise.race([failure, init({
    // Compiled straight from the package's file (Emscripten's own path copies the 4.6 MB binary first).
    instantiateWasm: (imports: unknown, done: (instance: unknown, module: unknown) => void) => {
      wasm.instantiate(bytes, imports).then((r) => done(r.instance, r.module), failed);
      return {};
    },
    // PDFium's own warnings (broken xref, a missing font) go to stderr through these; they are the file's business.
    print: () => {},
    printErr: () => {},
  } as unknown as Parameters<typeof init>[0])]);
  const mod = m.pdfium as unknown as Record<string, unknown> & { wasmExports: Record<string, Fn> };
  const fn = mod.wasmExports;
  m.PDFiumExt_Init();
  const self: Pdfium = {
    fn,
    heap: () => ({ u8: mod.HEAPU8 as Uint8Array, f32: mod.HEAPF32 as Float32Array, f64: mod.HEAPF64 as Float64Array, u16: mod.HEAPU16 as Uint16Array }),
    scratch: fn.malloc!(64),
    malloc: (n) => fn.malloc!(n),
    free: (p) => fn.free!(p),
    dead: false,
  };
  return self;
}
