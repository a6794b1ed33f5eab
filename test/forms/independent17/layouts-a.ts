// Layouts 1-3: a browser-printed web form, a mobile app summary, a CRM deal summary export.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './data.ts';
import type { Sheet } from './draw.ts';
import { boxRow, grid, pillRow, room, rowsOf, val, type Cell } from './kit.ts';
import { business, entityChoice, freqChoice, funding, isoItems, others, owner, rentChoice } from './sections.ts';

export function browserPrint(s: Sheet, d: Deal, r: Rng): void {
  const host = r.pick(['apply.northwindcapital.example', 'portal.swiftbridgefunding.example', 'app.lendlane.example']);
  const stamp = `${r.int(1, 12)}/${r.int(1, 28)}/25, ${r.int(1, 12)}:${String(r.int(0, 59)).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`;
  let page = 0;
  const total = 2 + (d.owners.length > 2 ? 1 : 0);
  const chrome = () => {
    page++;
    s.label(stamp, 24, 14, { size: 7.5, color: '#444444' });
    s.label('Business Funding Application', 236, 14, { size: 7.5, color: '#444444' });
    s.label(`https://${host}/application/step-${page}?ref=${r.alnum(6)}`, 24, 774, { size: 7.5, color: '#444444' });
    s.label(`Page ${page} of ${total}`, 538, 774, { size: 7.5, color: '#444444' });
  };
  chrome();
  s.label('Apply for Funding', 50, 44, { size: 18, bold: true, color: '#0f172a' });
  s.label('Fields marked * are required.', 50, 66, { size: 8, color: '#6b7280' });
  const cell: Cell = (sh, it, x, y, w) => {
    sh.label(it.label, x, y, { size: 8, bold: true, color: '#111827' });
    if (it.req) sh.label('*', x + sh.doc.font('Helvetica-Bold').fontSize(8).widthOfString(it.label) + 2, y - 1, { size: 10, color: '#dc2626', bold: true });
    sh.rect(x, y + 11, w, 17, { r: 3, stroke: '#cbd5e1' });
    val(sh, it, x + 5, y + 16, w - 8);
    if (it.help) sh.label(it.help, x, y + 31, { size: 6.5, color: '#9ca3af' });
  };
  const flow = { x: 50, cols: 2, colW: 260, rowH: 44, top: 50, bottom: 740, onPage: chrome, wide: 44 };
  let y = grid(s, business(d, r, { entityText: false }), 86, flow, cell);
  y = room(s, y, 40, flow);
  boxRow(s, entityChoice(d), 50, y); boxRow(s, rentChoice(d), 50, y + 18);
  y = grid(s, [...funding(d, r, false), ...others(d, r)], y + 44, flow, cell);
  d.owners.forEach((o, i) => {
    y = room(s, y, 130, flow);
    s.label(`Owner ${i + 1}${i === 0 ? ' (Primary)' : ''}`, 50, y, { size: 11, bold: true, color: '#0f172a' });
    y = grid(s, owner(o, i, d, r), y + 18, { ...flow, cols: 3, colW: 173, wide: 26 }, cell);
  });
  y = room(s, y, 40, flow);
  s.label('By submitting, you certify the information above is true and authorize us and our partners to obtain credit reports.', 50, y + 4, { size: 7, color: '#6b7280' });
}

