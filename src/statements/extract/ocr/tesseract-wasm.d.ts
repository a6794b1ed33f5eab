// The part of tesseract-wasm's API wasm-worker.ts uses (the package ships its types where its "exports" map does not
// point, so TypeScript cannot find them).
declare module 'tesseract-wasm' {
  /** RGBA pixels, as a canvas's ImageData holds them. */
  export interface RgbaImage { width: number; height: number; data: Uint8ClampedArray }
  export interface OCREngine {
    loadModel(model: Uint8Array | ArrayBuffer): void;
    loadImage(image: RgbaImage): void;
    setVariable(name: string, value: string): void;
    getVariable(name: string): string;
    getHOCR(): string;
    clearImage(): void;
    destroy(): void;
  }
  export function createOCREngine(options?: { wasmBinary?: Uint8Array | ArrayBuffer }): Promise<OCREngine>;
}
