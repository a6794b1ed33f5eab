// Layout fundesk_export (US or Canada): a one-page portrait deal sheet exported from a broker's CRM ("FunDesk"),
// whose export tool draws the whole page under a rotation on a landscape MediaBox with no /Rotate: the text runs
// bottom-to-top (or, from some versions, top-to-bottom). A reader turns the page and reads a key/value grid and a
// wide owners table.
import type { Rng } from '../../statements/generator/prng.ts';
import { row, type Cell } from './cells.ts';
import { ENTITY_TEXT_CA, ENTITY_TEXT_US, fmtDate, fmtMoney, PROVINCE_NAMES, type DateFmt, type MoneyFmt } from './data.ts';
import type { Merchant } from './model.ts';
import type { Pen, Turn } from './pen.ts';
import { bizTax, dbaText, FREQ_LABEL, homeLine, money, ownerDob, ownerName, ownerPct, ownerRole, ownerScore, ownerTax, type T } from './parts.ts';

const W = 612, H = 792, L = 30, FW = W - 60;
const GREY = '#e3e6ea', DARK = '#2b3440';

interface KV { label: string; key: string; text: string | null; truth?: T; decoy?: boolean }
/** A grid row of label/value pairs (the label cell shaded, as CRM exports print them). */
function kv(pen: Pen, y: number, pairs: KV[], h = 20): void {
  const each = FW / pairs.length, lw = pairs.length === 1 ? 110 : 96;
  pairs.forEach((p, i) => {
    const x = L + i * each;
    pen.doc.rect(x, y, lw, h).fillColor(GREY).fill();
    pen.box(x, y, each, h, '#b8bec6', 0.4);
    pen.label(p.label, x + 3, y + (h - 6.8) / 2, 6.8, 'Helvetica-Bold', DARK);
    row(pen, 'table', x + lw, y, h, [{ label: '', w: each - lw, key: p.key, text: p.text, truth: p.truth, decoy: p.decoy, size: 8 }]);
  });
}
function band(pen: Pen, y: number, text: string): void {
  pen.doc.rect(L, y, FW, 13).fillColor(DARK).fill();
  pen.label(text, L + 4, y + 3, 7.5, 'Helvetica-Bold', '#ffffff');
}

