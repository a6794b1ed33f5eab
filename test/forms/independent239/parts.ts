// Shared pieces of the four layouts: logos drawn with shapes, headers, section bars, signatures, fine print and the
// decoy people (ISO reps, landlords, references, funders, banks).
import { Rng } from '../../statements/generator/prng.ts';
import { Form, PAGE_W } from './canvas.ts';

export function logo(f: Form, kind: 'sun' | 'diamond' | 'leaf' | 'bars', x: number, y: number, color: string): void {
  if (kind === 'sun') { f.circle(x + 14, y + 14, 13, color); f.circle(x + 14, y + 14, 7, '#fff'); f.circle(x + 14, y + 14, 4, color); }
  if (kind === 'diamond') { f.polygon([[x + 14, y], [x + 28, y + 14], [x + 14, y + 28], [x, y + 14]], color); f.polygon([[x + 14, y + 7], [x + 21, y + 14], [x + 14, y + 21], [x + 7, y + 14]], '#fff'); }
  if (kind === 'leaf') { f.polygon([[x + 14, y], [x + 20, y + 10], [x + 28, y + 8], [x + 24, y + 18], [x + 16, y + 28], [x + 12, y + 28], [x + 4, y + 18], [x, y + 8], [x + 8, y + 10]], color); }
  if (kind === 'bars') { for (let i = 0; i < 4; i++) f.rect(x + i * 7, y + 28 - (i + 1) * 7, 5, (i + 1) * 7, { fill: color }); }
}

export function sectionBar(f: Form, title: string, y: number, color: string, o: { x?: number; w?: number; style?: 'bar' | 'rule' } = {}): void {
  const x = o.x ?? 36, w = o.w ?? PAGE_W - 72;
  if (o.style === 'rule') {
    f.text(title.toUpperCase(), x, y, { size: 8.5, bold: true, color });
    f.line(x, y + 11, x + w, y + 11, 1.2, color);
  } else {
    f.rect(x, y, w, 13, { fill: color });
    f.text(title, x + 5, y + 3, { size: 8, bold: true, color: '#fff' });
  }
}

/** A scribbled signature: curves only, no text. */
export function signature(f: Form, x: number, y: number, rng: Rng): void {
  const d = f.doc;
  d.save().lineWidth(0.9).strokeColor('#1a2a6c');
  d.moveTo(x, y + 10);
  let cx = x;
  for (let i = 0; i < 4; i++) {
    const nx = cx + rng.float(14, 26);
    d.bezierCurveTo(cx + 4, y - rng.float(2, 10), nx - 6, y + rng.float(12, 20), nx, y + rng.float(4, 12));
    cx = nx;
  }
  d.stroke().restore();
}

export function finePrint(f: Form, text: string, x: number, y: number, w: number, size = 5.8): number {
  f.doc.font('Helvetica').fontSize(size);
  const h = f.doc.heightOfString(text, { width: w, lineGap: 1 });
  f.text(text, x, y, { size, width: w, color: '#444' });
  return y + h;
}

const REP_FIRST = ['Jordan', 'Tyler', 'Alexis', 'Morgan', 'Casey', 'Devon', 'Jamie', 'Reese'];
const REP_LAST = ['Feld', 'Marchetti', 'Quinlan', 'Borowski', 'Ashworth', 'Yamada', 'Pruitt', 'Kessler'];
export const repName = (rng: Rng): string => `${rng.pick(REP_FIRST)} ${rng.pick(REP_LAST)}`;
export const FUNDERS = ['Rapid Rail Capital', 'Pinnacle Advance', 'Swift Merchant Funding', 'Blue Harbor Capital', 'Lendtree Business Fund', 'Apex Daily Capital'];
export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
export const LANDLORDS = ['Parkway Realty Group', 'Ridgeview Properties LLC', 'Hanover Commercial', 'Sterling Plaza Mgmt', 'K&R Holdings'];
export const SUPPLIERS = ['Sysco', 'Ferguson Supply', 'Uline', 'Grainger', 'US Foods', 'Home Depot Pro'];
export const USES = ['Inventory', 'Working capital', 'Equipment', 'Payroll', 'Expansion', 'Marketing', 'Renovation'];
export const usPhone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
