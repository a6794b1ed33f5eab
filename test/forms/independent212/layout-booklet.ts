// Lantern Ridge Advance Co.: a landscape sheet printed as an open booklet, two half-pages (numbered 2 and 3) on one
// PDF page with a fold line between them. Values sit on lines with their labels printed to the RIGHT of the line;
// the left half holds the business and the request, the right half the owners and signatures.
import type { Canvas } from './canvas.ts';
import type { Merchant } from './data.ts';
import { AUTH_US, decoy, entityGroup, frequencyGroup } from './parts.ts';
import { US_BOXES, type Maybe, type Values } from './values.ts';

const NARROW = '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf';
const NARROW_B = '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf';
const RUST = '#8a3b12';

/** Value on a line of width lineW, its label to the right of the line. */
function rl(c: Canvas, label: string, e: Maybe, x: number, y: number, lineW: number): void {
  c.put(e, x + 2, y, lineW - 4, 9);
  c.line(x, y + 12, x + lineW, y + 12, 0.5);
  c.text(label, x + lineW + 4, y + 4, { size: 7, font: NARROW, color: '#333' });
}

function band(c: Canvas, title: string, x: number, y: number, w: number): number {
  c.line(x, y + 11, x + w, y + 11, 1.2, RUST);
  c.text(title.toUpperCase(), x, y, { size: 8.5, font: NARROW_B, color: RUST });
  return y + 18;
}

function left(c: Canvas, v: Values, m: Merchant): void {
  const x = 36, w = 330;
  c.text('Lantern Ridge', x, 30, { size: 18, font: 'Times-BoldItalic', color: RUST });
  c.text('ADVANCE CO.', x + 112, 36, { size: 9, font: NARROW_B, color: RUST });
  c.text('Merchant Application  -  please print clearly', x, 52, { size: 7.5, font: NARROW });
  let y = band(c, '1  About your business', x, 68, w);
  rl(c, 'Registered (legal) name', v.legal, x, y, 225); y += 20;
  rl(c, 'Trade name / DBA', v.dba, x, y, 225); y += 20;
  rl(c, 'EIN', v.taxId, x, y, 100);
  rl(c, 'Date started', v.start, x + 128, y, 100); y += 20;
  rl(c, 'Industry / what you sell', v.industry, x, y, 225); y += 20;
  c.text('Entity:', x, y + 1, { size: 7.5, font: NARROW_B });
  y += entityGroup(c, v, US_BOXES, x + 32, y, 74, 4, 7) + 4;
  rl(c, 'Street', v.street, x, y, 260); y += 20;
  rl(c, 'City', v.city, x, y, 120);
  rl(c, 'State', v.region, x + 142, y, 32);
  rl(c, 'ZIP', v.postal, x + 200, y, 60); y += 20;
  rl(c, 'Phone', v.phone, x, y, 110);
  rl(c, 'Email', v.email, x + 138, y, 160); y += 20;
  rl(c, 'Website', v.website, x, y, 160);
  rl(c, 'Staff', v.employees, x + 196, y, 40); y += 20;
  rl(c, 'State of formation', v.inc, x, y, 50);
  c.box('Own', x + 130, y + 3, m.rent ? null : { key: 'own', text: 'Own', fields: {} }, { font: NARROW, name: 'prem_own' });
  c.box('Rent', x + 168, y + 3, m.rent ? { key: 'rent', text: 'Rent', fields: {} } : null, { font: NARROW, name: 'prem_rent' });
  y += 20;
  rl(c, 'Landlord', decoy(v, 'landlord'), x, y, 150);
  rl(c, 'Landlord ph.', decoy(v, 'landlord.phone'), x + 190, y, 90); y += 24;
  y = band(c, '2  What you need', x, y, w);
  rl(c, 'Amount requested', v.requested, x, y, 100);
  rl(c, 'Purpose', v.use, x + 168, y, 120); y += 20;
  rl(c, 'Payment amount', v.payment, x, y, 100);
  rl(c, '# of payments', v.numPayments, x + 168, y, 60); y += 20;
  c.text('Paid:', x, y + 1, { size: 7.5, font: NARROW_B });
  frequencyGroup(c, v, x + 26, y, 10, 7); y += 18;
  y = band(c, '3  Money in, money out', x, y, w);
  rl(c, 'Avg. monthly card + bank sales', v.sales, x, y, 100); y += 20;
  rl(c, 'Bank', decoy(v, 'bank'), x, y, 110);
  rl(c, 'Routing', decoy(v, 'routing'), x + 140, y, 100); y += 20;
  rl(c, 'Account #', decoy(v, 'account'), x, y, 110); y += 20;
  for (let i = 0; i < 3; i++) {
    const f = decoy(v, `adv${i}.funder`);
    if (!f && i > 0) break;
    rl(c, 'Current funder', f, x, y, 110);
    rl(c, 'Balance', decoy(v, `adv${i}.balance`), x + 144, y, 60);
    rl(c, 'Pmt', decoy(v, `adv${i}.payment`), x + 244, y, 50); y += 20;
  }
  c.text('2', x + w / 2, 584, { size: 8, font: NARROW });
}

function right(c: Canvas, v: Values): void {
  const x = 426, w = 330;
  let y = band(c, '4  Owners (list everyone owning 20% or more)', x, 30, w);
  const compact = v.owners.length > 2;
  v.owners.forEach((o, i) => {
    c.text(`Owner ${i + 1}`, x, y, { size: 7.5, font: NARROW_B, color: RUST }); y += 11;
    rl(c, 'Name', o.name, x, y, 170);
    rl(c, 'Title', o.title, x + 204, y, 90); y += 19;
    rl(c, '% owned', o.pct, x, y, 45);
    rl(c, 'SSN', o.ssn, x + 86, y, 80);
    rl(c, 'Birth date', o.dob, x + 186, y, 80); y += 19;
    rl(c, 'Home address', o.home, x, y, 150);
    rl(c, 'FICO', o.credit, x + 212, y, 50); y += 19;
    if (!compact) { rl(c, 'City/State/ZIP', o.homeCity, x, y, 150); rl(c, 'Cell', o.cell, x + 212, y, 80); y += 19; }
    y += 4;
  });
  y = band(c, '5  Please read and sign', x, y + 2, w);
  y += c.text(AUTH_US, x, y, { size: 6.4, font: NARROW, width: w, align: 'justify' }) + 10;
  v.owners.forEach((o, i) => {
    c.line(x, y + 16, x + 150, y + 16);
    c.text(`Signature, Owner ${i + 1}`, x + 154, y + 9, { size: 6.5, font: NARROW });
    rl(c, 'Date', { key: `o${i}.sigdate`, text: v.summaryDate, fields: {} }, x + 230, y + 4, 60);
    y += 24;
  });
  rl(c, 'Broker / ISO', decoy(v, 'iso.company'), x, y, 150);
  rl(c, 'Rep', decoy(v, 'iso.name'), x + 196, y, 100);
  c.text('3', x + w / 2, 584, { size: 8, font: NARROW });
}

export function drawBooklet(c: Canvas, v: Values, m: Merchant): void {
  c.addPage([792, 612]);
  c.doc.save().dash(3, { space: 3 }).lineWidth(0.4).strokeColor('#999').moveTo(396, 10).lineTo(396, 602).stroke().undash().restore();
  left(c, v, m);
  right(c, v);
}
