// pdf.js's operator codes and matrix helper, from the same build that pdf.ts opens documents with.
const consoleWarn = console.warn;
console.warn = () => {};
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs').finally(() => { console.warn = consoleWarn; });

export const OPS = pdfjs.OPS as Record<string, number>;
export const Util = pdfjs.Util as { transform(m1: number[], m2: number[]): number[] };
