// Pinnacle Path Merchant Services: one dense page of shaded label cells with the value to their right, numbered
// sections under a dark bar, an entity checkbox grid (with "Other"), two stacked owners, terms asked as free text,
// the bank's routing number in the cell beside the tax ID, processor and ISO details as decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './data.ts';
import type { Form } from './draw.ts';
import { F, FREQ_LABEL, cityLine } from './values.ts';

const INK = '#222831', ACCENT = '#e07a1f';
type Fields = Record<string, unknown> | null;

function kv(f: Form, x: number, y: number, lw: number, vw: number, label: string, value: string, fields: Fields, key = ''): void {
  f.doc.lineWidth(0.4).rect(x, y, lw, 16).fillAndStroke('#e6e8eb', '#888').fillColor('#000').strokeColor('#000');
  f.label(x + 3, y + 5, label, 6.5, { bold: true });
  f.doc.strokeColor('#888').rect(x + lw, y, vw, 16).stroke().strokeColor('#000');
  f.value(x + lw + 4, y + 4, vw - 8, value, fields, key, 8.5);
}
function section(f: Form, y: number, n: number, title: string): void {
  f.doc.rect(36, y, 540, 14).fill(INK).rect(36, y, 18, 14).fill(ACCENT).fillColor('#000');
  f.label(42, y + 3.5, String(n), 8, { bold: true, color: '#fff' });
  f.label(60, y + 3.5, title.toUpperCase(), 8, { bold: true, color: '#fff' });
}

const GRID: [string, string][] = [['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Sole Prop', 'sole_proprietorship'],
  ['Partnership', 'general_partnership'], ['Non-Profit', 'nonprofit_corporation']];

