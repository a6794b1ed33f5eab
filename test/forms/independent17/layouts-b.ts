// Layouts 4-7: an e-signature envelope with its certificate, a "Review your answers" page, a no-lines form with
// right-aligned labels, and a form whose choices are pill buttons.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './data.ts';
import type { Sheet } from './draw.ts';
import { boxRow, grid, pillRow, room, val, type Cell } from './kit.ts';
import { business, entityChoice, freqChoice, funding, isoItems, others, owner, rentChoice } from './sections.ts';

export function esignEnvelope(s: Sheet, d: Deal, r: Rng): void {
  const env = `${r.alnum(8)}-${r.alnum(4)}-${r.alnum(4)}-${r.alnum(12)}`;
  const head = () => s.label(`Envelope ID: ${env}`, 30, 18, { size: 7, color: '#555555' });
  head(); s.decoys.push(env);
  s.label(`${r.pick(['Keystone', 'Harborline', 'Evergreen'])} Merchant Funding - Application`, 40, 40, { size: 14, bold: true });
  const flow = { x: 40, cols: 2, colW: 266, rowH: 24, top: 40, bottom: 735, onPage: head, wide: 46 };
  const cell: Cell = (sh, it, x, y, w) => {
    sh.label(`${it.label}:`, x, y, { size: 7.5 });
    const lw = sh.doc.font('Helvetica').fontSize(7.5).widthOfString(`${it.label}:`) + 4;
    sh.line(x + lw, y + 10, x + w, y + 10);
    val(sh, it, x + lw + 2, y, w - lw - 2);
  };
  let y = grid(s, business(d, r, { entityText: false }), 66, flow, cell);
  boxRow(s, entityChoice(d), 40, y); boxRow(s, rentChoice(d), 40, y + 16); boxRow(s, freqChoice(d), 300, y + 16);
  y = grid(s, [...funding(d, r, true), ...others(d, r)], y + 38, flow, cell);
  d.owners.forEach((o, i) => {
    y = room(s, y, 120, flow);
    s.rect(40, y, 532, 14, { fill: '#e5e7eb' });
    s.label(`PRINCIPAL ${i + 1}`, 44, y + 3.5, { size: 8, bold: true });
    y = grid(s, owner(o, i, d, r), y + 20, flow, cell);
  });
  y = room(s, y, 60, flow);
  s.label('Signature:', 40, y + 8); s.line(90, y + 18, 300, y + 18);
  s.doc.save().lineWidth(1.2).strokeColor('#1b2a78').moveTo(100, y + 14);
  for (let k = 0; k < 6; k++) s.doc.bezierCurveTo(108 + k * 22, y - 2 + r.int(0, 6), 116 + k * 22, y + 22 - r.int(0, 6), 122 + k * 22, y + 12);
  s.doc.stroke().restore();
  s.label(`DocuSeal ID ${r.alnum(10)}`, 100, y + 21, { size: 6, color: '#2563eb' });
  certificate(s, d, r, env);
}

function certificate(s: Sheet, d: Deal, r: Rng, env: string): void {
  s.page();
  s.label('Certificate Of Completion', 40, 40, { size: 16, bold: true });
  const rows: [string, string][] = [['Envelope Id', env], ['Status', 'Completed'], ['Envelope Originator', d.iso.rep], ['Originator Email', d.iso.email],
    ['Originator IP', `${r.int(11, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`], ['Time Zone', '(UTC-05:00) Eastern Time']];
  d.owners.forEach((o, i) => rows.push([`Signer ${i + 1}`, o.email], ['Signed using IP', `${r.int(11, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`],
    ['Sent', `${r.int(1, 12)}/${r.int(1, 28)}/2025 ${r.int(1, 12)}:${String(r.int(10, 59))}:${String(r.int(10, 59))} PM`],
    ['Signed', `${r.int(1, 12)}/${r.int(1, 28)}/2025 ${r.int(1, 12)}:${String(r.int(10, 59))}:${String(r.int(10, 59))} PM`]));
  rows.forEach(([k, v], i) => {
    s.label(k, 40, 76 + i * 15, { size: 8, color: '#555555' });
    s.label(v, 200, 76 + i * 15, { size: 8 });
    s.decoys.push(v);
  });
  s.label('Electronic Record and Signature Disclosure: accepted by all signers.', 40, 90 + rows.length * 15, { size: 7, color: '#555555' });
}

