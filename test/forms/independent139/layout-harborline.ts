// Harborline Capital Partners (US): every caption is set UNDER its value line, in small capitals, so the caption
// nearest above a value is the previous row's. Rows pack cells of different widths; checkbox rows carry their caption
// below too, with the mark after its word.
import type { Rng } from '../../statements/generator/prng.ts';
import { businessEntries, decoyEntries, ownerEntries, place, type Entry } from './entries.ts';
import type { Merchant } from './model.ts';
import type { Painter } from './paint.ts';
import { AUTH_TEXT, entityRow, frequencyRow, ownRentRow, paragraph, sectionBar, signatures } from './rows.ts';

const L = 40, W = 532, NAVY = '#1d3557';

/** One row of captioned cells: the value sits on the line, the caption under it. Returns the next row's y. */
function captionRow(p: Painter, cells: [Entry, number][], y: number, pitch: number, fieldPrefix: string): number {
  let x = L;
  for (const [e, frac] of cells) {
    const w = W * frac - 8;
    place(p, e, x + 1, y, w, { field: `${fieldPrefix}${e.id}` });
    p.line(x, y + 11, x + w, y + 11);
    p.label(e.label.toUpperCase(), x, y + 13, { size: 6 });
    x += W * frac;
  }
  return y + pitch;
}

function header(p: Painter, page: number): number {
  p.label('HARBORLINE', L, 36, { size: 20, bold: true, color: NAVY });
  p.label('CAPITAL PARTNERS', L + 2, 58, { size: 8, color: NAVY });
  p.label(`Merchant Funding Application  |  page ${page} of 2`, L, 40, { size: 8, width: W, align: 'right' });
  p.line(L, 72, L + W, 72, 1.5, NAVY);
  return 84;
}

function pageOne(p: Painter, m: Merchant, rng: Rng, pitch: number): void {
  const b = businessEntries(m);
  let y = header(p, 1);
  sectionBar(p, 'SECTION A  -  THE BUSINESS', L, y, W, NAVY); y += 22;
  y = captionRow(p, [[b.legal!, 0.6], [b.dba!, 0.4]], y, pitch, 'a_');
  const when = m.startText || !m.yearsText ? b.start! : b.years!;
  y = captionRow(p, [[b.industry!, 0.4], [b.tax!, 0.3], [when, 0.3]], y, pitch, 'a_');
  y = captionRow(p, [[b.street!, 0.45], [b.city!, 0.25], [b.state!, 0.1], [b.zip!, 0.2]], y, pitch, 'a_');
  y = captionRow(p, [[b.phone!, 0.3], [b.email!, 0.4], [b.website!, 0.3]], y, pitch, 'a_');
  const after = rng.chance(0.7);
  const ey = entityRow(p, m, { x: L, y, after, gap: 14, field: 'a_entity' }).y;
  p.line(L, ey - 2, L + W * 0.75, ey - 2, 0.4);
  p.label('LEGAL ENTITY (MARK ONE)', L, ey, { size: 6 });
  ownRentRow(p, m, { x: L + W * 0.78, y, after });
  p.label('PREMISES', L + W * 0.78, ey, { size: 6 });
  y = ey + 16;
  y = captionRow(p, [[b.inc!, 0.3], [b.sales!, 0.35], [b.revenue!, 0.35]], y, pitch, 'a_');
  sectionBar(p, 'SECTION B  -  FUNDING REQUESTED', L, y, W, NAVY); y += 22;
  y = captionRow(p, [[b.amount!, 0.34], [b.payment!, 0.33], [b.number!, 0.33]], y, pitch, 'b_');
  frequencyRow(p, m, { x: L, y, after: rng.chance(0.6) ? after : !after, gap: 18 });
  p.line(L, y + 11, L + W * 0.6, y + 11, 0.4);
  p.label('PAYMENT FREQUENCY', L, y + 13, { size: 6 });
  y += pitch + 4;
  sectionBar(p, 'SECTION C  -  EXISTING ADVANCES (IF ANY)', L, y, W, NAVY); y += 22;
  const d = Object.fromEntries(decoyEntries(m).map((e) => [e.id, e]));
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    const blank = (id: string, label: string): Entry => ({ id, label, text: null, keys: [] });
    y = captionRow(p, [[f ? d[`funder${i}`]! : blank(`funder${i}`, 'Funder'), 0.5], [f ? d[`funder${i}_balance`]! : blank(`funder${i}_balance`, 'Balance'), 0.25],
      [f ? d[`funder${i}_payment`]! : blank(`funder${i}_payment`, 'Payment'), 0.25]], y, pitch, 'c_');
  }
}

function pageTwo(p: Painter, m: Merchant, pitch: number): void {
  let y = header(p, 2);
  sectionBar(p, 'SECTION D  -  OWNERS / OFFICERS (20% OR MORE)', L, y, W, NAVY); y += 20;
  m.owners.forEach((_, i) => {
    const o = ownerEntries(m, i);
    p.label(`OWNER ${i + 1}`, L, y, { size: 7, bold: true, color: NAVY }); y += 12;
    y = captionRow(p, [[o.name!, 0.5], [o.role!, 0.3], [o.own!, 0.2]], y, pitch, `d${i + 1}_`);
    y = captionRow(p, [[o.tax!, 0.3], [o.dob!, 0.3], [o.credit!, 0.15], [o.home!, 0.25]], y, pitch, `d${i + 1}_`);
  });
  sectionBar(p, 'SECTION E  -  BANK, LANDLORD AND REFERENCES', L, y, W, NAVY); y += 22;
  const d = Object.fromEntries(decoyEntries(m).map((e) => [e.id, e]));
  y = captionRow(p, [[d.bank!, 0.4], [d.routing!, 0.3], [d.account!, 0.3]], y, pitch, 'e_');
  y = captionRow(p, [[d.landlord!, 0.4], [d.landlord_phone!, 0.3], [d.rent!, 0.3]], y, pitch, 'e_');
  y = captionRow(p, [[d.ref1!, 0.5], [d.ref1_phone!, 0.5]], y, pitch, 'e_');
  y = captionRow(p, [[d.ref2!, 0.5], [d.ref2_phone!, 0.5]], y, pitch, 'e_');
  y = captionRow(p, [[d.iso!, 0.5]], y, pitch, 'e_');
  y = paragraph(p, AUTH_TEXT, L, y + 2, W) + 6;
  signatures(p, m, L, y, W, '03/02/2026');
}

export function drawHarborline(p: Painter, m: Merchant, rng: Rng): void {
  const pitch = rng.pick([27, 30, 33]);
  pageOne(p, m, rng, pitch);
  p.doc.addPage();
  pageTwo(p, m, pitch);
}