export function drawPinnacle(f: Form, d: Deal, r: Rng): void {
  const doc = f.doc;
  doc.rect(0, 0, 612, 64).fill(INK);
  doc.polygon([40, 52], [56, 16], [72, 52]).fill(ACCENT); doc.polygon([58, 52], [70, 28], [82, 52]).fill('#f2b76b');
  f.label(92, 18, 'PINNACLE PATH', 18, { bold: true, color: '#fff' });
  f.label(92, 40, 'MERCHANT SERVICES  |  Small Business Funding Application', 8, { color: '#f2b76b' });
  doc.rect(414, 12, 162, 44).fill('#fff').fillColor('#000');
  f.label(418, 15, 'Your Funding Advisor', 6, { bold: true });
  f.value(420, 26, 150, d.iso.rep, null, 'iso_rep', 8.5);
  f.value(420, 40, 150, d.iso.phone, null, 'iso_phone', 8.5);
  doc.fillColor('#000');

  let y = 74;
  section(f, y, 1, 'Business Information'); y += 16;
  kv(f, 36, y, 90, 450, 'Legal Name', d.legal, F.legal(d)); y += 16;
  kv(f, 36, y, 90, 450, 'DBA', d.dbaPrinted, F.dba(d)); y += 16;
  kv(f, 36, y, 90, 180, 'Tax ID (EIN/SSN)', d.taxIdPrinted, F.taxId(d)); kv(f, 306, y, 90, 180, 'Bank Routing #', d.bank.routing, null, 'bank_routing'); y += 16;
  kv(f, 36, y, 90, 180, 'Bank Name', d.bank.name, null, 'bank_name'); kv(f, 306, y, 90, 180, 'Checking Acct #', d.bank.account, null, 'bank_account'); y += 16;
  kv(f, 36, y, 90, 450, 'Address', `${d.addr.street}, ${d.addr.city}, ${d.addr.state} ${d.addr.zip}`, F.state(d)); y += 16;
  kv(f, 36, y, 90, 180, 'Business Start', d.startPrinted, F.start(d)); kv(f, 306, y, 90, 180, 'Formed in State', d.stateOfInc, null, 'state_of_incorporation'); y += 16;
  kv(f, 36, y, 90, 180, 'Phone', d.phone, null); kv(f, 306, y, 90, 180, 'Email', d.email, null); y += 16;
  kv(f, 36, y, 90, 180, 'Industry', d.industryText, F.industry(d)); kv(f, 306, y, 90, 180, 'Monthly Card Sales', d.monthlySales, null); y += 16;
  kv(f, 36, y, 90, 180, 'Processor', r.pick(['Clover', 'Square', 'Heartland', 'Worldpay']), null, 'processor');
  kv(f, 306, y, 90, 180, 'Merchant ID (MID)', r.digits(12), null, 'merchant_id'); y += 16;
  doc.lineWidth(0.4).strokeColor('#888').rect(36, y, 540, 30).stroke().strokeColor('#000');
  f.label(40, y + 4, 'Entity:', 6.5, { bold: true });
  const other = !GRID.some(([, id]) => id === d.entity);
  GRID.forEach(([lab, id], k) => f.check(80 + (k % 4) * 100, y + 3 + Math.floor(k / 4) * 13, lab, id === d.entity, F.entityText(lab), 7));
  const ox = f.check(280, y + 16, 'Other (specify):', other, null, 7);
  doc.lineWidth(0.4).moveTo(ox - 6, y + 25).lineTo(570, y + 25).stroke();
  if (other) f.value(ox, y + 15, 570 - ox, d.entityFree, F.entityText(d.entityFree), '', 8);
  y += 36;

  section(f, y, 2, 'Funding Request'); y += 16;
  const terms = r.chance(0.6);
  kv(f, 36, y, 90, 180, 'Funding Amount', d.amountPrinted, F.amount(d)); kv(f, 306, y, 90, 180, 'Est. Payment', terms ? d.paymentPrinted : '', F.payment(d)); y += 16;
  kv(f, 36, y, 90, 180, 'Term (# pmts)', terms ? String(d.numPayments) : '', F.count(d));
  kv(f, 306, y, 90, 180, 'Frequency', terms ? FREQ_LABEL[d.freq]! : '', F.freq(d)); y += 16;
  kv(f, 36, y, 90, 450, 'Use of Funds', d.useOfFunds, null); y += 22;

  section(f, y, 3, 'Owner(s) / Guarantor(s)'); y += 16;
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i];
    f.label(36, y + 2, i ? 'SECOND OWNER (if any)' : 'PRIMARY OWNER', 6.5, { bold: true, color: ACCENT }); y += 11;
    kv(f, 36, y, 70, 150, 'First Name', o ? `${o.first}${o.middle ? ` ${o.middle}` : ''}` : '', o ? F.first(o, i) : null);
    kv(f, 256, y, 70, 140, 'Last Name', o?.last ?? '', o ? F.last(o, i) : null);
    kv(f, 466, y, 40, 70, 'Own %', o?.pctText ?? '', o ? F.pct(o, i) : null); y += 16;
    kv(f, 36, y, 70, 150, 'Title', o?.title ?? '', o ? F.title(o, i) : null); kv(f, 256, y, 70, 140, 'SSN', o?.ssnPrinted ?? '', o ? F.ssn(o, i) : null);
    kv(f, 466, y, 40, 70, 'FICO', o && o.credit !== null ? String(o.credit) : '', o ? F.credit(o, i) : null); y += 16;
    kv(f, 36, y, 70, 150, 'DOB', o?.dobPrinted ?? '', o ? F.dob(o, i) : null);
    kv(f, 256, y, 70, 250, 'Home Address', o ? `${o.home.street}, ${cityLine(o.home)}` : '', null, 'owner_home_address'); y += 20;
  }

  section(f, y, 4, 'Existing Advances & References'); y += 16;
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    kv(f, 36, y, 70, 150, `Funder ${i + 1}`, a?.funder ?? '', null, 'existing_funder'); kv(f, 256, y, 70, 100, 'Balance', a?.balance ?? '', null, 'existing_balance');
    kv(f, 426, y, 50, 100, 'Daily Pmt', a?.payment ?? '', null, 'existing_payment'); y += 16;
  }
  kv(f, 36, y, 70, 150, 'Landlord', d.landlord?.name ?? '', null, 'landlord_name'); kv(f, 256, y, 70, 100, 'Phone', d.landlord?.phone ?? '', null, 'landlord_phone');
  kv(f, 426, y, 50, 100, 'Rent', d.landlord?.rent ?? '', null, 'landlord_rent'); y += 16;
  kv(f, 36, y, 70, 200, 'Trade Ref', d.refs[0]!.name, null, 'trade_reference'); kv(f, 306, y, 70, 200, 'Phone', d.refs[0]!.phone, null, 'trade_reference_phone'); y += 22;

  f.label(36, y, 'By signing, Merchant and Owner(s) certify the information above is accurate and authorize Pinnacle Path Merchant Services, ' +
    'its affiliates and funding partners to obtain credit reports (including consumer reports on each Owner), verify bank and trade references, ' +
    'and share this application and related documents with prospective funders. Owners consent to electronic records and signatures. ' +
    'Pinnacle Path is a broker, not a funder; approvals, rates and terms are set solely by the funder.', 6, { width: 540, color: '#333' });
  y += 36;
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i], sx = 36 + i * 280;
    doc.lineWidth(0.6).moveTo(sx, y + 20).lineTo(sx + 170, y + 20).stroke().moveTo(sx + 180, y + 20).lineTo(sx + 260, y + 20).stroke();
    if (o) { f.scrawl(sx + 6, y + 18, 120); f.value(sx + 182, y + 8, 76, r.pick(['05/19/2025', '5/20/25']), null, 'signature_date', 8); }
    f.label(sx, y + 23, `Signature - Owner ${i + 1}`, 6); f.label(sx + 180, y + 23, 'Date', 6);
  }
  f.label(36, 772, 'PPMS-APP v9  ·  pinnaclepath.example  ·  ISO Agreement #PP-2231', 6, { color: '#666' });
}
