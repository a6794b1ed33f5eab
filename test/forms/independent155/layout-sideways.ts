// Quillstone Merchant Partners: every section has a navy ribbon in its side margin with the section's name turned
// a quarter turn, and every cell's label is printed sideways (5 pt) in a tinted strip at the cell's edge: reading
// bottom-to-top in the business sections, top-to-bottom in the owner sections, and on the cell's right edge on
// page 2. Nothing horizontal says what a value is.
import type { Canvas } from './canvas.ts';
import { authText, blankVal, isUS, type Layout } from './common.ts';
import type { Draft, Val } from './data.ts';

const NAVY = '#1f3a5f';
const X0 = 30, W = 552, RW = 16, RH = 36, SW = 14;
type Cell = [string, Val, number];

function section(c: Canvas, title: string, y: number, rows: Cell[][], ribbon: 'left' | 'right', up: boolean, stripRight = false): number {
  const h = rows.length * RH;
  const rx = ribbon === 'left' ? X0 : X0 + W - RW;
  c.rect(rx, y, RW, h, { fill: NAVY });
  c.vtext(title, rx, y, RW, h, 7, ribbon === 'left', 'Helvetica-Bold', '#ffffff');
  const cx = ribbon === 'left' ? X0 + RW : X0;
  rows.forEach((cells, r) => {
    const total = cells.reduce((s, k) => s + k[2], 0);
    let x = cx;
    const ry = y + r * RH;
    for (const [label, v, wgt] of cells) {
      const w = ((W - RW) * wgt) / total;
      c.rect(x, ry, w, RH, { stroke: NAVY, lw: 0.6 });
      const sx = stripRight ? x + w - SW : x;
      c.rect(sx + 0.3, ry + 0.3, SW - 0.6, RH - 0.6, { fill: '#e3e9f1' });
      c.vtext(label, sx, ry, SW, RH, 5, up, 'Helvetica-Bold', NAVY);
      c.value(v, stripRight ? x + 2 : x + SW + 1, ry + 7, w - SW - 3, RH - 14, { size: 9 });
      x += w;
    }
  });
  return y + h + 9;
}

