// Shared shapes of set 159 (pages read turned). The truth's own shape is the generator's (../generator/truth.ts).
import type { TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Country = 'US' | 'CA';
/** [x0, y0, x1, y1] in PDF points of the page's user space (the MediaBox, before any /Rotate), origin bottom left. */
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;

/** One printed value (or decoy). `fields` maps truth paths to what applications.md's rules read from `text`. */
export interface Placed {
  key: string;
  fields: Record<string, FieldValue>;
  page: number;
  box: Box;
  text: string;
  via: 'typed' | 'handwritten' | 'mark' | 'acroform' | 'acroform_checkbox';
  /** The label printed beside the value when the rules need it (a bare 9-digit number, a SIN). */
  hint?: string;
  acroform_field?: string;
  /** A checked Btn field's on-state when it is not `Yes`. */
  acroform_value?: string;
}

/** How a layout's logical (as read) page sits on the physical page. */
export type Turn = 'upright' | 'ccw90' | 'cw90' | 'r180';

export interface Generated {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: Country;
  pages: number;
}
