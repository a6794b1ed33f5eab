// The four renewal forms of set 258. Each draws the merchant on file (pre-printed), its corrections, the current
// advance (decoys) and the new request, and says which optional values it printed.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { addrLine, commas, fmtDate, money, ownerName, taxPrinted, type Merchant, type Owner, type Request } from './model.ts';

export interface Printed { dob: boolean; credit: boolean; req: Request }

const FREQ_LABEL: Record<string, string[]> = { daily: ['Daily', 'Daily (M-F)', 'daily'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'], monthly: ['Monthly', 'monthly'] };

/** A value on file: unchanged it is the truth; changed, the file's value is a decoy and the correction the truth. */
function onFile(c: Canvas, key: string, oldText: string, newText: string | null, x: number, y: number, corr: { x: number; y: number; w?: number } | null,
  o: { size?: number; w?: number; strike?: boolean; newKey?: string } = {}): void {
  if (newText === null || newText === oldText) {
    c.value(key, oldText, x, y, { pre: true, size: o.size ?? 8.5, ...(o.w ? { w: o.w } : {}) });
    return;
  }
  const box = c.value(`on_file_${key}`, oldText, x, y, { pre: true, decoy: true, size: o.size ?? 8.5, ...(o.w ? { w: o.w } : {}) });
  if (c.style !== 'fillable' && (o.strike ?? true)) c.strike(box);
  if (corr) c.value(o.newKey ?? key, newText, corr.x, corr.y, { size: (o.size ?? 8.5) + 0.5, ...(corr.w ? { w: corr.w } : {}) });
}

function ownerKey(i: number, f: string): string { return `applicants[${i}].${f}`; }
const pct = (v: number, rng: Rng): string => rng.pick([`${v}%`, `${v} %`, `${v}`]);

// ============================================================================================================
// 1. Bluewater Capital Partners: a funder's one-page renewal with "on file | correction" columns.
export function bluewater(c: Canvas, m: Merchant, rng: Rng): Printed {
  const printed: Printed = { dob: true, credit: rng.chance(0.6), req: m.req };
  c.addPage();
  const navy = '#0b3d6b';
  c.rect(0, 0, 612, 62, { fill: navy });
  c.text('BLUEWATER', 36, 16, { size: 22, font: 'Helvetica-Bold', color: '#ffffff' });
  c.text('CAPITAL PARTNERS', 36, 40, { size: 9, font: 'Helvetica', color: '#9cc7ef' });
  c.text('Renewal Application & Merchant Update', 330, 18, { size: 12, font: 'Helvetica-Bold', color: '#ffffff' });
  c.text(`Merchant ID BWC-${rng.digits(5)}   |   Prepared ${fmtDate({ y: 2025, m: rng.int(1, 5), d: rng.int(1, 28) }, rng)}`, 330, 38, { size: 7.5, color: '#d7e6f5' });
  c.text('Congratulations: your account qualifies for additional funding. Review the information we have on file and write any change in the '
    + 'Correction column. Return this page with your last 3 months of bank statements.', 36, 72, { size: 7.5, width: 540, color: '#333333' });

  let y = 100;
  const sec = (t: string): void => { c.rect(36, y, 540, 14, { fill: '#dbe7f3' }); c.text(t, 40, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: navy }); y += 18; };
  sec('1.  INFORMATION ON FILE');
  c.text('Field', 40, y, { size: 6.5, font: 'Helvetica-Oblique', color: '#555555' });
  c.text('On file', 160, y, { size: 6.5, font: 'Helvetica-Oblique', color: '#555555' });
  c.text('Correction (only if changed)', 390, y, { size: 6.5, font: 'Helvetica-Oblique', color: '#555555' });
  y += 10;
  const row = (label: string, draw: (yy: number) => void): void => {
    c.text(label, 40, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
    draw(y);
    c.line(36, y + 13, 576, y + 13, { color: '#b9c9d9', lw: 0.4 });
    y += 16;
  };
  row('Legal Name', (yy) => onFile(c, 'legal_name', m.oldLegal ?? m.legal, m.legal, 160, yy + 1, { x: 390, y: yy, w: 180 }));
  row('DBA', (yy) => {
    const old = m.oldDba !== undefined ? m.oldDba : m.dba;
    if (old === null && m.dba === null) { c.text('--', 160, yy + 1, { size: 8.5, font: 'Courier' }); return; }
    if (old === null) { c.text('--', 160, yy + 1, { size: 8.5, font: 'Courier' }); c.value('trade_name', m.dba!, 390, yy, { w: 180 }); return; }
    if (m.dba === null) { const b = c.value('on_file_trade_name', old, 160, yy + 1, { pre: true, decoy: true, size: 8.5 }); if (c.style !== 'fillable') c.strike(b); c.value('trade_name_removed', m.dbaNewText ?? 'N/A', 390, yy, { decoy: true, w: 180 }); return; }
    onFile(c, 'trade_name', old, m.dba, 160, yy + 1, { x: 390, y: yy, w: 180 });
  });
  row('Entity Type', (yy) => c.value('type_of_entity', m.entity.text, 160, yy + 1, { pre: true, size: 8.5 }));
  row(m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : m.taxType === 'ITIN' ? 'Tax ID (ITIN)' : 'Tax ID (SSN)', (yy) => {
    if (m.taxBlank) { c.text('NOT ON FILE', 160, yy + 1, { size: 8.5, font: 'Courier' }); return; }
    c.value('business_tax_id', m.taxPrinted, 160, yy + 1, { pre: true, size: 8.5 });
  });
  row('Business Address', (yy) => onFile(c, 'state_region', addrLine(m.oldAddr ?? m.addr), addrLine(m.addr), 160, yy + 1, { x: 390, y: yy, w: 185 }, { size: m.oldAddr ? 7 : 8.5 }));
  row('Business Phone', (yy) => onFile(c, 'business_phone', m.oldPhone ?? m.phone, m.phone, 160, yy + 1, { x: 390, y: yy, w: 120 }));
  row('Type of Business', (yy) => c.value('industry', m.industryText, 160, yy + 1, { pre: true, size: 8.5 }));
  row(m.yearsOnly ? 'Years in Business' : 'Business Start Date', (yy) => {
    if (m.yearsOnly) c.value('years_in_business', String(2025 - m.start.y), 160, yy + 1, { pre: true, size: 8.5, decoy: true });
    else c.value('business_start_date', m.startPrinted, 160, yy + 1, { pre: true, size: 8.5 });
  });
  row('State of Incorporation', (yy) => c.value('state_of_incorporation', m.stateOfInc, 160, yy + 1, { pre: true, size: 8.5, decoy: true }));

  y += 4;
  sec('2.  YOUR CURRENT ADVANCE (for reference: not part of the new request)');
  const cur = m.cur;
  const cells: [string, string][] = [['Contract #', cur.contract], ['Funded', fmtDate(cur.fundedOn, rng)], ['Purchase price', money(cur.funded, rng)], ['Purchased amount', money(cur.rtr, rng)],
    [`${cur.freq} payment`, money(cur.pmt, rng)], ['Payments made', String(cur.pmtsMade)], ['Paid to date', money(cur.paid, rng)], ['Remaining balance', money(cur.balance, rng)],
    ['Est. payoff (10 days)', money(cur.payoff, rng)]];
  c.rect(36, y - 2, 540, 44, { fill: '#f4f7fa', stroke: '#b9c9d9' });
  cells.forEach(([l, v], i) => {
    const cx = 44 + (i % 5) * 106, cy = y + Math.floor(i / 5) * 20;
    c.text(l, cx, cy, { size: 6, color: '#555555' });
    c.value(`current_${l.toLowerCase().replace(/\W+/g, '_')}`, v, cx, cy + 7, { pre: true, decoy: true, size: 8 });
  });
  y += 50;

  sec('3.  NEW FUNDING REQUEST');
  c.text('Amount requested:', 40, y + 2, { size: 8, font: 'Helvetica-Bold' });
  c.value('requested_amount', money(m.req.amount, rng), 130, y, { underline: true, w: 110, size: 10 });
  c.text('Use of funds:', 270, y + 2, { size: 8 });
  c.value('use_of_funds', m.req.use, 330, y, { underline: true, w: 150, size: 9 });
  y += 20;
  c.text('Preferred payment:', 40, y + 2, { size: 8 });
  if (m.req.payment !== null) c.value('requested_payment', money(m.req.payment, rng), 130, y, { underline: true, w: 80, size: 9.5 });
  else c.line(128, y + 11, 210, y + 11, { color: '#555555', lw: 0.4 });
  let fx = 222;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) {
    const label = f === 'biweekly' ? 'Bi-Weekly' : f[0]!.toUpperCase() + f.slice(1);
    c.check(m.req.freq === f ? 'payment_frequency' : '', label, fx, y + 1, m.req.freq === f);
    fx += 58;
  }
  c.text('No. of payments:', 460, y + 2, { size: 8 });
  if (m.req.n !== null) c.value('number_of_payments', String(m.req.n), 528, y, { underline: true, w: 44, size: 9.5 });
  y += 20;
  c.text('Est. net to you after payoff of current balance:', 40, y + 2, { size: 7, color: '#555555' });
  if (m.req.amount > cur.payoff) c.value('net_after_payoff', money(Math.round(m.req.amount - cur.payoff), rng), 210, y + 1, { decoy: true, size: 8.5 });
  y += 18;

  sec('4.  OWNERS / GUARANTORS ON FILE');
  const cols = [40, 172, 262, 306, 372, 440, 516];
  ['Name', 'Title', 'Own. %', 'Date of Birth', 'SSN on file', 'Full SSN (required)', printed.credit ? 'Est. FICO' : ''].forEach((h, i) => c.text(h, cols[i]!, y, { size: 6.5, font: 'Helvetica-Oblique', color: '#555555' }));
  y += 10;
  m.owners.slice(0, 3).forEach((o, i) => {
    const h = o.oldLast || o.oldTitle || o.oldPct !== undefined ? 28 : 18;
    onFile(c, ownerKey(i, 'name'), ownerName(o, o.oldLast ?? o.last), ownerName(o), cols[0]!, y + 1, { x: cols[0]! + 4, y: y + 13, w: 140 }, { size: 8 });
    onFile(c, ownerKey(i, 'role'), o.oldTitle ?? o.title, o.title, cols[1]!, y + 1, { x: cols[1]! + 2, y: y + 13, w: 66 }, { size: 8 });
    onFile(c, ownerKey(i, 'ownership'), pct(o.oldPct ?? o.pct, rng), pct(o.pct, rng), cols[2]!, y + 1, { x: cols[2]! + 2, y: y + 13, w: 38 }, { size: 8 });
    c.value(ownerKey(i, 'date_of_birth'), fmtDate(o.dob, rng), cols[3]!, y + 1, { pre: true, size: 8 });
    c.value('', `XXX-XX-${o.taxDigits.slice(5)}`, cols[4]!, y + 1, { pre: true, size: 8 });
    if (o.taxKind === 'full') c.value(ownerKey(i, 'tax_id'), taxPrinted(o, rng), cols[5]!, y, { underline: true, w: 70, size: 8.5 });
    else c.line(cols[5]! - 2, y + 10, cols[5]! + 68, y + 10, { color: '#555555', lw: 0.4 });
    if (printed.credit && o.credit !== null) c.value(ownerKey(i, 'credit_score'), String(o.credit), cols[6]!, y, { underline: true, w: 40, size: 8.5 });
    c.line(36, y + h - 3, 576, y + h - 3, { color: '#b9c9d9', lw: 0.4 });
    y += h;
  });
  y += 6;
  c.text('Landlord / mortgage holder:', 40, y + 1, { size: 7 });
  c.value('landlord_name', m.landlord.name, 140, y, { decoy: true, size: 8.5, w: 140, underline: true });
  c.text('Phone:', 300, y + 1, { size: 7 });
  c.value('landlord_phone', m.landlord.phone, 328, y, { decoy: true, size: 8.5, w: 90, underline: true });
  y += 22;
  c.text('By signing, each owner certifies the information above (as corrected) is true and complete, authorizes Bluewater Capital Partners and its '
    + 'assigns to obtain consumer and business credit reports and to verify bank activity, and acknowledges that the renewal, if approved, will first '
    + 'pay off the remaining balance of the current advance.', 36, y, { size: 6.5, width: 540, color: '#333333' });
  y += 34;
  const signers = m.owners.slice(0, Math.min(2, m.owners.length));
  signers.forEach((o, i) => {
    const x = 36 + i * 280;
    c.line(x, y + 14, x + 150, y + 14);
    c.text('Signature', x, y + 17, { size: 6.5 });
    if (c.style === 'handwritten') c.value('', `${o.first[0]}. ${o.last}`, x + 6, y + 2, { size: 11 });
    c.line(x + 160, y + 14, x + 250, y + 14);
    c.text('Date', x + 160, y + 17, { size: 6.5 });
  });
  c.text(`Account manager: ${m.rep.name}  ${m.rep.phone}  ${m.rep.email}`, 36, 760, { size: 6.5, color: '#666666' });
  c.decoys.push({ key: 'account_manager', text: m.rep.name, page: c.page, box: [36, 22, 200, 32] });
  c.text('Bluewater Capital Partners purchases future receivables; this is not a loan.  Form BWC-RN 03/25', 36, 772, { size: 6, color: '#888888' });
  return printed;
}

// ============================================================================================================
// 2. Keystone Merchant Funding: an ISO's two-page boxed-grid application, re-sent pre-filled from its CRM.
const KS_ENTITIES: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['LP', 'limited_partnership'],
  ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];

