// Layout 4: Granite Peak Funding (US funder). The deal summary an underwriter prints: merchant facts at the top as a
// label-over-value grid, the owners as a small table, the request in a shaded summary box, existing positions, then
// the underwriter's notes full of numbers that are not the application's (deposits, NSFs, a counter-offer).
import type { Rng } from '../../statements/generator/prng.ts';
import { v, type Deal, type Val } from './deal.ts';
import { money } from './people.ts';
import type { Sheet } from './sheet.ts';

type Item = Val | { decoy: string; text: string };
const L = 40, R = 572;

function cell(s: Sheet, label: string, item: Item, x: number, y: number, w: number): void {
  s.label(label.toUpperCase(), x, y, { size: 6.5, color: '#6b7280', font: 'Helvetica-Bold' });
  if ('decoy' in item) s.decoy(item.decoy, item.text, x, y + 10, w - 6, { size: 9.5 });
  else s.value(item, x, y + 10, w - 6, { size: 9.5 });
}

function merchant(s: Sheet, d: Deal, y: number): number {
  s.label('MERCHANT', L, y, { font: 'Helvetica-Bold', size: 10, color: '#0f4c5c' });
  y += 16;
  const grid: [string, Item][] = [['Legal name', d.legal], ['DBA', d.dba], ['Entity', v(d.entity.text, { type_of_entity: d.entity.id })],
    ['Tax ID', d.tax], ['Address', { decoy: 'street address', text: d.street }], ['City', { decoy: 'city', text: d.addr.city }],
    ['State', d.region], ['Zip', { decoy: 'zip code', text: d.addr.postal }], ['Industry (as stated)', d.industry],
    ['Business start', d.start], ['State of inc.', { decoy: 'state of incorporation', text: d.incState }], ['Phone', { decoy: 'business phone', text: d.phone }]];
  const cw = (R - L) / 4;
  grid.forEach(([label, item], i) => cell(s, label, item, L + (i % 4) * cw, y + Math.floor(i / 4) * 30, i % 4 === 0 && i === 0 ? cw * 1 : cw));
  return y + 3 * 30 + 6;
}

function owners(s: Sheet, d: Deal, y: number): number {
  s.label('OWNERS', L, y, { font: 'Helvetica-Bold', size: 10, color: '#0f4c5c' });
  y += 15;
  const cols: [string, number][] = [['Name', 150], ['Title', 90], ['Own %', 50], ['Stated FICO', 60], ['SSN', 90], ['DOB', 92]];
  s.doc.rect(L, y, R - L, 14).fill('#dbe7ea');
  let x = L + 4;
  for (const [h, w] of cols) { s.label(h, x, y + 4, { font: 'Helvetica-Bold', size: 7.5 }); x += w; }
  y += 16;
  for (const o of d.owners) {
    x = L + 4;
    const items: Val[] = [o.name, o.title, o.pct, o.score, o.tax, o.dob];
    items.forEach((it, i) => { s.value(it, x, y + 2, cols[i]![1] - 6, { size: 8.5 }); x += cols[i]![1]; });
    s.doc.lineWidth(0.4).strokeColor('#c9d3d6').moveTo(L, y + 15).lineTo(R, y + 15).stroke();
    y += 17;
  }
  return y + 10;
}

function request(s: Sheet, d: Deal, y: number): number {
  s.doc.lineWidth(1).strokeColor('#0f4c5c').rect(L, y, R - L, 50).fillAndStroke('#f1f7f8', '#0f4c5c');
  s.label('REQUEST SUMMARY', L + 8, y + 6, { font: 'Helvetica-Bold', size: 8, color: '#0f4c5c' });
  const parts: [string, Val][] = [['Requested amount', d.amount], ['Requested payment', d.payment], ['# of payments', d.nPayments], ['Frequency', d.freq]];
  const cw = (R - L - 16) / 4;
  parts.forEach(([label, it], i) => {
    s.label(label, L + 8 + i * cw, y + 20, { size: 7, color: '#374151' });
    s.value(it.text ? it : v('', {}), L + 8 + i * cw, y + 32, cw - 8, { size: 11, font: 'Helvetica-Bold' });
    if (!it.text && s.style !== 'fillable') s.label('-', L + 8 + i * cw, y + 32, { size: 11 });
  });
  return y + 62;
}

function notes(s: Sheet, d: Deal, y: number, rng: Rng): number {
  if (d.funders.length) {
    s.label('EXISTING POSITIONS (per statements)', L, y, { font: 'Helvetica-Bold', size: 10, color: '#0f4c5c' });
    y += 15;
    for (const f of d.funders) {
      s.decoy('existing funder', f.name, L + 4, y, 180, { size: 8.5 });
      s.decoy('existing funder balance', f.balance, L + 200, y, 100, { size: 8.5 });
      s.decoy('existing funder payment', `${f.payment}/day`, L + 320, y, 100, { size: 8.5 });
      y += 14;
    }
    y += 8;
  }
  s.label("UNDERWRITER'S NOTES", L, y, { font: 'Helvetica-Bold', size: 10, color: '#0f4c5c' });
  y += 15;
  const asked = Number(Object.values(d.amount.set)[0] ?? 50000);
  const counter = Math.max(5000, Math.round((asked * rng.float(0.45, 0.8)) / 2500) * 2500);
  const n = Number(Object.values(d.nPayments.set)[0] ?? 0);
  const cn = n ? n + rng.pick([20, 30, 40]) : rng.pick([100, 120, 140]);
  const cp = Math.round((counter * 1.38) / cn) + 0;
  const text = `Avg monthly deposits ${money(rng.int(20, 300) * 1000 + 613, rng)} over ${rng.int(3, 6)} months, ${rng.int(0, 6)} NSFs, ` +
    `${rng.int(0, 9)} negative days. Ending balances thin in month ${rng.int(1, 3)}. Verified ownership with SOS. Counter at ` +
    `${money(counter, rng)} (1.38 factor), ${cn} daily payments of $${cp}. Decline if merchant insists on full amount. - ${rng.pick(['JL', 'MK', 'RT'])}`;
  s.decoy("underwriter's notes", text, L, y, R - L, { size: 9, h: 70 });
  return y + 80;
}

export function drawSummary(s: Sheet, d: Deal, rng: Rng): void {
  s.doc.addPage({ size: 'LETTER', margin: 0 });
  s.doc.rect(0, 0, 612, 56).fill('#0f4c5c');
  s.label('GRANITE PEAK FUNDING', L, 16, { font: 'Helvetica-Bold', size: 15, color: '#ffffff' });
  s.label('Underwriting - Deal Summary', L, 36, { size: 9, color: '#d1e4e8' });
  s.label(`Deal # GP-${rng.digits(5)}    Printed ${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, 380, 22, { size: 8.5, color: '#ffffff' });
  s.label(`Submitted by ISO: ${d.iso.name}`, 380, 36, { size: 8.5, color: '#ffffff' });
  let y = merchant(s, d, 72);
  y = owners(s, d, y);
  y = request(s, d, y);
  notes(s, d, y, rng);
}
