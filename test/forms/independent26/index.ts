// Set 26 (independent author): US brokers serving Hispanic merchants. Seven bilingual or Spanish-first application
// forms in three styles (typed, handwritten, fillable), optionally scanned; the truth follows applications.md.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { Pen, type LabelMode, type Style } from './pen.ts';
import { buildTruth, type Printed } from './common.ts';
import { familia, fondosUnidos, soloEspanol } from './layouts-a.ts';
import { express, impulso, puente, respuestas } from './layouts-b.ts';

type Draw = (p: Pen, m: Merchant) => Promise<Printed>;
const LAYOUTS: Record<string, { draw: Draw; mode: LabelMode; roles: readonly string[] }> = {
  'financiera-la-familia': { draw: familia, mode: 'stacked', roles: ['Owner', 'Dueño', 'President', 'Presidente', 'Managing Member'] },
  'fondos-unidos': { draw: fondosUnidos, mode: 'slash', roles: ['Owner', 'CEO', 'Member', 'Socio'] },
  'prestamos-amigo-espanol': { draw: soloEspanol, mode: 'es', roles: ['Dueño', 'Dueña', 'Presidente', 'Socio', 'Gerente General'] },
  'capital-hispano-respuestas': { draw: respuestas, mode: 'stacked', roles: ['Dueño', 'Dueña', 'Socio', 'Socia', 'Gerente'] },
  'impulso-tabla-bilingue': { draw: impulso, mode: 'stacked', roles: ['Owner', 'Partner', 'President', 'Dueño'] },
  'avance-express': { draw: express, mode: 'slash', roles: ['Owner', 'Dueño', 'CEO', 'Member'] },
  'puente-capital-iso': { draw: puente, mode: 'stacked', roles: ['Owner', 'President', 'Managing Member', 'Dueña'] },
};

export const INDEPENDENT26_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export async function generateIndependent26(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent26:${layout}:${seed}`);
  const m = makeMerchant(rng, def.roles);
  // A scanned fillable form is its printout: the values drawn as typed text, then scanned.
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const pen = new Pen(style, def.mode, new Rng(`independent26:pen:${layout}:${seed}:${o.style}`));
  const printed = await def.draw(pen, m);
  let pdf = await pen.end();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(seed % 2 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: buildTruth(m, printed) };
}

/** For the tests: the decoys a form printed, with its truth. */
export async function generateWithDecoys26(layout: string, seed: number, style: Style): Promise<{ pdf: Uint8Array; truth: TruthApplication; decoys: string[] }> {
  const def = LAYOUTS[layout]!;
  const m = makeMerchant(new Rng(`independent26:${layout}:${seed}`), def.roles);
  const pen = new Pen(style, def.mode, new Rng(`independent26:pen:${layout}:${seed}:${style}`));
  const printed = await def.draw(pen, m);
  return { pdf: await pen.end(), truth: buildTruth(m, printed), decoys: pen.decoys };
}