export function keystone(c: Canvas, m: Merchant, rng: Rng): Printed {
  const printed: Printed = { dob: true, credit: true, req: m.req };
  const useBox = c.style === 'fillable' || rng.chance(0.5);
  const changes: { label: string; key: string; text: string; decoy?: boolean }[] = [];
  c.addPage();
  c.rect(30, 26, 16, 16, { fill: '#b3121f' });
  c.text('KEYSTONE', 52, 24, { size: 18, font: 'Times-Bold' });
  c.text('MERCHANT FUNDING', 53, 42, { size: 7, font: 'Times-Roman' });
  c.text('ADDITIONAL FUNDING / RENEWAL APPLICATION', 300, 26, { size: 10.5, font: 'Helvetica-Bold' });
  c.text(`ISO # KMF-${rng.digits(4)}      Prior app # ${rng.digits(7)}      Page 1 of 2`, 300, 42, { size: 7 });
  let y = 58;
  const cell = (x: number, w: number, h: number, label: string): void => {
    c.rect(x, y, w, h, { lw: 0.5 });
    c.text(label.toUpperCase(), x + 2, y + 1.5, { size: 5.2, font: 'Helvetica-Bold', color: '#333333' });
  };
  const band = (t: string): void => { c.rect(30, y, 552, 12, { fill: '#222222' }); c.text(t, 34, y + 2.5, { size: 7.5, font: 'Helvetica-Bold', color: '#ffffff' }); y += 12; };
  /** A pre-filled cell value; a changed one is struck and rewritten above, or listed in the changes box. */
  const fileVal = (key: string, oldText: string, newText: string, x: number, w: number, label: string): void => {
    if (oldText === newText) { c.value(key, newText, x + 3, y + 10, { pre: true, size: 8, w: w - 6 }); return; }
    const b = c.value(`on_file_${key}`, oldText, x + 3, y + 10, { pre: true, size: 8, decoy: true, w: w - 6 });
    if (useBox) changes.push({ label, key, text: newText });
    else { c.strike(b); c.value(key, newText, x + Math.min(w * 0.45, b[2] - b[0] + 8), y + 1, { size: 8.5, w: w * 0.5 }); }
  };
  band('BUSINESS INFORMATION');
  cell(30, 340, 22, 'Legal / corporate name'); fileVal('legal_name', m.oldLegal ?? m.legal, m.legal, 30, 340, 'Legal name');
  cell(370, 212, 22, 'DBA'); {
    const old = m.oldDba !== undefined ? m.oldDba : m.dba;
    if (old !== null && m.dba !== null) fileVal('trade_name', old, m.dba, 370, 212, 'DBA');
    else if (old === null && m.dba !== null) { if (useBox) changes.push({ label: 'DBA', key: 'trade_name', text: m.dba }); else c.value('trade_name', m.dba, 373, y + 10, { size: 8.5 }); }
    else if (old !== null && m.dba === null) {
      const b = c.value('on_file_trade_name', old, 373, y + 10, { pre: true, size: 8, decoy: true });
      if (useBox) changes.push({ label: 'DBA', key: 'trade_name_removed', text: m.dbaNewText ?? 'N/A', decoy: true });
      else { c.strike(b); c.value('trade_name_removed', m.dbaNewText ?? 'N/A', 380 + b[2] - b[0], y + 3, { size: 8.5, decoy: true }); }
    }
  }
  y += 22;
  const a = m.addr, oa = m.oldAddr ?? m.addr;
  cell(30, 250, 22, 'Physical address (no P.O. box)'); fileVal('business_street', oa.street, a.street, 30, 250, 'Street');
  cell(280, 130, 22, 'City'); fileVal('business_city', oa.city, a.city, 280, 130, 'City');
  cell(410, 60, 22, 'State'); fileVal('state_region', oa.state, a.state, 410, 60, 'State');
  cell(470, 112, 22, 'Zip'); fileVal('business_zip', oa.zip, a.zip, 470, 112, 'Zip');
  y += 22;
  cell(30, 130, 22, 'Business phone'); fileVal('business_phone', m.oldPhone ?? m.phone, m.phone, 30, 130, 'Phone');
  cell(160, 190, 22, 'E-mail'); c.value('business_email', m.email, 163, y + 10, { pre: true, size: 8, decoy: true });
  cell(350, 232, 22, m.taxType === 'EIN' ? 'Federal tax ID (EIN)' : m.taxType === 'ITIN' ? 'Tax ID (ITIN)' : 'Tax ID (SSN - sole prop.)');
  if (!m.taxBlank) c.value('business_tax_id', m.taxPrinted, 353, y + 10, { pre: true, size: 8 });
  y += 22;
  cell(30, 552, 20, 'Entity type');
  {
    const hit = KS_ENTITIES.find(([, id]) => id === m.entity.id);
    let x = 36;
    for (const [label] of KS_ENTITIES) { c.check(hit?.[0] === label ? 'type_of_entity' : '', label, x, y + 9, hit?.[0] === label, { size: 7 }); x += label.length * 4 + 26; }
    c.check('', 'Other:', x, y + 9, !hit, { size: 7 });
    if (!hit) c.value('type_of_entity', m.entity.text, x + 40, y + 7, { size: 8.5, w: 80 });
    else c.line(x + 38, y + 16, x + 120, y + 16, { lw: 0.4 });
  }
  y += 20;
  cell(30, 220, 22, 'Type of business / industry'); c.value('industry', m.industryText, 33, y + 10, { pre: true, size: 8 });
  cell(250, 110, 22, m.yearsOnly ? 'Years in business' : 'Business start date');
  if (m.yearsOnly) c.value('years_in_business', `${2025 - m.start.y} yrs`, 253, y + 10, { pre: true, size: 8, decoy: true }); else c.value('business_start_date', m.startPrinted, 253, y + 10, { pre: true, size: 8 });
  cell(360, 100, 22, 'State of inc.'); c.value('state_of_incorporation', m.stateOfInc, 363, y + 10, { pre: true, size: 8, decoy: true });
  cell(460, 122, 22, 'Avg. monthly sales'); c.value('monthly_sales', money(m.monthlySales, rng), 463, y + 10, { size: 8.5, decoy: true });
  y += 22;
  cell(30, 250, 22, 'Landlord / mortgage co.'); c.value('landlord_name', m.landlord.name, 33, y + 10, { size: 8.5, decoy: true });
  cell(280, 150, 22, 'Landlord phone'); c.value('landlord_phone', m.landlord.phone, 283, y + 10, { size: 8.5, decoy: true });
  cell(430, 152, 22, 'Monthly rent'); c.value('monthly_rent', money(m.landlord.rent, rng), 433, y + 10, { size: 8.5, decoy: true });
  y += 28;
  band('OWNER / OFFICER INFORMATION (all owners of 20% or more)');
  for (let i = 0; i < 4; i++) {
    const o: Owner | undefined = m.owners[i];
    const x = i % 2 === 0 ? 30 : 306, w = 276;
    const yy = y + Math.floor(i / 2) * 88;
    const save = y; y = yy;
    cell(x, w - 70, 22, `Owner ${i + 1} full name`); cell(x + w - 70, 70, 22, 'Title');
    if (o) { fileVal(ownerKey(i, 'name'), ownerName(o, o.oldLast ?? o.last), ownerName(o), x, w - 70, `Owner ${i + 1} name`); fileVal(ownerKey(i, 'role'), o.oldTitle ?? o.title, o.title, x + w - 70, 70, `Owner ${i + 1} title`); }
    y += 22;
    cell(x, 60, 22, '% owned'); cell(x + 60, 110, 22, 'SSN / ITIN'); cell(x + 170, 106, 22, 'Date of birth');
    if (o) {
      fileVal(ownerKey(i, 'ownership'), pct(o.oldPct ?? o.pct, rng), pct(o.pct, rng), x, 60, `Owner ${i + 1} %`);
      if (o.taxKind !== 'blank') c.value(o.taxKind === 'full' ? ownerKey(i, 'tax_id') : '', taxPrinted(o, rng), x + 63, y + 10, { size: 8.5 });
      c.value(ownerKey(i, 'date_of_birth'), fmtDate(o.dob, rng), x + 173, y + 10, { size: 8.5 });
    }
    y += 22;
    cell(x, w - 60, 22, 'Home address'); cell(x + w - 60, 60, 22, 'Credit score');
    if (o) {
      c.value(`owner${i + 1}_home_address`, o.home, x + 3, y + 10, { size: 7, decoy: true });
      if (o.credit !== null) c.value(ownerKey(i, 'credit_score'), String(o.credit), x + w - 57, y + 10, { size: 8.5 });
    }
    y = save;
  }
  y += 2 * 88 + 4;
  band('CHANGES SINCE LAST APPLICATION');
  c.rect(30, y, 552, 70, { lw: 0.5 });
  c.text('Field', 36, y + 3, { size: 6, font: 'Helvetica-Bold' });
  c.text('New information', 170, y + 3, { size: 6, font: 'Helvetica-Bold' });
  let cy = y + 13;
  for (const ch of changes.slice(0, 5)) {
    c.value('', ch.label, 36, cy, { size: 8, w: 120 });
    c.value(ch.key, ch.text, 170, cy, { size: 8.5, w: 300, ...(ch.decoy ? { decoy: true } : {}) });
    cy += 11;
  }
  if (!changes.length) c.text(rng.pick(['', 'none', 'No changes']), 36, cy, { size: 8, font: c.style === 'handwritten' ? 'Hand' : 'Helvetica' });
  y += 74;
  c.text(`Submitted by ISO rep: ${m.rep.name}  /  ${m.rep.phone}`, 30, y, { size: 7 });
  c.decoys.push({ key: 'iso_rep', text: m.rep.name, page: c.page, box: [30, 792 - y - 9, 250, 792 - y] });

  // ---- page 2 ----
  c.addPage();
  c.text('KEYSTONE MERCHANT FUNDING  -  Renewal Application  -  Page 2 of 2', 30, 24, { size: 8, font: 'Helvetica-Bold' });
  y = 40;
  band('EXISTING POSITIONS (incl. the advance being renewed)');
  const pcols = [30, 180, 260, 345, 430, 505];
  ['Funder', 'Funded', 'Original amt', 'Balance', 'Payment', 'Frequency'].forEach((h, i) => c.text(h, pcols[i]! + 3, y + 3, { size: 6, font: 'Helvetica-Bold' }));
  y += 12;
  const rows = [{ funder: m.cur.funder, funded: fmtDate(m.cur.fundedOn, rng), orig: money(m.cur.funded, rng), bal: money(m.cur.balance, rng), pmt: money(m.cur.pmt, rng), freq: m.cur.freq },
    ...m.others.map((o) => ({ funder: o.funder, funded: '', orig: '', bal: money(o.balance, rng), pmt: money(o.pmt, rng), freq: 'Daily' }))];
  for (let r = 0; r < 3; r++) {
    c.rect(30, y, 552, 16, { lw: 0.4 });
    const row = rows[r];
    if (row) [row.funder, row.funded, row.orig, row.bal, row.pmt, row.freq].forEach((v, i) => { if (v) c.value(`position${r + 1}_${['funder', 'funded', 'original', 'balance', 'payment', 'frequency'][i]}`, v, pcols[i]! + 3, y + 4, { size: 8, decoy: true, ...(i === 0 ? { pre: true } : {}) }); });
    y += 16;
  }
  y += 8;
  band('FUNDING REQUEST');
  cell(30, 140, 24, 'Amount requested'); c.value('requested_amount', money(m.req.amount, rng), 34, y + 11, { size: 10 });
  cell(170, 120, 24, 'Desired payment'); if (m.req.payment !== null) c.value('requested_payment', money(m.req.payment, rng), 174, y + 11, { size: 9.5 });
  cell(290, 80, 24, '# of payments'); if (m.req.n !== null) c.value('number_of_payments', String(m.req.n), 294, y + 11, { size: 9.5 });
  cell(370, 90, 24, 'Frequency'); if (m.req.freq !== null) c.value('payment_frequency', rng.pick(FREQ_LABEL[m.req.freq]!), 374, y + 11, { size: 9.5 });
  cell(460, 122, 24, 'Use of funds'); c.value('use_of_funds', m.req.use, 463, y + 11, { size: 8 });
  y += 24;
  cell(30, 276, 22, 'Payoff amount on current advance (per funder quote)'); c.value('payoff_quote', money(m.cur.payoff, rng), 34, y + 10, { size: 9, decoy: true });
  cell(306, 276, 22, 'Payments made to date'); c.value('payments_made', `${m.cur.pmtsMade} of ${Math.round(m.cur.rtr / m.cur.pmt)}`, 310, y + 10, { size: 9, decoy: true });
  y += 30;
  band('BUSINESS BANK ACCOUNT (deposits / ACH debits)');
  cell(30, 200, 22, 'Bank name'); c.value('bank_name', m.bank.name, 33, y + 10, { pre: true, size: 8, decoy: true });
  cell(230, 150, 22, 'Routing / ABA #'); c.value('bank_routing', m.bank.routing, 233, y + 10, { pre: true, size: 8, decoy: true });
  cell(380, 202, 22, 'Account #'); c.value('bank_account', m.bank.account, 383, y + 10, { pre: true, size: 8, decoy: true });
  y += 30;
  band('TRADE REFERENCES');
  m.refs.forEach((r, i) => {
    cell(30, 300, 20, `Reference ${i + 1}`); c.value(`trade_ref${i + 1}_name`, r.name, 33, y + 9, { size: 8.5, decoy: true });
    cell(330, 252, 20, 'Phone'); c.value(`trade_ref${i + 1}_phone`, r.phone, 333, y + 9, { size: 8.5, decoy: true });
    y += 20;
  });
  y += 10;
  c.text('AUTHORIZATION. Each undersigned owner certifies that the information in this application, including any changes listed on page 1, is true '
    + 'and complete, and authorizes Keystone Merchant Funding, its funding partners and their assigns to obtain credit reports, verify bank records and '
    + 'contact the references above. A photocopy or electronic copy of this authorization is as valid as the original. Receipt of an offer is not a commitment.',
  30, y, { size: 6.5, width: 552 });
  y += 44;
  m.owners.forEach((o, i) => {
    const x = 30 + (i % 2) * 280, yy = y + Math.floor(i / 2) * 40;
    c.line(x, yy + 14, x + 140, yy + 14); c.text(`Owner ${i + 1} signature`, x, yy + 17, { size: 6 });
    c.line(x + 150, yy + 14, x + 250, yy + 14); c.text('Date', x + 150, yy + 17, { size: 6 });
    if (c.style === 'handwritten') c.value('', `${o.first} ${o.last[0]}.`, x + 6, yy + 2, { size: 11 });
  });
  return printed;
}