export function mobileApp(s: Sheet, d: Deal, r: Rng): void {
  const app = r.pick(['FundFlow', 'Kapital Go', 'CashLane']);
  s.rect(0, 0, 612, 52, { fill: '#4f46e5' });
  s.label(`${app}  -  Application summary`, 40, 20, { size: 14, bold: true, color: '#ffffff' });
  s.label(`Submitted via ${app} for ${r.pick(['iOS', 'Android'])} v${r.int(2, 6)}.${r.int(0, 20)}`, 40, 60, { size: 7, color: '#6b7280' });
  const flow = { x: 52, cols: 2, colW: 250, rowH: 30, top: 50, bottom: 750, wide: 34 };
  const cell: Cell = (sh, it, x, y, w) => { sh.label(it.label, x, y, { size: 6.5, color: '#6b7280' }); val(sh, it, x, y + 10, w, true, 10); };
  const card = (title: string, icon: string, items: Parameters<typeof grid>[1], extra?: (y: number) => number) => {
    const h = 34 + rowsOf(items, 2, flow.wide) * 30 + (extra ? 34 : 0);
    const y0 = room(s, cardY, h, flow);
    s.rect(36, y0, 540, h, { r: 12, fill: '#f9fafb', stroke: '#e5e7eb' });
    s.doc.circle(56, y0 + 14, 8).fill('#e0e7ff');
    s.label(icon, 53, y0 + 10.5, { size: 8, bold: true, color: '#4f46e5' });
    s.label(title, 70, y0 + 10, { size: 10, bold: true, color: '#111827' });
    const y = grid(s, items, y0 + 30, flow, cell);
    if (extra) extra(y);
    cardY = y0 + h + 10;
  };
  let cardY = 76;
  card('Business', 'B', business(d, r, { entityText: true }));
  card('Funding', '$', funding(d, r, true), (y) => { pillRow(s, freqChoice(d), 52, y); return y + 32; });
  d.owners.forEach((o, i) => card(`Owner ${i + 1}`, 'O', owner(o, i, d, r, false)));
  card('Bank & references', 'R', others(d, r));
}

export function crmDeal(s: Sheet, d: Deal, r: Rng): void {
  const sidebar = () => {
    s.rect(0, 0, 150, 792, { fill: '#f1f5f9' });
    s.label('DEAL', 16, 40, { size: 7, bold: true, color: '#64748b' });
    [['Deal ID', `D-${r.digits(6)}`], ['Stage', r.pick(['Submitted', 'Underwriting', 'New Lead'])], ['Owner (rep)', d.iso.rep], ['Created', `${r.int(1, 12)}/${r.int(1, 28)}/2025`],
      ['Source', d.iso.company], ['Pipeline', 'MCA - Tier A']].forEach(([k, v], i) => {
      s.label(k!, 16, 60 + i * 32, { size: 7, color: '#64748b' });
      s.label(v!, 16, 70 + i * 32, { size: 8, bold: true, color: '#0f172a' });
      s.decoys.push(v!);
    });
  };
  sidebar();
  s.label('Deal summary', 170, 30, { size: 15, bold: true, color: '#0f172a' });
  s.label(`Exported ${r.int(1, 12)}/${r.int(1, 28)}/2025 from ${r.pick(['DealCloud CRM', 'Pipeline One', 'BrokerDesk'])}`, 170, 50, { size: 7, color: '#64748b' });
  const flow = { x: 178, cols: 2, colW: 205, rowH: 15, top: 40, bottom: 760, onPage: sidebar, wide: 26 };
  const cell: Cell = (sh, it, x, y, w) => { sh.label(it.label, x, y, { size: 7, color: '#64748b' }); val(sh, it, x + 80, y, w - 80, false, 8); };
  let y = 72;
  const card = (title: string, items: Parameters<typeof grid>[1]) => {
    y = room(s, y, 30 + rowsOf(items, 2, flow.wide) * 15, flow);
    s.rect(166, y, 420, 20, { r: 6, fill: '#f8fafc', stroke: '#e2e8f0' });
    s.label(title, 176, y + 6, { size: 9, bold: true, color: '#0f172a' });
    y = grid(s, items, y + 22, flow, cell) + 10;
  };
  card('Company', business(d, r, { entityText: true, splitAddress: r.chance(0.5) }));
  card('Request', funding(d, r, true).concat([{ label: 'Schedule', text: d.freqLabel, set: { payment_frequency: d.freq } }]));
  d.owners.forEach((o, i) => card(`Contact - Owner ${i + 1}`, owner(o, i, d, r)));
  card('Other parties', [...others(d, r), ...isoItems(d)]);
}
