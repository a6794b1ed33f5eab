// Two more papers: a funder's intake checklist with the merchant in a summary box, and a text-message thread printed
// from the ISO's phone system where the merchant answers the rep's questions.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Prints } from './deal.ts';
import { date, FREQ_TEXT, maskSsn, money, ssn, type Pen } from './draw.ts';
import { businessRows, choosePrints, ownerRows, taxText, type Row } from './rows.ts';

function grid(pen: Pen, rows: Row[], x: number, y: number, w: number, cols: number): number {
  const cw = w / cols;
  rows.forEach((r, i) => {
    const cx = x + (i % cols) * cw;
    const cy = y + Math.floor(i / cols) * 26;
    pen.text(r.label.toUpperCase(), cx + 3, cy + 2, { size: 6, color: '#444' });
    pen.line(cx + 3, cy + 22, cx + cw - 6, cy + 22, '#999');
    pen.val(r.value, cx + 4, cy + 11, cw - 10, 9, r.key);
  });
  return y + Math.ceil(rows.length / cols) * 26;
}

export function intakeChecklist(pen: Pen, d: Deal, rng: Rng): Prints {
  const p = choosePrints(rng, { score: false });
  const k = d.decoy;
  const W = pen.width - 72;
  pen.text('HARBORLINE FUNDING', 36, 34, { font: 'Helvetica-Bold', size: 16, color: '#0b4f6c' });
  pen.text(`New Submission Intake Checklist  |  77 Water St, New York, NY 10005  |  Funder EIN ${k.funderEin}  |  Form HF-201 rev. 03/26`, 36, 54, { size: 7.5 });
  pen.rect(36, 70, W, 40, { stroke: '#0b4f6c' });
  pen.text(`Submitting ISO: ${k.isoCompany}     ISO Rep: ${k.isoRep}     Rep Phone: ${k.isoPhone}`, 42, 76, { size: 8.5 });
  pen.text(`ISO agreement # HF-ISO-${rng.digits(4)}     Received: ${date(`2026-11-${rng.int(10, 27)}`, 'us')}     Intake clerk: ${rng.pick(['MB', 'JT', 'RK'])}`, 42, 92, { size: 8.5 });
  const docs = ['Signed application (all owners)', '4 most recent business bank statements', 'Month-to-date / DecisionLogic', 'Voided business check',
    "Driver's licence, each owner", 'Proof of ownership (SOS print / K-1)', 'Landlord verification', 'Payoff letters for open positions', 'Tax return (deals over $100k)'];
  pen.text('DOCUMENTS RECEIVED', 36, 122, { font: 'Helvetica-Bold', size: 9 });
  docs.forEach((t, i) => {
    const x = 36 + (i % 3) * (W / 3);
    const y = 138 + Math.floor(i / 3) * 15;
    pen.box(x, y, i < 5 || rng.chance(0.4));
    pen.text(t, x + 12, y, { size: 7.5 });
  });
  let y = 190;
  pen.rect(36, y, W, 14, { fill: '#0b4f6c' });
  pen.text('MERCHANT SUMMARY (complete from application)', 42, y + 3.5, { font: 'Helvetica-Bold', size: 8.5, color: '#fff' });
  const fmt = rng.pick(['us', 'short'] as const);
  const biz = businessRows(d, p, rng, fmt, { legal: 'Merchant legal name', dba: 'd/b/a', entity: 'Entity', industry: 'Business type', tax: 'Fed. Tax ID',
    start: 'Date established', addr: 'Street address', csz: 'City, state, zip', phone: 'Phone', amount: 'Amount requested', payment: 'Proposed payment',
    npay: 'No. of payments', freq: 'Remit frequency', sales: 'Avg. monthly deposits' });
  pen.rect(36, y + 14, W, Math.ceil(biz.length / 3) * 26 + 6, { stroke: '#0b4f6c' });
  y = grid(pen, biz, 36, y + 18, W, 3) + 12;
  pen.text('PRINCIPALS', 36, y, { font: 'Helvetica-Bold', size: 9 });
  y += 14;
  for (const [i, o] of d.owners.entries()) {
    const rows = ownerRows(o, i, p, rng, fmt, { name: `Principal ${i + 1} name`, role: 'Title', pct: '% owned', ssn: 'SSN', dob: 'DOB', home: 'Home address', cell: 'Cell' });
    y = grid(pen, rows, 36, y, W, 4) + 4;
  }
  y += 6;
  pen.rect(36, y, W, 70, { stroke: '#999', fill: '#f4f4f4' });
  pen.text('FOR HARBORLINE USE ONLY', 42, y + 5, { font: 'Helvetica-Bold', size: 8 });
  pen.text(`Underwriter: ______________  Buy rate: 1.__  Approved amount: $__________  Stips cleared [ ]  Positions verified: ${k.existing.length}`, 42, y + 20, { size: 8 });
  pen.text(`Existing positions per ISO: ${k.existing.map((e) => `${e.funder} ${money(e.balance)}`).join(', ') || 'none'}   Bank: ${k.bank} ABA ${k.routing}`, 42, y + 36, { size: 8, width: W - 12 });
  pen.text('Incomplete submissions are returned to the ISO within one business day. Do not send statements by fax.', 42, y + 54, { size: 7, color: '#555' });
  return p;
}

interface Msg { from: 'rep' | 'm'; text: string; value?: string; key?: string }