// ============================================================================================================
// 3. Northline Revenue Advance: a Canadian funder's bilingual top-up form.
const NL_ENTITIES: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['General Partnership', 'general_partnership'], ['Limited Partnership', 'limited_partnership']];

export function northline(c: Canvas, m: Merchant, rng: Rng): Printed {
  const printed: Printed = { dob: rng.chance(0.7), credit: false, req: m.req };
  const green = '#1d6b4f';
  c.typedFont = 'Helvetica';
  c.addPage();
  c.rect(0, 0, 612, 6, { fill: green });
  c.text('Northline', 40, 22, { size: 20, font: 'Helvetica-Bold', color: green });
  c.text('REVENUE ADVANCE INC.', 40, 44, { size: 7, font: 'Helvetica-Bold', color: '#555555' });
  c.text('Top-Up / Renewal Application', 330, 22, { size: 12, font: 'Helvetica-Bold' });
  c.text('Demande de renouvellement / avance additionnelle', 330, 38, { size: 8, font: 'Helvetica-Oblique', color: '#555555' });
  let y = 62;
  const head = (en: string, fr: string): void => {
    c.text(en, 40, y, { size: 9, font: 'Helvetica-Bold', color: green });
    c.text(`/ ${fr}`, 42 + c.doc.font('Helvetica-Bold').fontSize(9).widthOfString(en), y + 1, { size: 7.5, font: 'Helvetica-Oblique', color: '#666666' });
    c.line(40, y + 12, 572, y + 12, { color: green, lw: 0.8 });
    y += 17;
  };
  const lab = (en: string, x: number, yy: number): void => { c.text(en, x, yy, { size: 6.5, color: '#444444' }); };

  head('Account on file', 'Dossier du client');
  c.rect(40, y, 532, 62, { fill: '#eef5f1' });
  lab('Contract no. / No de contrat', 46, y + 4); c.value('contract_number', m.cur.contract, 46, y + 12, { pre: true, size: 8.5, decoy: true });
  lab('Legal name / Dénomination sociale'.replace('é', 'e'), 180, y + 4); c.value(m.oldLegal ? 'on_file_legal_name' : 'legal_name', m.oldLegal ?? m.legal, 180, y + 12, { pre: true, size: 8.5, ...(m.oldLegal ? { decoy: true } : {}) });
  lab('Operating name (O/A)', 400, y + 4);
  const oldDba = m.oldDba !== undefined ? m.oldDba : m.dba;
  if (oldDba) c.value(m.oldDba !== undefined ? 'on_file_trade_name' : 'trade_name', oldDba, 400, y + 12, { pre: true, size: 8.5, ...(m.oldDba !== undefined ? { decoy: true } : {}) });
  else c.text('N/A', 400, y + 12, { size: 8.5, font: 'Courier' });
  lab('Business Number (BN)', 46, y + 28); if (!m.taxBlank) c.value('business_tax_id', m.taxPrinted, 46, y + 36, { pre: true, size: 8.5 });
  const oa = m.oldAddr ?? m.addr;
  lab('Business address / Adresse', 180, y + 28); c.value(m.oldAddr ? 'on_file_street' : 'business_street', `${oa.street}, ${oa.city}`, 180, y + 36, { pre: true, size: 8, ...(m.oldAddr ? { decoy: true } : {}) });
  lab('Province', 400, y + 28); c.value(m.oldAddr ? 'on_file_state_region' : 'state_region', oa.state, 400, y + 36, { pre: true, size: 8.5, ...(m.oldAddr ? { decoy: true } : {}) });
  lab('Postal code', 460, y + 28); c.value(m.oldAddr ? 'on_file_postal' : 'business_postal', oa.zip, 460, y + 36, { pre: true, size: 8.5, ...(m.oldAddr ? { decoy: true } : {}) });
  lab('Phone', 46, y + 50); c.value(m.oldPhone ? 'on_file_phone' : 'business_phone', m.oldPhone ?? m.phone, 80, y + 49, { pre: true, size: 8, decoy: true });
  y += 70;

  head('Changes since last application', 'Changements depuis la dernière demande'.replace('è', 'e'));
  const ch: [string, string, string, boolean?][] = [];
  if (m.oldLegal) ch.push(['Legal name', 'legal_name', m.legal]);
  if (m.oldDba !== undefined) ch.push(['Operating name', m.dba === null ? 'trade_name_removed' : 'trade_name', m.dba ?? m.dbaNewText ?? 'N/A', m.dba === null]);
  if (m.oldAddr) { ch.push(['New address', 'business_street', `${m.addr.street}, ${m.addr.city}`]); ch.push(['Province / Postal', 'state_region', `${m.addr.state} ${m.addr.zip}`]); }
  if (m.oldPhone) ch.push(['Phone', 'business_phone', m.phone, true]);
  m.owners.forEach((o, i) => {
    if (o.oldLast) ch.push([`Principal ${i + 1} name`, ownerKey(i, 'name'), ownerName(o)]);
    if (o.oldTitle) ch.push([`Principal ${i + 1} title`, ownerKey(i, 'role'), o.title]);
    if (o.oldPct !== undefined) ch.push([`Principal ${i + 1} %`, ownerKey(i, 'ownership'), pct(o.pct, rng)]);
  });
  const boxH = 14 + Math.max(3, ch.length) * 12;
  c.rect(40, y, 532, boxH, { lw: 0.5, stroke: green });
  lab('What changed / Élément'.replace('É', 'E'), 46, y + 3); lab('New information / Nouvelle information', 200, y + 3);
  ch.forEach(([l, k, v, d], i) => { c.value('', l, 46, y + 13 + i * 12, { size: 8.5, w: 140 }); c.value(k, v, 200, y + 13 + i * 12, { size: 9, w: 360, ...(d ? { decoy: true } : {}) }); });
  y += boxH + 8;

  head('Business', 'Entreprise');
  lab('Legal form / Forme juridique', 40, y);
  {
    const hit = NL_ENTITIES.find(([, id]) => id === m.entity.id);
    let x = 150;
    for (const [label] of NL_ENTITIES) { c.check(hit?.[0] === label ? 'type_of_entity' : '', label, x, y - 1, hit?.[0] === label, { size: 7.5, round: true }); x += label.length * 3.9 + 22; }
    c.check('', 'Other / Autre:', x, y - 1, !hit, { size: 7.5, round: true });
    if (!hit) c.value('type_of_entity', m.entity.text, x + 62, y - 3, { size: 9, w: 60 });
  }
  y += 16;
  lab('Nature of business / Secteur', 40, y); c.value('industry', m.industryText, 150, y - 2, { pre: true, size: 8.5 });
  lab(m.yearsOnly ? 'Years in operation' : 'Date established / Date de fondation', 350, y);
  if (m.yearsOnly) c.value('years_in_business', String(2025 - m.start.y), 490, y - 2, { pre: true, size: 8.5, decoy: true }); else c.value('business_start_date', m.startPrinted, 480, y - 2, { pre: true, size: 8.5 });
  y += 16;
  lab('Incorporated under / Constituée en vertu de', 40, y); c.value('jurisdiction_of_incorporation', m.stateOfInc, 200, y - 2, { pre: true, size: 8.5, decoy: true });
  lab('Avg. monthly deposits', 350, y); c.value('monthly_sales', money(m.monthlySales, rng, 'CA'), 440, y - 2, { size: 8.5, decoy: true });
  y += 20;

  head('Account summary', 'Sommaire du compte');
  const sum: [string, string][] = [['Original advance', money(m.cur.funded, rng, 'CA')], ['Total repayable', money(m.cur.rtr, rng, 'CA')], ['Collected to date', money(m.cur.paid, rng, 'CA')],
    ['Remaining balance', money(m.cur.balance, rng, 'CA')], ['Early payoff', money(m.cur.payoff, rng, 'CA')], ['Remittance', `${money(m.cur.pmt, rng, 'CA')} ${m.cur.freq.toLowerCase()}`]];
  sum.forEach(([l, v], i) => { const x = 40 + (i % 3) * 178, yy = y + Math.floor(i / 3) * 22; lab(l, x, yy); c.value(`summary_${l.toLowerCase().replace(/\W+/g, '_')}`, v, x, yy + 8, { pre: true, size: 8.5, decoy: true }); });
  y += 48;

  head('Top-up request', 'Montant demandé');
  lab('Amount requested (CAD) / Montant demandé', 40, y + 2); c.value('requested_amount', money(m.req.amount, rng, 'CA'), 210, y, { underline: true, w: 110, size: 10 });
  lab('Purpose', 350, y + 2); c.value('use_of_funds', m.req.use, 390, y, { underline: true, w: 170, size: 8.5 });
  y += 20;
  lab('Proposed remittance', 40, y + 2);
  if (m.req.payment !== null) c.value('requested_payment', money(m.req.payment, rng, 'CA'), 120, y, { underline: true, w: 80, size: 9.5 }); else c.line(118, y + 11, 200, y + 11, { lw: 0.4 });
  let fx = 212;
  for (const [f, label] of [['daily', 'Daily / quotidien'], ['weekly', 'Weekly / hebdo'], ['biweekly', 'Bi-weekly / aux 2 sem.'], ['monthly', 'Monthly / mensuel']] as const) {
    c.check(m.req.freq === f ? 'payment_frequency' : '', label, fx, y + 1, m.req.freq === f, { size: 7 });
    fx += label.length * 3.6 + 18;
  }
  y += 18;
  lab('Number of remittances', 40, y + 2); if (m.req.n !== null) c.value('number_of_payments', String(m.req.n), 130, y, { underline: true, w: 50, size: 9.5 }); else c.line(128, y + 11, 180, y + 11, { lw: 0.4 });
  lab('Net advance after payoff of remaining balance', 220, y + 2);
  if (m.req.amount > m.cur.payoff) c.value('net_after_payoff', money(Math.round(m.req.amount - m.cur.payoff), rng, 'CA'), 385, y, { underline: true, w: 90, size: 9, decoy: true });
  y += 24;

  head('Principals', 'Dirigeants');
  const cols = [40, 200, 270, 312, 392, 462];
  ['Name / Nom', 'Title', '%', 'SIN / NAS', printed.dob ? 'Date of birth' : '', 'Home (city, prov.)'].forEach((h, i) => lab(h, cols[i]!, y));
  y += 10;
  m.owners.slice(0, 3).forEach((o, i) => {
    c.value(o.oldLast ? `on_file_owner${i + 1}_name` : ownerKey(i, 'name'), ownerName(o, o.oldLast ?? o.last), cols[0]!, y, { pre: true, size: 8, ...(o.oldLast ? { decoy: true } : {}) });
    c.value(o.oldTitle ? `on_file_owner${i + 1}_title` : ownerKey(i, 'role'), o.oldTitle ?? o.title, cols[1]!, y, { pre: true, size: 8, ...(o.oldTitle ? { decoy: true } : {}) });
    c.value(o.oldPct !== undefined ? `on_file_owner${i + 1}_pct` : ownerKey(i, 'ownership'), pct(o.oldPct ?? o.pct, rng), cols[2]!, y, { pre: true, size: 8, ...(o.oldPct !== undefined ? { decoy: true } : {}) });
    if (o.taxKind !== 'blank') c.value(o.taxKind === 'full' ? ownerKey(i, 'tax_id') : '', taxPrinted(o, rng), cols[3]!, y, { size: 8.5 });
    if (printed.dob) c.value(ownerKey(i, 'date_of_birth'), fmtDate(o.dob, rng, 'CA'), cols[4]!, y, { size: 8.5 });
    c.value(`owner${i + 1}_home_address`, o.home.split(',').slice(-2).join(',').trim(), cols[5]!, y, { size: 7, decoy: true });
    c.line(40, y + 12, 572, y + 12, { color: '#cccccc', lw: 0.3 });
    y += 16;
  });
  y += 4;
  head('Banking', 'Renseignements bancaires');
  lab('Institution', 40, y); c.value('bank_name', m.bank.name, 90, y - 2, { pre: true, size: 8.5, decoy: true });
  lab('Transit-Inst.', 250, y); c.value('bank_transit', m.bank.routing, 300, y - 2, { pre: true, size: 8.5, decoy: true });
  lab('Account / Compte', 400, y); c.value('bank_account', m.bank.account, 470, y - 2, { pre: true, size: 8.5, decoy: true });
  y += 16;
  c.text('Consent (PIPEDA). I consent to Northline Revenue Advance Inc. collecting, using and disclosing my personal information, including obtaining '
    + 'credit reports from Equifax and TransUnion, to assess this request and administer my account. / J\'autorise la collecte et l\'utilisation de mes '
    + 'renseignements personnels aux fins de cette demande.', 40, y, { size: 6, width: 532, color: '#333333' });
  y = Math.max(y + 30, 730);
  c.line(40, y, 220, y); c.text('Signature of principal / Signature', 40, y + 3, { size: 6 });
  c.line(260, y, 400, y); c.text('Date (YYYY-MM-DD)', 260, y + 3, { size: 6 });
  if (c.style === 'handwritten') c.value('', m.owners[0]!.last, 50, y - 14, { size: 12 });
  c.text(`Northline Revenue Advance Inc. · Relationship manager: ${m.rep.name} · ${m.rep.phone}`.replace('·', '-').replace('·', '-'), 40, 772, { size: 6, color: '#777777' });
  return printed;
}