export function reviewAnswers(s: Sheet, d: Deal, r: Rng): void {
  s.label('Review your answers', 60, 50, { size: 20, bold: true, color: '#0b0c0c' });
  s.label('Check your answers before you submit your application.', 60, 76, { size: 9, color: '#505a5f' });
  const q = (l: string) => ({ 'Legal Business Name': "What is your business's legal name?", 'Amount Requested': 'How much funding do you need?',
    'Owner Name': "What is the owner's full name?", 'Ownership %': 'What percentage of the business do they own?' } as Record<string, string>)[l] ?? l;
  const flow = { x: 60, cols: 1, colW: 500, rowH: 22, top: 50, bottom: 750 };
  const cell: Cell = (sh, it, x, y, w) => {
    sh.label(q(it.label), x, y, { size: 8.5, bold: true, color: '#0b0c0c' });
    val(sh, it, x + 230, y, w - 270, false, 9);
    sh.label('Change', x + w - 30, y, { size: 8, color: '#1d70b8' });
    sh.line(x, y + 15, x + w, y + 15, '#b1b4b6');
  };
  let y = grid(s, [...business(d, r, { entityText: true }), ...funding(d, r, r.chance(0.5))], 100, flow, cell);
  d.owners.forEach((o, i) => {
    y = room(s, y, 90, flow);
    s.label(`Business owner ${i + 1}`, 60, y + 6, { size: 13, bold: true });
    y = grid(s, owner(o, i, d, r, r.chance(0.4)), y + 28, flow, cell);
  });
  y = room(s, y, 40, flow);
  s.label('Bank details', 60, y + 6, { size: 13, bold: true });
  grid(s, others(d, r), y + 28, flow, cell);
}

export function rightAligned(s: Sheet, d: Deal, r: Rng): void {
  s.label(`${r.pick(['Crescent', 'Ridgeway', 'Bluefin'])} Capital  |  Online Application Export`, 60, 40, { size: 12, bold: true, color: '#334155' });
  const flow = { x: 40, cols: 1, colW: 540, rowH: 16, top: 50, bottom: 760 };
  const cell: Cell = (sh, it, x, y, w) => {
    sh.label(it.label, x, y, { size: 8, color: '#64748b', align: 'right', width: 180 });
    val(sh, it, x + 192, y, w - 192);
  };
  let y = grid(s, [...business(d, r, { entityText: true, splitAddress: r.chance(0.4) }), ...funding(d, r, true),
    { label: 'Payment Frequency', text: d.freqLabel, set: { payment_frequency: d.freq } }], 70, flow, cell);
  d.owners.forEach((o, i) => {
    y = room(s, y + 8, 160, flow);
    s.label(`Owner ${i + 1}`, 40, y, { size: 10, bold: true, align: 'right', width: 180, color: '#0f172a' });
    y = grid(s, owner(o, i, d, r), y + 16, flow, cell);
  });
  y = room(s, y + 8, 120, flow);
  grid(s, [...others(d, r), ...isoItems(d)], y, flow, cell);
}

export function pillForm(s: Sheet, d: Deal, r: Rng): void {
  s.rect(0, 0, 612, 64, { fill: '#0f172a' });
  s.label(`${r.pick(['Nimbus', 'Arcadia', 'Tandem'])} Funding Portal`, 40, 18, { size: 16, bold: true, color: '#ffffff' });
  s.label('Application snapshot', 40, 40, { size: 9, color: '#cbd5e1' });
  const flow = { x: 40, cols: 2, colW: 270, rowH: 28, top: 50, bottom: 750, wide: 40 };
  const cell: Cell = (sh, it, x, y, w) => { sh.label(it.label, x, y, { size: 7, color: '#64748b' }); val(sh, it, x, y + 10, w); };
  let y = grid(s, business(d, r, { entityText: false }), 80, flow, cell);
  pillRow(s, entityChoice(d), 40, y, false);
  pillRow(s, rentChoice(d), 40, y + 22, false);
  pillRow(s, freqChoice(d), 40, y + 44, false);
  y = grid(s, [...funding(d, r, true), ...others(d, r)], y + 72, flow, cell);
  d.owners.forEach((o, i) => {
    y = room(s, y, 150, flow);
    s.label(`Owner ${i + 1}`, 40, y, { size: 11, bold: true });
    y = grid(s, owner(o, i, d, r), y + 16, flow, cell);
  });
}
