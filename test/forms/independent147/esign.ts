// Layout 2: an e-signature envelope as the signing service returns it (Bluefin Merchant Advisors via "SignStack"): a
// paper-style boxed form whose values were stamped into signing tabs, "Envelope Id: ..." on every page, checkbox rows
// (entity, payment schedule, own/rent), empty owner blocks on a one-owner deal, an additional-owner addendum page,
// and a final Certificate of Completion (signer, originator, IP addresses) that gives no truth (README).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';
import { ap, bizTax, type Fields, dbaText, fmtDate, fmtMoney, fmtPct, freqLabel, ownerName, ownerTax, regionFields } from './fmt.ts';
import { dv, put, v, type Cell } from './kit.ts';
import type { Pen, TextOpts } from './pen.ts';

const M = 34;
interface Box { label: string; w: number; val?: Cell }

export function drawEsign(pen: Pen, m: Merchant, r: Rng): void {
  const W = pen.width, IW = W - 2 * M;
  const ca = m.country === 'CA';
  const hex = r.alnum(32, '0123456789ABCDEF');
  const envId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const tab: TextOpts = { font: r.pick(['Courier', 'Helvetica', 'Times-Roman']), size: r.pick([9, 9.5, 10]), color: '#000000' };
  const lab: TextOpts = { font: r.pick(['Helvetica', 'Times-Roman']), size: 6.5, color: '#333333' };
  const header = () => { pen.text(`Envelope Id: ${envId}`, M, 14, { font: 'Helvetica', size: 7.5, color: '#555555' }); };
  let y = 0;
  const signDay = r.int(20, 26);

  const bar = (t: string) => {
    pen.rect(M, y, IW, 13, { fill: '#1b2a41' });
    pen.text(t, M + 5, y + 3, { font: 'Helvetica-Bold', size: 8, color: '#ffffff' });
    y += 13;
  };
  const boxes = (cells: Box[], h = 24) => {
    let x = M;
    for (const c of cells) {
      const w = c.w * IW;
      pen.rect(x, y, w, h, { stroke: '#444444', lw: 0.6 });
      pen.text(c.label, x + 3, y + 2.5, lab);
      if (c.val) put(pen, c.val, x + 4, y + h - (tab.size ?? 9) - 3, { ...tab, width: w - 8 });
      x += w;
    }
    y += h;
  };
  const checks = (label: string, opts: string[], on: string | null, key: string, fields: (o: string) => Fields) => {
    pen.rect(M, y, IW, 18, { stroke: '#444444', lw: 0.6 });
    let x = M + 5 + pen.text(label, M + 5, y + 6, { ...lab, size: 7.5 }) + 10;
    for (const o of opts) x += pen.check(key, o, o === on, o === on ? fields(o) : {}, x, y + 5, { ...lab, size: 7.5, box: 8 }) + 12;
    y += 18;
    return x;
  };
  const sign = (o: Owner, i: number) => {
    pen.rect(M, y, IW * 0.42, 40, { stroke: '#9aa7bd', lw: 0.6 });
    pen.text('DocuSigned by:', M + 5, y + 3, { size: 6.5, color: '#555555' });
    pen.signature(M + 10, y + 12, IW * 0.3, r);
    pen.text(r.alnum(16, '0123456789ABCDEF') + '...', M + 5, y + 31, { font: 'Courier', size: 6, color: '#555555' });
    const x0 = M + IW * 0.45;
    const cols: [string, number, Cell][] = [['Printed Name', 0, v(`sig${i}_name`, `${o.first} ${o.last}`)], ['Title', IW * 0.24, v(`sig${i}_title`, o.title)],
      ['Date', IW * 0.42, v(`sig${i}_date`, `2/${signDay}/2026`)]];
    for (const [l, dx, c] of cols) {
      pen.text(l, x0 + dx, y + 4, lab);
      put(pen, c, x0 + dx, y + 14, tab);
    }
    pen.line(x0, y + 26, M + IW, y + 26, '#444444');
    y += 46;
  };
  const ownerBlock = (i: number, mask: boolean) => {
    const o = m.owners[i];
    bar(`OWNER / GUARANTOR #${i + 1}${i === 0 ? '' : ' (if any)'}`);
    if (!o) {
      boxes([{ label: 'Full Name', w: 0.4 }, { label: 'Title', w: 0.2 }, { label: '% Ownership', w: 0.15 }, { label: 'Date of Birth', w: 0.25 }]);
      boxes([{ label: ca ? 'SIN' : 'Social Security #', w: 0.25 }, { label: 'Home Address', w: 0.5 }, { label: 'Est. Credit Score', w: 0.25 }]);
      return;
    }
    const nm = ownerName(o, i, r.pick(['first', 'middle'] as const)), tx = ownerTax(o, i, mask, r);
    boxes([{ label: 'Full Name', w: 0.4, val: v(`o${i}_name`, nm.text, nm.fields) }, { label: 'Title', w: 0.2, val: v(`o${i}_title`, o.title, { [ap(i, 'role')]: o.title }) },
      { label: '% Ownership', w: 0.15, val: v(`o${i}_pct`, fmtPct(o.pct, r.pick(['pct', 'bare'] as const)), { [ap(i, 'ownership')]: o.pct }) },
      { label: 'Date of Birth', w: 0.25, val: v(`o${i}_dob`, fmtDate(o.dob, ca ? 'iso' : r.pick(['us', 'usShort'] as const)), { [ap(i, 'date_of_birth')]: o.dob }) }]);
    boxes([{ label: ca ? 'SIN' : 'Social Security #', w: 0.25, val: v(`o${i}_ssn`, tx.text, tx.fields) },
      { label: 'Home Address', w: 0.5, val: dv(`o${i}_home`, `${o.home.street}, ${o.home.city} ${o.home.region} ${o.home.postal}`) },
      { label: 'Est. Credit Score', w: 0.25, val: o.fico === null ? undefined : v(`o${i}_fico`, String(o.fico), { [ap(i, 'credit_score')]: o.fico }) }]);
  };

  // Page 1: the form.
  header();
  y = 30;
  pen.text('BLUEFIN', M, y, { font: 'Helvetica-Bold', size: 18, color: '#1b4f8a' });
  pen.text('MERCHANT ADVISORS', M + 2, y + 19, { font: 'Helvetica', size: 7, color: '#1b4f8a' });
  pen.text(r.pick(['Business Funding Application', 'Merchant Cash Advance Application', 'Working Capital Application']), M, y + 4,
    { font: 'Times-Bold', size: 14, width: IW, align: 'right' });
  pen.text('Please complete all fields. Incomplete applications delay funding.', M, y + 22, { font: 'Times-Italic', size: 7.5, width: IW, align: 'right' });
  y += 38;
  const dba = dbaText(m, r);
  const tax = bizTax(m, r.chance(0.1) ? 'masked' : 'dash', r);
  bar('BUSINESS INFORMATION');
  boxes([{ label: ca ? 'Legal Business Name' : 'Business Legal Name (as on tax return)', w: 0.6, val: v('legal', m.legal, { legal_name: m.legal }) },
    { label: ca ? 'Operating Name (O/A)' : 'DBA', w: 0.4, val: dba ? v('dba', dba.text, dba.fields) : undefined }]);
  boxes([{ label: 'Physical Address (no P.O. Box)', w: 0.44, val: v('street', m.addr.street) }, { label: 'City', w: 0.2, val: v('city', m.addr.city) },
    { label: ca ? 'Province' : 'State', w: 0.12, val: v('state', r.chance(0.8) ? m.addr.region : m.addr.regionName, regionFields(m)) },
    { label: ca ? 'Postal Code' : 'Zip', w: 0.24, val: v('zip', m.addr.postal) }]);
  const inc = m.stateOfInc === m.addr.region ? v('inc', m.stateOfInc) : dv('inc', m.stateOfInc);
  boxes([{ label: ca ? 'Business Number (BN)' : m.taxType === 'EIN' ? 'Federal Tax ID' : 'Tax ID (EIN or SSN)', w: 0.24, val: v('tax', tax.text, tax.fields) },
    { label: 'Business Start Date', w: 0.18, val: v('start', fmtDate(m.start, ca ? r.pick(['iso', 'long'] as const) : r.pick(['us', 'usShort', 'long'] as const)), { business_start_date: m.start }) },
    { label: ca ? 'Incorporated in' : 'State of Inc.', w: 0.14, val: inc }, { label: 'Business Phone', w: 0.2, val: v('phone', m.phone) },
    { label: 'Website', w: 0.24, val: r.chance(0.7) ? v('web', m.website) : undefined }]);
  boxes([{ label: 'Type of Business / Products Sold', w: 0.5, val: v('industry', m.industry.text, { industry: m.industry.id }) },
    { label: '# of Employees', w: 0.14, val: v('emp', String(m.employees)) }, { label: 'Business Email', w: 0.36, val: v('email', m.email) }]);
  const opts = ca ? ['Sole Proprietorship', 'Partnership', 'Corporation', 'Other:'] : ['Sole Proprietorship', 'Partnership', 'LLC', 'Corporation', 'S-Corp', 'Non-Profit', 'Other:'];
  const byId: Record<string, string> = { sole_proprietorship: 'Sole Proprietorship', general_partnership: 'Partnership', llc: 'LLC',
    c_corporation: 'Corporation', ca_corporation: 'Corporation', s_corporation: 'S-Corp' };
  const ent = byId[m.entity.id] ?? 'Other:';
  const ex = checks('Entity Type:', opts, ent, 'entity', (): Fields => (ent === 'Other:' ? {} : { type_of_entity: m.entity.id }));
  if (ent === 'Other:') put(pen, v('entity_other', m.entity.text, { type_of_entity: m.entity.id }), ex - 8, y - 13, tab);
  const own = r.chance(0.3) ? 'Own' : 'Rent';
  checks('Business Property:', ['Own', 'Rent'], own, 'property', () => ({}));
  y -= 18;
  pen.text(own === 'Own' ? 'Mortgage Holder' : 'Landlord', M + IW * 0.38, y + 6, { ...lab, size: 7.5 });
  put(pen, dv('landlord', m.landlord.name), M + IW * 0.38 + 60, y + 4.5, tab);
  put(pen, dv('landlord_phone', m.landlord.phone), M + IW * 0.78, y + 4.5, tab);
  y += 18;

  bar('FUNDING REQUEST');
  boxes([{ label: 'Amount Requested', w: 0.25, val: v('amount', fmtMoney(m.amount, ca ? 'cad' : r.pick(['dollars', 'cents', 'spaced'] as const)), { requested_amount: m.amount }) },
    { label: 'Use of Proceeds', w: 0.45, val: v('use', m.useOfFunds) }, { label: 'Avg. Monthly Sales', w: 0.3, val: v('sales', fmtMoney(m.monthlySales, 'dollars')) }]);
  if (r.chance(0.55)) {
    const fl = m.freq === 'biweekly' ? 'Bi-Weekly' : freqLabel(m.freq, r);
    checks('Preferred Payment Schedule:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], fl, 'freq', () => ({ payment_frequency: m.freq }));
  }
  const mask = r.chance(0.2);
  ownerBlock(0, mask);
  ownerBlock(1, mask);
  bar('EXISTING ADVANCES / LOANS');
  checks('Any open advances or business loans?', ['Yes', 'No'], m.positions.length ? 'Yes' : 'No', 'has_positions', () => ({}));
  for (let i = 0; i < 2; i++) {
    const p = m.positions[i];
    boxes([{ label: 'Funder / Lender', w: 0.4, val: p ? dv(`pos${i}_funder`, p.funder) : undefined },
      { label: 'Current Balance', w: 0.3, val: p ? dv(`pos${i}_bal`, fmtMoney(p.balance, 'dollars')) : undefined },
      { label: 'Payment', w: 0.3, val: p ? dv(`pos${i}_pay`, `${fmtMoney(p.payment, 'cents')} ${p.freq}`) : undefined }]);
  }
  boxes([{ label: 'Business Bank', w: 0.4, val: dv('bank', m.bank.name) }, { label: ca ? 'Transit / Institution' : 'Routing #', w: 0.3, val: dv('routing', m.bank.routing) },
    { label: 'Account #', w: 0.3, val: dv('account', m.bank.account) }]);
  y += 5;
  const auth = 'By signing below, each of the above listed business and business owner(s) (individually, an "Applicant") certifies that all '
    + 'information provided is true and accurate, and authorizes Bluefin Merchant Advisors and its funding partners to obtain consumer and '
    + `business credit reports, verify bank accounts and contact references${ca ? ', consistent with PIPEDA' : ''}. This authorization remains valid for the life of any funding.`;
  y += pen.para(auth, M, y, IW, { font: 'Times-Roman', size: 7 }) + 6;
  sign(m.owners[0]!, 0);
  if (m.owners[1] && m.owners.length === 2) sign(m.owners[1], 1);

  // Addendum for owners 3-4.
  if (m.owners.length > 2) {
    pen.newPage();
    header();
    y = 34;
    pen.text('ADDENDUM A - ADDITIONAL OWNERS / GUARANTORS', M, y, { font: 'Times-Bold', size: 12 });
    y += 22;
    for (let i = 2; i < m.owners.length; i++) { ownerBlock(i, mask); y += 8; }
    y += 10;
    for (let i = 1; i < m.owners.length; i++) sign(m.owners[i]!, i);
  }
  certificate(pen, m, r, envId, header, signDay);
}

function certificate(pen: Pen, m: Merchant, r: Rng, envId: string, header: () => void, day: number): void {
  pen.newPage();
  header();
  const W = pen.width, g = { size: 8, color: '#333333' };
  const ip = () => `${r.int(23, 209)}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
  let clock = r.int(8 * 60, 13 * 60) * 60;   // seconds since midnight on the signing day, always moving forward
  const stamp = () => {
    clock += r.int(20, 1500);
    const h = Math.floor(clock / 3600), mi = Math.floor(clock / 60) % 60, se = clock % 60;
    return `2/${day}/2026 ${((h + 11) % 12) + 1}:${String(mi).padStart(2, '0')}:${String(se).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
  };
  let y = 40;
  pen.text('Certificate Of Completion', M, y, { font: 'Helvetica-Bold', size: 14 });
  y += 24;
  pen.text(`Envelope Id: ${envId}`, M, y, g);
  pen.text('Status: Completed', W - M - 120, y, g);
  y += 12;
  pen.text('Subject:', M, y, g);
  put(pen, v('cert_subject', `Please sign: Bluefin application - ${m.dba ?? m.legal}`), M + 36, y, g);
  y += 18;
  const left = ['Source Envelope:', `Document Pages: ${pen.page - 1}`, `Certificate Pages: 1`, 'AutoNav: Enabled', 'EnvelopeId Stamping: Enabled',
    'Time Zone: (UTC-05:00) Eastern Time (US & Canada)'];
  left.forEach((t, i) => pen.text(t, M, y + i * 11, g));
  pen.text(`Signatures: ${Math.min(m.owners.length, 4)}`, M + 170, y + 11, g);
  pen.text('Envelope Originator:', W - M - 200, y, g);
  put(pen, dv('originator', `${m.iso.first} ${m.iso.last}`), W - M - 200, y + 11, g);
  put(pen, dv('originator_email', m.iso.email), W - M - 200, y + 22, g);
  pen.text('IP Address:', W - M - 200, y + 33, g);
  put(pen, v('originator_ip', ip()), W - M - 150, y + 33, g);
  y += 80;
  pen.rect(M, y, W - 2 * M, 14, { fill: '#e8ebf0' });
  ['Signer Events', 'Signature', 'Timestamp'].forEach((t, i) => pen.text(t, M + 4 + i * 180, y + 3.5, { font: 'Helvetica-Bold', size: 8 }));
  y += 20;
  for (const [i, o] of m.owners.entries()) {
    if (y > pen.height - 120) break;
    put(pen, v(`cert_signer${i}`, `${o.first} ${o.last}`), M + 4, y, g);
    put(pen, v(`cert_email${i}`, o.email), M + 4, y + 11, g);
    pen.text('Security Level: Email,', M + 4, y + 22, { size: 7, color: '#555555' });
    pen.text('Account Authentication (None)', M + 4, y + 31, { size: 7, color: '#555555' });
    pen.signature(M + 186, y, 110, r);
    pen.text('Signature Adoption: Pre-selected Style', M + 184, y + 22, { size: 7, color: '#555555' });
    pen.text('Using IP Address:', M + 184, y + 31, { size: 7, color: '#555555' });
    put(pen, v(`cert_ip${i}`, ip()), M + 248, y + 31, { size: 7, color: '#555555' });
    [`Sent: ${stamp()}`, `Viewed: ${stamp()}`, `Signed: ${stamp()}`].forEach((t, k) => pen.text(t, M + 364, y + k * 11, g));
    y += 50;
  }
  y += 6;
  pen.rect(M, y, W - 2 * M, 14, { fill: '#e8ebf0' });
  ['Envelope Summary Events', 'Status', 'Timestamps'].forEach((t, i) => pen.text(t, M + 4 + i * 180, y + 3.5, { font: 'Helvetica-Bold', size: 8 }));
  y += 20;
  for (const e of ['Envelope Sent', 'Certified Delivered', 'Signing Complete', 'Completed']) {
    pen.text(e, M + 4, y, g);
    pen.text(e === 'Envelope Sent' ? 'Hashed/Encrypted' : 'Security Checked', M + 184, y, g);
    pen.text(stamp(), M + 364, y, g);
    y += 12;
  }
  y += 16;
  pen.para('Electronic Record and Signature Disclosure: accepted by each signer before signing. The parties agree that this document may be '
    + 'signed electronically and that electronic signatures are the same as handwritten signatures for the purposes of validity and enforceability.',
  M, y, W - 2 * M, { size: 7, color: '#555555' });
}