// ============================================================================================================
// 4. Cedar & Vine Funding Group: a renewal offer letter with pre-priced options and a verify/update worksheet.
export function cedarVine(c: Canvas, m: Merchant, rng: Rng): Printed {
  const printed: Printed = { dob: rng.chance(0.6), credit: false, req: m.req };
  c.typedFont = rng.pick(['Helvetica', 'Times-Roman']);
  c.preFont = 'Times-Roman';
  c.addPage();
  c.text('CEDAR & VINE', 0, 30, { size: 20, font: 'Times-Bold', width: 612, align: 'center', color: '#3f5a2a' });
  c.text('F U N D I N G   G R O U P', 0, 54, { size: 7.5, font: 'Times-Roman', width: 612, align: 'center', color: '#3f5a2a' });
  c.line(72, 68, 540, 68, { color: '#3f5a2a', lw: 0.8 }); c.line(72, 70.5, 540, 70.5, { color: '#3f5a2a', lw: 0.3 });
  c.text(fmtDate({ y: 2025, m: rng.int(1, 5), d: rng.int(1, 28) }, rng), 72, 84, { size: 10, font: 'Times-Roman' });
  // Address block: from the file, so possibly outdated.
  let y = 106;
  const ab = (key: string, text: string, old: boolean): void => { c.value(old ? `on_file_${key}` : key, text, 72, y, { pre: true, size: 10, ...(old ? { decoy: true } : {}) }); y += 12.5; };
  ab('legal_name', m.oldLegal ?? m.legal, !!m.oldLegal);
  const oldDba = m.oldDba !== undefined ? m.oldDba : m.dba;
  if (oldDba) { c.text('d/b/a', 72, y, { size: 10, font: 'Times-Roman' }); c.value(m.oldDba !== undefined ? 'on_file_trade_name' : 'trade_name', oldDba, 98, y, { pre: true, size: 10, ...(m.oldDba !== undefined ? { decoy: true } : {}) }); y += 12.5; }
  const oa = m.oldAddr ?? m.addr;
  ab('business_street', oa.street, !!m.oldAddr);
  ab('state_region', `${oa.city}, ${oa.state} ${oa.zip}`, !!m.oldAddr);
  y += 8;
  const o0 = m.owners[0]!;
  c.text(`RE: Renewal of Merchant Agreement No. ${m.cur.contract}`, 72, y, { size: 10, font: 'Times-Bold' });
  y += 18;
  c.text(`Dear ${o0.first},`, 72, y, { size: 10, font: 'Times-Roman' });
  y += 16;
  y = c.text(`Thank you for your business. You have completed ${m.cur.pmtsMade} payments on your current agreement and, based on your history, you are eligible `
    + 'for a renewal. The options below are priced for you; choose one, or write the amount you need, confirm the information we hold on file on page 2 and '
    + 'return both pages signed. Your remaining balance will be paid off from the new funding.', 72, y, { size: 10, font: 'Times-Roman', width: 468, lineGap: 2 }) + 10;
  c.rect(72, y, 468, 40, { fill: '#f3f1ea', stroke: '#c9c2a8' });
  const snap: [string, string][] = [['Funded amount', money(m.cur.funded, rng)], ['Total paid', money(m.cur.paid, rng)], ['Balance remaining', money(m.cur.balance, rng)], ['Payoff good through 30 days', money(m.cur.payoff, rng)]];
  snap.forEach(([l, v], i) => { const x = 80 + i * 115; c.text(l, x, y + 7, { size: 7, font: 'Times-Italic' }); c.value(`current_${l.toLowerCase().replace(/\W+/g, '_')}`, v, x, y + 20, { pre: true, size: 10, decoy: true }); });
  y += 54;
  c.text('RENEWAL OPTIONS  (check one)', 72, y, { size: 10.5, font: 'Times-Bold', color: '#3f5a2a' });
  y += 18;
  // Pre-priced options; the checked one is the request. Without terms, the merchant writes its own amount.
  const req = m.req;
  const hasTerms = req.payment !== null && req.n !== null && req.freq !== null;
  const nOpt = 3;
  const chosen = hasTerms ? rng.int(0, nOpt - 1) : -1;
  const freqWord = (f: string): string => (f === 'biweekly' ? 'bi-weekly' : f);
  for (let i = 0; i < nOpt; i++) {
    let amt: number, pay: number, n: number, f: string;
    if (i === chosen) { amt = req.amount; pay = req.payment!; n = req.n!; f = req.freq!; }
    else {
      amt = Math.max(10000, Math.round((req.amount * rng.pick([0.6, 0.75, 1.25, 1.5])) / 2500) * 2500); f = rng.pick(['daily', 'weekly']); n = f === 'daily' ? rng.pick([100, 120, 140]) : rng.pick([26, 32, 40]);
      pay = Math.round((amt * 1.38 / n) * 100) / 100;
      if (amt === req.amount) amt += 5000;
    }
    const tag = i === chosen ? '' : 'option_';
    c.check(i === chosen ? '' : '', `Option ${'ABC'[i]}:`, 80, y, i === chosen, { size: 9, labelSize: 10, font: 'Times-Bold' });
    c.text('Funding', 150, y, { size: 10, font: 'Times-Roman' });
    c.value(i === chosen ? 'requested_amount' : `${tag}${'abc'[i]}_amount`, money(amt, rng), 190, y, { pre: true, size: 10, ...(i === chosen ? {} : { decoy: true }) });
    c.value(i === chosen ? 'payment_frequency' : `${tag}${'abc'[i]}_frequency`, freqWord(f), 272, y, { pre: true, size: 10, w: 52, ...(i === chosen ? {} : { decoy: true }) });
    c.text('payments of', 328, y, { size: 10, font: 'Times-Roman' });
    c.value(i === chosen ? 'requested_payment' : `${tag}${'abc'[i]}_payment`, money(pay, rng), 382, y, { pre: true, size: 10, ...(i === chosen ? {} : { decoy: true }) });
    c.text('x', 456, y, { size: 10, font: 'Times-Roman' });
    c.value(i === chosen ? 'number_of_payments' : `${tag}${'abc'[i]}_count`, String(n), 468, y, { pre: true, size: 10, ...(i === chosen ? {} : { decoy: true }) });
    y += 18;
  }
  c.check('', 'Other amount requested:', 80, y, !hasTerms, { size: 9, labelSize: 10, font: 'Times-Bold' });
  if (!hasTerms) c.value('requested_amount', money(req.amount, rng), 210, y - 1, { underline: true, w: 110, size: 10.5 }); else c.line(208, y + 11, 320, y + 11, { lw: 0.4 });
  c.text('(terms to be quoted)', 330, y + 1, { size: 8.5, font: 'Times-Italic' });
  y += 24;
  c.text('Use of funds:', 80, y, { size: 10, font: 'Times-Roman' });
  c.value('use_of_funds', req.use, 150, y - 1, { underline: true, w: 200, size: 10 });
  y += 30;
  c.text('Sincerely,', 72, y, { size: 10, font: 'Times-Roman' });
  c.text(`${m.rep.name}\nRenewals Desk, Cedar & Vine Funding Group\n${m.rep.phone}  |  ${m.rep.email}`, 72, y + 26, { size: 9, font: 'Times-Roman', width: 300 });
  c.decoys.push({ key: 'renewals_rep', text: m.rep.name, page: c.page, box: [72, 792 - y - 36, 250, 792 - y - 26] });

  // ---- page 2: verify / update worksheet ----
  c.addPage();
  c.text('CEDAR & VINE FUNDING GROUP', 72, 36, { size: 11, font: 'Times-Bold', color: '#3f5a2a' });
  c.text('Renewal worksheet  -  please verify the information on file', 72, 52, { size: 9.5, font: 'Times-Italic' });
  y = 76;
  const cols = [72, 200, 370];
  c.rect(72, y, 468, 14, { fill: '#e4e9dc' });
  ['', 'On file', 'Update (only if changed)'].forEach((h, i) => c.text(h, cols[i]! + 4, y + 3.5, { size: 8.5, font: 'Times-Bold' }));
  y += 16;
  const row = (label: string, draw: (yy: number) => void, h = 18): void => {
    c.text(label, 76, y + 3, { size: 9, font: 'Times-Roman' });
    draw(y + 3);
    c.line(72, y + h - 2, 540, y + h - 2, { color: '#c9c2a8', lw: 0.4 });
    y += h;
  };
  row('Legal name', (yy) => onFile(c, 'legal_name', m.oldLegal ?? m.legal, m.legal, cols[1]! + 4, yy, { x: cols[2]! + 4, y: yy - 1, w: 160 }, { strike: false, size: 8.5 }));
  row('DBA', (yy) => {
    if (m.oldDba === undefined) { if (m.dba) c.value('trade_name', m.dba, cols[1]! + 4, yy, { pre: true, size: 8.5 }); else c.text('none', cols[1]! + 4, yy, { size: 8.5, font: 'Times-Roman' }); return; }
    if (m.oldDba) c.value('on_file_trade_name', m.oldDba, cols[1]! + 4, yy, { pre: true, size: 8.5, decoy: true }); else c.text('none', cols[1]! + 4, yy, { size: 8.5, font: 'Times-Roman' });
    c.value(m.dba ? 'trade_name' : 'trade_name_removed', m.dba ?? m.dbaNewText ?? 'N/A', cols[2]! + 4, yy - 1, { size: 9, w: 160, ...(m.dba ? {} : { decoy: true }) });
  });
  row('Entity type', (yy) => c.value('type_of_entity', m.entity.text, cols[1]! + 4, yy, { pre: true, size: 8.5 }));
  row('Federal tax ID', (yy) => { if (m.taxBlank) c.text('(not on file)', cols[1]! + 4, yy, { size: 8.5, font: 'Times-Italic' }); else c.value('business_tax_id', m.taxType === 'EIN' ? m.taxPrinted : `${m.taxPrinted} (${m.taxType})`, cols[1]! + 4, yy, { pre: true, size: 8.5 }); });
  row('Business address', (yy) => {
    const a = m.addr, o = m.oldAddr ?? m.addr;
    c.value(m.oldAddr ? 'on_file_business_street' : 'business_street', o.street, cols[1]! + 4, yy, { pre: true, size: 8.5, ...(m.oldAddr ? { decoy: true } : {}) });
    c.value(m.oldAddr ? 'on_file_state_region' : 'state_region', `${o.city}, ${o.state} ${o.zip}`, cols[1]! + 4, yy + 11, { pre: true, size: 8.5, ...(m.oldAddr ? { decoy: true } : {}) });
    if (m.oldAddr) { c.value('business_street', a.street, cols[2]! + 4, yy - 1, { size: 9, w: 160 }); c.value('state_region', `${a.city}, ${a.state} ${a.zip}`, cols[2]! + 4, yy + 11, { size: 9, w: 160 }); }
  }, 28);
  row('Business phone', (yy) => onFile(c, 'business_phone', m.oldPhone ?? m.phone, m.phone, cols[1]! + 4, yy, { x: cols[2]! + 4, y: yy - 1, w: 120 }, { strike: false, size: 8.5 }));
  row('Industry', (yy) => c.value('industry', m.industryText, cols[1]! + 4, yy, { pre: true, size: 8.5 }));
  row(m.yearsOnly ? 'Time in business' : 'Business since', (yy) => {
    if (m.yearsOnly) c.value('years_in_business', `${2025 - m.start.y} years`, cols[1]! + 4, yy, { pre: true, size: 8.5, decoy: true });
    else c.value('business_start_date', m.startPrinted, cols[1]! + 4, yy, { pre: true, size: 8.5 });
  });
  y += 14;
  c.text('GUARANTORS', 72, y, { size: 10, font: 'Times-Bold', color: '#3f5a2a' });
  y += 14;
  m.owners.slice(0, 4).forEach((o, i) => {
    c.rect(72, y, 468, printed.dob ? 62 : 50, { stroke: '#c9c2a8', lw: 0.5 });
    c.text(`Guarantor ${i + 1}`, 76, y + 3, { size: 7.5, font: 'Times-Italic' });
    let yy = y + 13;
    const r = (label: string, draw: (ry: number) => void): void => { c.text(label, 80, yy, { size: 8.5, font: 'Times-Roman' }); draw(yy); yy += 12; };
    r('Name', (ry) => onFile(c, ownerKey(i, 'name'), ownerName(o, o.oldLast ?? o.last), ownerName(o), cols[1]! + 4, ry, { x: cols[2]! + 4, y: ry - 1, w: 160 }, { strike: false, size: 8.5 }));
    r('Title / ownership', (ry) => {
      onFile(c, ownerKey(i, 'role'), o.oldTitle ?? o.title, o.title, cols[1]! + 4, ry, { x: cols[2]! + 4, y: ry - 1, w: 80 }, { strike: false, size: 8.5 });
      onFile(c, ownerKey(i, 'ownership'), pct(o.oldPct ?? o.pct, rng), pct(o.pct, rng), cols[1]! + 110, ry, { x: cols[2]! + 100, y: ry - 1, w: 40 }, { strike: false, size: 8.5 });
    });
    r('SSN', (ry) => {
      c.text(`on file: ending ${o.taxDigits.slice(5)}`, cols[1]! + 4, ry, { size: 8.5, font: 'Times-Roman' });
      if (o.taxKind === 'full') c.value(ownerKey(i, 'tax_id'), taxPrinted(o, rng), cols[2]! + 4, ry - 1, { size: 9, w: 110 });
    });
    if (printed.dob) r('Date of birth', (ry) => c.value(ownerKey(i, 'date_of_birth'), fmtDate(o.dob, rng), cols[1]! + 4, ry, { pre: true, size: 8.5 }));
    y += (printed.dob ? 62 : 50) + 6;
  });
  y += 6;
  c.text('Trade reference:', 72, y, { size: 8.5, font: 'Times-Roman' });
  c.value('trade_ref1_name', m.refs[0]!.name, 150, y - 1, { size: 9, decoy: true, underline: true, w: 160 });
  c.value('trade_ref1_phone', m.refs[0]!.phone, 330, y - 1, { size: 9, decoy: true, underline: true, w: 100 });
  y += 20;
  c.text('Deposit account (ACH):', 72, y, { size: 8.5, font: 'Times-Roman' });
  c.value('bank_routing', m.bank.routing, 170, y - 1, { pre: true, size: 9, decoy: true });
  c.value('bank_account', `****${m.bank.account.slice(-4)}`, 260, y - 1, { pre: true, size: 9, decoy: true });
  y += 22;
  c.text('Each guarantor confirms the information above, as updated, and authorizes Cedar & Vine Funding Group to obtain credit reports and verify it. '
    + 'The personal guaranty signed with the original agreement extends to the renewal.', 72, y, { size: 8, font: 'Times-Roman', width: 468 });
  y = Math.min(Math.max(y + 36, 700), 740);
  c.line(72, y, 260, y); c.text('Guarantor signature', 72, y + 3, { size: 7.5, font: 'Times-Italic' });
  c.line(300, y, 420, y); c.text('Date', 300, y + 3, { size: 7.5, font: 'Times-Italic' });
  if (c.style === 'handwritten') c.value('', `${o0.first} ${o0.last}`, 82, y - 15, { size: 12 });
  void commas;
  return printed;
}