function chatScript(d: Deal, p: Prints, rng: Rng): Msg[] {
  const k = d.decoy;
  const o0 = d.owners[0]!;
  const m: Msg[] = [
    { from: 'rep', text: `Hi ${o0.first}, it's ${k.isoRep.split(' ')[0]} with ${k.isoCompany}. Just need a few things to finish your app. What's the legal name exactly as on your taxes?` },
    { from: 'm', text: '', value: d.legal, key: 'legal' },
    { from: 'rep', text: 'And do you go by a different name (DBA)?' }, { from: 'm', text: d.dba ? 'yes we go by ' : 'no just that', value: d.dba ?? undefined, key: 'dba' },
    { from: 'rep', text: 'What type of entity is it? LLC, corp, sole prop?' }, { from: 'm', text: '', value: d.entityText, key: 'entity' },
    { from: 'rep', text: 'What kind of business would you call it?' }, { from: 'm', text: '', value: d.industryText, key: 'industry' },
    { from: 'rep', text: d.taxType === 'SSN' ? 'No EIN? Then I need the SSN you file under' : 'Federal tax ID (EIN)?' }, { from: 'm', text: '', value: taxText(d, p, rng), key: 'tax' },
    { from: 'rep', text: 'When did you start the business?' }, { from: 'm', text: 'opened ', value: date(d.start, 'long'), key: 'start' },
    { from: 'rep', text: 'Business address?' }, { from: 'm', text: '', value: `${d.street}, ${d.city}, ${d.state} ${d.zip}`, key: 'addr' },
    { from: 'rep', text: 'How much are you looking for?' }, { from: 'm', text: 'about ', value: money(d.amount), key: 'amount' },
  ];
  if (p.payment) m.push({ from: 'rep', text: `ok. If the funder offers ${d.nPayments} ${FREQ_TEXT[d.freq]![1]} payments of ${money(d.payment, true)} would that work?` }, { from: 'm', text: 'yes that works' });
  m.push({ from: 'rep', text: `Anyone else own part of it? I need name, title, % and SSN + DOB for each owner${p.score ? ' and your credit score if you know it' : ''}` });
  d.owners.forEach((o, i) => {
    const parts = [`${o.first} ${o.last}`, o.role, `${o.pct}%`, p.ownerTax === 'full' ? `SSN ${ssn(o.ssn)}` : `SSN ${maskSsn(o.ssn, rng)} (will give rest by phone)`,
      p.dob ? `DOB ${date(o.dob, 'us')}` : '', p.score ? `score ${o.score}` : ''].filter(Boolean);
    m.push({ from: 'm', text: '', value: parts.join(', '), key: `o${i}` });
  });
  m.push({ from: 'rep', text: `Perfect. Last thing, landlord name + number for verification? And any other advances?` },
    { from: 'm', text: `${k.landlord} ${k.landlordPhone}. ${k.existing.length ? `we have ${k.existing[0]!.funder}, owe around ${money(k.existing[0]!.balance)}` : 'no other advances'}` },
    { from: 'rep', text: `Got it. Submitting now. Tax ID for our office if your accountant asks: ${k.isoEin}. Text me at ${k.isoPhone}.` });
  return m;
}

export function chatTranscript(pen: Pen, d: Deal, rng: Rng): Prints {
  const p = choosePrints(rng, { dob: true });
  const k = d.decoy;
  pen.text(`Conversation with ${d.owners[0]!.first} ${d.owners[0]!.last} ${d.owners[0]!.cell}`, 36, 30, { font: 'Helvetica-Bold', size: 12 });
  pen.text(`Exported from ${rng.pick(['RingCentral', 'OpenPhone', 'Dialpad'])} by ${k.isoRep} (${k.isoCompany}) - ${date(`2026-11-${rng.int(10, 27)}`, 'us')}  -  ${k.isoPhone}`, 36, 46, { size: 8, color: '#555' });
  let y = 70;
  let t = rng.int(9 * 60, 15 * 60);
  for (const msg of chatScript(d, p, rng)) {
    const typed = pen.style === 'typed';
    const body = msg.text + (msg.value && typed ? msg.value : '');
    const w = 300;
    const th = body ? pen.doc.font('Helvetica').fontSize(9.5).heightOfString(body, { width: w - 16 }) : 0;
    const h = Math.max(20, th + (msg.value && !typed ? 22 : 8));
    if (y + h > pen.height - 40) { pen.addPage(); y = 40; }
    const x = msg.from === 'rep' ? pen.width - 36 - w : 36;
    t += rng.int(1, 9);
    pen.text(`${msg.from === 'rep' ? k.isoRep.split(' ')[0] : 'Merchant'}  ${Math.floor(t / 60) % 12 || 12}:${String(t % 60).padStart(2, '0')} ${t >= 720 ? 'PM' : 'AM'}`, x + 2, y, { size: 6.5, color: '#777' });
    pen.rect(x, y + 9, w, h, { fill: msg.from === 'rep' ? '#dcebff' : '#eeeeee' });
    if (body) pen.text(body, x + 8, y + 13, { size: 9.5, width: w - 16 });
    if (msg.value && !typed) pen.val(msg.value, x + 8, y + 14 + th, w - 16, 9.5, msg.key);
    y += h + 16;
  }
  pen.text(`ISO ${k.isoEin} | message log is retained 7 years per ${k.isoCompany} compliance policy`, 36, pen.height - 30, { size: 6.5, color: '#888' });
  return p;
}