function draw(c: Canvas, d: Draft): void {
  const us = isUS(d);
  c.rect(0, 0, 612, 18, { fill: NAVY });
  c.text('QUILLSTONE', X0, 28, 20, { font: 'Helvetica-Bold', color: NAVY });
  c.text('MERCHANT PARTNERS', X0 + 2, 50, 7.5, { font: 'Helvetica', color: NAVY });
  c.text('Revenue-based funding application', X0 + 2, 62, 9, { font: 'Helvetica-Oblique' });
  c.text('400 Wharf Row, Suite 9  |  (617) 555-0148  |  apps@quillstone.example', X0 + 2, 76, 6.5);
  // Rep box (decoys) in the header's right corner.
  c.rect(372, 26, 210, 58, { stroke: NAVY });
  c.vtext('REP', 372, 26, SW, 58, 5, true, 'Helvetica-Bold', NAVY);
  c.value(d.rep[0]!, 388, 28, 190, 16, { size: 8 });
  c.value(d.rep[1]!, 388, 46, 110, 16, { size: 8 });
  c.value(d.rep[2]!, 500, 46, 78, 16, { size: 8 });
  c.text('ISO / representative use: name, phone, ISO no.', 388, 70, 5.5, { color: '#555555' });

  let y = 96;
  y = section(c, 'BUSINESS', y, [
    [['LEGAL NAME', d.legal, 3], [us ? 'DBA / TRADE NAME' : 'OPERATING NAME (O/A)', d.dba, 2.4]],
    [['ENTITY', d.entityText, 1.3], ['BUSINESS TYPE', d.industry, 1.8], ['DATE STARTED', d.start, 1.3], ['YRS IN BUS.', d.years, 0.9]],
    [[us ? 'TAX ID (EIN)' : 'BUSINESS NO. (BN)', d.taxId, 1.6], [us ? 'STATE OF INC.' : 'PROV. OF INC.', d.incState, 1],
      ['PHONE', d.phone, 1.4], ['EMAIL', d.email, 2]],
    [['STREET', d.street, 2.6], ['CITY', d.city, 1.5], [us ? 'STATE' : 'PROV.', d.state, 1], [us ? 'ZIP' : 'POSTAL CODE', d.zip, 1]],
  ], 'left', true);
  y = section(c, 'FUNDING', y, [[['AMOUNT REQ.', d.amount, 1.4], ['PAYMENT', d.payment, 1.3], ['# OF PMTS', d.count, 1],
    ['FREQ.', d.freq, 1.1], ['USE OF FUNDS', d.use, 1.6], ['AVG MO. SALES', d.sales, 1.4]]], 'left', true);
  d.owners.forEach((o, i) => {
    y = section(c, `OWNER ${i + 1}`, y, [
      [['NAME', o.name, 3], ['TITLE', o.role, 2], ['OWN %', o.ownership, 1], ['FICO', o.credit, 1]],
      [[us ? 'SSN' : 'SIN', o.taxId, 2], ['DOB', o.dob, 1.5], ['HOME ADDR.', o.home, 4], ['CELL', o.phone, 1.8]],
    ], 'right', false);
  });
  c.text('Page 1 of 2  -  QMP-APP 11/24', X0, 770, 6, { color: '#666666' });

  c.newPage();
  c.rect(0, 0, 612, 18, { fill: NAVY });
  y = 34;
  const fRows: Cell[][] = (d.funders.length ? d.funders : [[blankVal('funder.none'), blankVal('funder.none.b'), blankVal('funder.none.p')]])
    .map((f) => [['FUNDER', f[0]!, 2.4], ['BALANCE', f[1]!, 1.3], ['PAYMENT', f[2]!, 1.6]]);
  y = section(c, 'OPEN ADVANCES', y, fRows, 'right', false, true);
  y = section(c, 'BANKING', y, [[['BANK', d.bank[0]!, 2.2], [us ? 'ROUTING (ABA)' : 'TRANSIT-INST.', d.bank[1]!, 1.5], ['ACCOUNT #', d.bank[2]!, 1.6]]], 'right', false, true);
  y = section(c, 'PROPERTY', y, [[['LANDLORD / MORTGAGE', d.landlord[0]!, 2.4], ['PHONE', d.landlord[1]!, 1.4], ['MONTHLY RENT', d.landlord[2]!, 1.2]]], 'right', false, true);
  y = section(c, 'REFERENCES', y, d.refs.map((r) => [['TRADE REF.', r[0]!, 2.2], ['CONTACT', r[1]!, 1.8], ['PHONE', r[2]!, 1.4]] as Cell[]), 'right', false, true);
  c.rect(X0, y, W, 150, { stroke: NAVY });
  c.rect(X0, y, RW, 150, { fill: NAVY });
  c.vtext('AUTHORIZATION', X0, y, RW, 150, 7, true, 'Helvetica-Bold', '#ffffff');
  c.text(authText(d, 'Quillstone Merchant Partners'), X0 + RW + 8, y + 8, 7, { width: W - RW - 16, lineGap: 1 });
  d.owners.forEach((o, i) => {
    const sx = X0 + RW + 8 + (i % 2) * 262, sy = y + 82 + Math.floor(i / 2) * 32;
    c.line(sx, sy + 14, sx + 150, sy + 14);
    c.text(`Owner ${i + 1} signature`, sx, sy + 17, 5.5, { color: '#444444' });
    c.line(sx + 160, sy + 14, sx + 240, sy + 14);
    c.text('Date', sx + 160, sy + 17, 5.5, { color: '#444444' });
    if (i === 0) c.value(d.signDate, sx + 160, sy, 80, 13, { size: 8 });
  });
  c.text('Page 2 of 2  -  QMP-APP 11/24', X0, 770, 6, { color: '#666666' });
}

export const SIDEWAYS: Layout = {
  name: 'quillstone-sideways',
  broker: 'Quillstone Merchant Partners',
  caShare: 0.3,
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Helvetica', ink: '#000000', acro: (_k, n) => `Text${n}`, onStates: ['Yes', 'On'], typedMark: 'X' },
  draw,
};