export function fundesk(pen: Pen, m: Merchant, rng: Rng): void {
  const r = rng.fork('fundesk');
  const ca = m.country === 'CA';
  const theta = r.weighted<Turn>([[90, 3], [270, 1]]);
  pen.begin(W, H, theta, 0);
  const dateF: DateFmt = ca ? r.pick(['iso', 'long']) : r.pick(['mdy4pad', 'mdy4']);
  const moneyF: MoneyFmt = ca ? r.pick(['cad', 'cents']) : 'cents';

  pen.label('FunDesk', L, 22, 16, 'Helvetica-Bold', '#0e6ba8');
  pen.label('CRM', L + 68, 27, 8, 'Helvetica', '#0e6ba8');
  pen.label(`Deal Sheet  -  Deal #FD-${r.digits(6)}  -  Exported ${fmtDate('2026-01-' + String(r.int(10, 28)).padStart(2, '0'), 'mdy4pad')} ${r.int(8, 11)}:${r.int(10, 59)} AM`, L + 150, 26, 8);
  pen.label('Submitted by:', L, 46, 7, 'Helvetica-Bold');
  pen.decoy('iso', `${m.iso.company} (${m.iso.rep}, ${m.iso.email})`, L + 50, 41, 400, 12, 7.5);

  let y = 62;
  band(pen, y, 'BUSINESS'); y += 13;
  const [dba, dbaT] = dbaText(r, m);
  const [tax, taxT] = bizTax(r, m);
  const entText = r.pick((ca ? ENTITY_TEXT_CA : ENTITY_TEXT_US)[m.entity]!);
  kv(pen, y, [{ label: 'Legal Name', key: 'legal_name', text: m.legal, truth: { legal_name: m.legal } }]); y += 20;
  kv(pen, y, [{ label: 'DBA', key: 'dba', text: dba, truth: dbaT }]); y += 20;
  kv(pen, y, [{ label: 'Entity Type', key: 'entity', text: entText, truth: { type_of_entity: m.entity } },
    { label: ca ? 'Business No. (BN)' : 'Tax ID (EIN)', key: 'tax_id', text: tax, truth: taxT }]); y += 20;
  const startShown = r.chance(0.88);
  kv(pen, y, [{ label: 'Business Start', key: 'start', text: startShown ? fmtDate(m.start, dateF) : null, truth: { business_start_date: m.start } },
    { label: ca ? 'Jurisdiction' : 'State of Formation', key: 'inc', text: m.entity === 'sole_proprietorship' ? null : m.incState, decoy: true }]); y += 20;
  kv(pen, y, [{ label: 'Street', key: 'street', text: m.addr.street, decoy: true }]); y += 20;
  const st = ca && r.chance(0.3) ? PROVINCE_NAMES[m.addr.st]! : m.addr.st;
  kv(pen, y, [{ label: 'City', key: 'city', text: m.addr.city, decoy: true }, { label: ca ? 'Province' : 'State', key: 'state', text: st, truth: { state_region: m.addr.st } }]); y += 20;
  kv(pen, y, [{ label: ca ? 'Postal Code' : 'ZIP', key: 'zip', text: m.addr.zip, decoy: true }, { label: 'Phone', key: 'phone', text: m.phone, decoy: true }]); y += 20;
  kv(pen, y, [{ label: 'Industry', key: 'industry', text: m.industryText, truth: { industry: m.industry } }, { label: 'Email', key: 'email', text: m.email, decoy: true }]); y += 20;
  kv(pen, y, [{ label: 'Landlord', key: 'landlord', text: m.rent ? m.landlord : null, decoy: true },
    { label: 'Monthly Rent', key: 'rent', text: m.rent ? fmtMoney(m.monthlyRent, moneyF) : null, decoy: true }]); y += 30;

  band(pen, y, 'FUNDING REQUEST'); y += 13;
  const [amt, amtT] = money(m.amount, moneyF, 'requested_amount');
  const [pay, payT] = money(m.payment, moneyF === 'cad' ? 'cad' : 'cents', 'requested_payment');
  const terms = r.chance(0.7);
  kv(pen, y, [{ label: 'Requested Amount', key: 'amount', text: amt, truth: amtT },
    { label: 'Frequency', key: 'freq', text: terms ? FREQ_LABEL[m.frequency]! : null, truth: { payment_frequency: m.frequency } }]); y += 20;
  kv(pen, y, [{ label: 'No. of Payments', key: 'n_payments', text: terms ? String(m.payments) : null, truth: { number_of_payments: m.payments } },
    { label: 'Payment', key: 'payment', text: terms ? pay : null, truth: payT }]); y += 20;
  kv(pen, y, [{ label: 'Use of Funds', key: 'use', text: m.use, decoy: true }, { label: 'Monthly Revenue', key: 'sales', text: fmtMoney(m.monthlySales, moneyF), decoy: true }]); y += 30;

  band(pen, y, 'OWNERS'); y += 13;
  const cols: [string, number][] = [['#', 16], ['Owner Name', 118], ['Title', 72], ['Own %', 40], [ca ? 'SIN' : 'SSN', 76], ['DOB', 66], ['FICO', 34], ['Home Address', 130]];
  let x = L;
  pen.doc.rect(L, y, FW, 12).fillColor(GREY).fill();
  for (const [label, w] of cols) { pen.label(label, x + 2, y + 3, 6.5, 'Helvetica-Bold', DARK); x += w; }
  y += 12;
  m.owners.forEach((o, i) => {
    const q = r.fork(`f${i}`);
    const nm = ownerName(q, o, i), role = ownerRole(o, i), pct = ownerPct(q, o, i), tx = ownerTax(q, o, i, 0.5), dob = ownerDob(o, i, dateF), sc = ownerScore(o, i);
    const vals: [string | null, T, boolean][] = [[String(i + 1), {}, true], [nm[0], nm[1], false], [role[0], role[1], false], [pct[0], pct[1], false],
      [tx[0], tx[1], false], [q.chance(0.1) ? null : dob[0], dob[1], false], [sc[0], sc[1], false], [homeLine(o), {}, true]];
    row(pen, 'table', L, y, 22, vals.map(([text, truth, decoy], k): Cell => ({ label: '', w: cols[k]![1], key: `o${i}_${k}`, text, truth, decoy, size: k === 7 ? 5.6 : 7.5 })));
    y += 22;
  });
  y += 12;

  band(pen, y, 'BANKING & OPEN POSITIONS'); y += 13;
  kv(pen, y, [{ label: 'Bank', key: 'bank', text: m.bank.name, decoy: true },
    { label: ca ? 'Transit / Inst.' : 'Routing', key: 'routing', text: ca ? `${m.bank.transit}-${m.bank.institution}` : m.bank.routing, decoy: true }]); y += 20;
  kv(pen, y, [{ label: 'Account', key: 'account', text: m.bank.account, decoy: true }, { label: 'Open Positions', key: 'positions', text: String(m.advances.length), decoy: true }]); y += 20;
  m.advances.forEach((a, i) => {
    kv(pen, y, [{ label: `Position ${i + 1}`, key: `adv${i}`, text: a.funder, decoy: true },
      { label: 'Balance / Pmt', key: `adv${i}_bal`, text: `${fmtMoney(a.balance, moneyF)} / ${fmtMoney(a.payment, moneyF)}`, decoy: true }]);
    y += 20;
  });
  y += 10;
  band(pen, y, 'NOTES'); y += 16;
  pen.decoy('notes', `Signed app on file; ${r.int(3, 6)} mos. statements attached. Trade ref: ${m.refs[0]!.name}, ${m.refs[0]!.contact} ${m.refs[0]!.phone}`,
    L, y - 2, FW, 13, 7);
  pen.label('Confidential - for funding partner review only. Generated by FunDesk CRM.', L, H - 28, 6, 'Helvetica', '#777777');
}
