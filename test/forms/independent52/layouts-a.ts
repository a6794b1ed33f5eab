// Keystone Bridge Capital (numbered questions, CIRCLE ONE), Pinecrest Funding Group (two pages, boxed cells, owner #2
// on page 2), Lakeshore Merchant Services (a box for each character: tax ID, dates, SSN).
import type { Layout } from './index.ts';
import { fmtDate, fmtEin, fmtMoney, fmtSsn, fullName, type Merchant } from './merchant.ts';
import type { Pen, Sets } from './pen.ts';
import { businessTax, chosenIndex, countryOf, entitiesOf, fillWith, nameSets, opt, ownerKey, ownerTaxId, para, signedDate, yesNo } from './parts.ts';

const taxText = (m: Merchant) => (m.taxType === 'SSN' ? fmtSsn(m.taxId) : fmtEin(m.taxId));
const FREQ = [opt('Daily', 'daily'), opt('Weekly', 'weekly'), opt('Bi-Weekly', 'biweekly'), opt('Monthly', 'monthly')];

const K_OPTS = [opt('LLC', 'llc'), opt('Corp', 'c_corporation'), opt('S-Corp', 's_corporation'), opt('Sole Prop', 'sole_proprietorship'), opt('Partnership', 'general_partnership')];
export const KEYSTONE: Layout = {
  owners: [1, 2], entities: entitiesOf(K_OPTS), font: 'Courier',
  naming: (n, k) => (k === 'radio' ? `Group${n}` : k === 'check' ? `Check Box${n}` : `Text${n}`),
  draw(p, m, r, seed) {
    const F = 'Times-Roman', B = 'Times-Bold', S = 9.5;
    p.t('KEYSTONE BRIDGE CAPITAL', 40, 34, { size: 17, font: B });
    p.t('1 Penn Center Plaza, Suite 1410  |  Philadelphia, PA 19103  |  Fax (215) 555-0143  |  apps@keystonebridgecap.com', 40, 55, { size: 7.5, font: F });
    p.rect(40, 68, 532, 17, 0.8, '#e6e6e6');
    p.t('MERCHANT FUNDING APPLICATION  -  PLEASE PRINT CLEARLY IN BLUE OR BLACK INK', 48, 73, { size: 9, font: B });
    let n = 0;
    const Q = (label: string, x: number, y: number, x2: number) => p.labelLine(`${++n}. ${label}`, x, y, x2, { size: S, font: F });
    const sec = (t: string, y: number) => p.t(t, 40, y, { size: 10, font: B });
    let y = 96; sec('SECTION A - THE BUSINESS', y); y += 30;
    let lx = Q('Legal name of business:', 40, y, 572); p.fill(lx, y, 572 - lx, m.legal, { set: { legal_name: m.legal } });
    y += 23; lx = Q('Doing business as (if different):', 40, y, 572);
    p.fill(lx, y, 572 - lx, m.dba ?? (r.chance(0.5) ? 'SAME' : null), { set: { trade_name: m.dba } });
    y += 23; p.t(`${++n}. CIRCLE ONE:`, 40, y - 10, { size: S, font: F });
    p.circleOne(K_OPTS, chosenIndex(K_OPTS, m), 130, y - 10, { size: S, font: F, gap: 22, set: { type_of_entity: m.entity.id } });
    y += 23; lx = Q(m.taxType === 'SSN' ? 'Federal Tax ID # (SSN if sole prop):' : 'Federal Tax ID #:', 40, y, 330);
    fillWith(p, lx, y, 330 - lx, taxText(m), { ...businessTax(m).shown, ...businessTax(m).derived });
    lx = Q('Date business started:', 340, y, 572); p.fill(lx, y, 572 - lx, fmtDate(m.start, 'mdy'), { set: { business_start_date: m.start } });
    y += 23; lx = Q('Business address:', 40, y, 572); p.fill(lx, y, 572 - lx, m.street);
    y += 23; lx = p.labelLine('City:', 55, y, 300, { size: S, font: F }); p.fill(lx, y, 300 - lx, m.city);
    lx = p.labelLine('State:', 310, y, 400, { size: S, font: F }); p.fill(lx, y, 400 - lx, m.state, { set: { state_region: m.state } }); p.derive(countryOf(m));
    lx = p.labelLine('Zip:', 410, y, 572, { size: S, font: F }); p.fill(lx, y, 572 - lx, m.zip);
    y += 23; lx = Q('Business phone:', 40, y, 280); p.fill(lx, y, 280 - lx, m.phone);
    lx = Q('E-mail:', 290, y, 572); p.fill(lx, y, 572 - lx, m.email);
    y += 23; lx = Q('What does the business do?', 40, y, 572); p.fill(lx, y, 572 - lx, m.industryText, { set: { industry: m.industryId } });
    y += 23; lx = Q('Do you rent or own?', 40, y, 200); p.fill(lx, y, 200 - lx, m.rentOwn);
    lx = p.labelLine('Landlord / mortgage holder:', 210, y, 450, { size: S, font: F }); p.fill(lx, y, 450 - lx, m.landlord.name, { decoy: 'landlord' });
    lx = p.labelLine('Phone:', 455, y, 572, { size: S, font: F }); p.fill(lx, y, 572 - lx, m.landlord.phone, { decoy: 'landlord_phone' });
    y += 23; lx = Q('Number of employees:', 40, y, 200); p.fill(lx, y, 200 - lx, String(m.employees));
    lx = Q('Average monthly sales: $', 210, y, 390); p.fill(lx, y, 390 - lx, fmtMoney(m.monthlySales, 'plain'));
    const amt = fmtMoney(m.amount, r.pick(['plain', 'plaincents'] as const));
    lx = Q('Amount requested: $', 400, y, 572); p.fill(lx, y, 572 - lx, amt, { set: { requested_amount: m.amount } });
    y += 14; yesNo(p, `${++n}. Has the business or any owner ever filed for bankruptcy? (circle)`, false, 40, y, { size: S, font: F });
    y += 16; yesNo(p, `${++n}. Any current cash advances or loans?`, !!m.priorFunder, 40, y, { size: S, font: F });
    lx = p.labelLine('If yes, with whom:', 300, y + 10, 470, { size: S, font: F }); p.fill(lx, y + 10, 470 - lx, m.priorFunder?.name ?? null, { decoy: 'funder' });
    lx = p.labelLine('Bal. $', 478, y + 10, 572, { size: S, font: F }); p.fill(lx, y + 10, 572 - lx, m.priorFunder ? fmtMoney(m.priorFunder.balance, 'plain') : null, { decoy: 'funder_balance' });
    y += 24; sec('SECTION B - OWNERS (list every owner of 20% or more)', y);
    const masked = r.chance(0.25);
    for (let i = 0; i < 2; i++) {
      const o = m.owners[i] ?? null;
      y += 30; lx = Q(`Owner ${i + 1} full name:`, 40, y, 360); p.fill(lx, y, 360 - lx, o && fullName(o), { set: o ? nameSets(i, o) : {} });
      lx = Q('Title:', 370, y, 572); p.fill(lx, y, 572 - lx, o?.title ?? null, { set: ownerKey(i, 'role', o?.title ?? null) });
      y += 23; lx = Q('% owned:', 40, y, 140); p.fill(lx, y, 140 - lx, o ? `${o.pct}%` : null, { set: ownerKey(i, 'ownership', o?.pct ?? null) });
      const tax = o ? ownerTaxId(i, o, m, masked) : null;
      lx = Q('Social Security #:', 150, y, 360); fillWith(p, lx, y, 360 - lx, tax?.text ?? null, tax?.set ?? {});
      lx = Q('Date of birth:', 370, y, 572); p.fill(lx, y, 572 - lx, o && fmtDate(o.dob, 'mdy'), { set: ownerKey(i, 'date_of_birth', o?.dob ?? null) });
      y += 23; lx = Q('Home address:', 40, y, 420); p.fill(lx, y, 420 - lx, o && `${o.street}, ${o.city}, ${o.state} ${o.zip}`, { decoy: 'home_address' });
      lx = Q('Cell:', 430, y, 572); p.fill(lx, y, 572 - lx, o?.phone ?? null, { decoy: 'owner_phone' });
    }
    y += 14; sec('SECTION C - AUTHORIZATION', y);
    const o0 = m.owners[0]!;
    y = para(p, ['I,', { w: 130, text: fullName(o0), set: nameSets(0, o0) }, ', as', { w: 90, text: o0.title, set: ownerKey(0, 'role', o0.title) },
      'of', { w: 180, text: m.legal, set: { legal_name: m.legal } }, '(the "Merchant"), certify that the information on this application is true and complete, and authorize Keystone Bridge Capital and its funding partners to obtain business and consumer credit reports on the Merchant and its owners, to verify bank statements, and to contact any reference listed above. I understand that this application is not a commitment to fund.'],
    40, y + 16, 532, { size: S, font: F, lead: 18 });
    y += 26; p.line(40, 300, y); p.sign(40, y, 260); p.t('Signature of owner', 40, y + 3, { size: 7, font: F });
    p.line(360, 500, y); p.fill(360, y, 140, signedDate(seed)); p.t('Date', 360, y + 3, { size: 7, font: F });
  },
};

/** A box with its label inside at the top left; the value written in its lower part. */
function cell(p: Pen, x: number, y: number, w: number, label: string, text: string | null, set: Sets = {}, decoy?: string): void {
  p.rect(x, y, w, 26, 0.6);
  p.t(label, x + 2.5, y + 2.5, { size: 6, font: 'Helvetica' });
  if (decoy) p.fill(x, y + 23, w - 2, text, { decoy, h: 14 }); else fillWith(p, x, y + 23, w - 2, text, set);
}
const P_OPTS = [opt('Sole Proprietor', 'sole_proprietorship'), opt('Partnership', 'general_partnership'), opt('LLC', 'llc'), opt('Corporation', 'c_corporation'), opt('Non-Profit', 'nonprofit_corporation')];
export const PINECREST: Layout = {
  owners: [1, 2], entities: entitiesOf(P_OPTS, ['sole_proprietorship', 'general_partnership', 'llc', 'c_corporation']), font: 'Helvetica',
  naming: (n, k) => (k === 'check' ? `check_${n}` : k === 'radio' ? `radio_${n}` : `fill_${n}`),
  draw(p, m, r, seed) {
    const G = '#1f5d3a';
    const head = (page: number) => {
      p.t('PINECREST FUNDING GROUP', 36, 30, { size: 15, font: 'Helvetica-Bold', color: G });
      p.t('Small Business Funding Application', 36, 49, { size: 9, font: 'Helvetica-Oblique' });
      p.t(`Page ${page} of 2`, 500, 34, { size: 8 });
    };
    const bar = (t: string, y: number) => { p.rect(36, y, 540, 14, 0.6, G); p.t(t, 40, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: 'white' }); };
    const lastFirst = r.chance(0.5);
    const nm = (o: (typeof m.owners)[0]) => (lastFirst ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : fullName(o));
    const dob = r.pick(['mdy', 'mdy2'] as const);
    const masked = r.chance(0.2);
    const owner = (i: number, y: number) => {
      const o = m.owners[i] ?? null;
      cell(p, 36, y, 220, lastFirst ? 'Full Name (Last, First)' : 'Full Name', o && nm(o), o ? nameSets(i, o) : {});
      cell(p, 256, y, 120, 'Title', o?.title ?? null, ownerKey(i, 'role', o?.title ?? null));
      cell(p, 376, y, 80, 'Ownership %', o ? `${o.pct}` : null, ownerKey(i, 'ownership', o?.pct ?? null));
      cell(p, 456, y, 120, 'Date of Birth', o && fmtDate(o.dob, dob), ownerKey(i, 'date_of_birth', o?.dob ?? null));
      const tax = o ? ownerTaxId(i, o, m, masked) : null;
      cell(p, 36, y + 26, 140, 'SSN', tax?.text ?? null, tax?.set ?? {});
      cell(p, 176, y + 26, 400, 'Home Address (Street, City, State, Zip)', o && `${o.street}, ${o.city}, ${o.state} ${o.zip}`, {}, 'home_address');
      cell(p, 36, y + 52, 140, 'Cell Phone', o?.phone ?? null, {}, 'owner_phone');
      cell(p, 176, y + 52, 280, 'Email', o?.email ?? null, {}, 'owner_email');
      cell(p, 456, y + 52, 120, 'Est. Credit Score', o ? String(o.credit) : null, ownerKey(i, 'credit_score', o?.credit ?? null));
    };
    head(1);
    bar('SECTION 1 - BUSINESS INFORMATION', 66);
    let y = 80;
    cell(p, 36, y, 330, 'Business Legal Name', m.legal, { legal_name: m.legal });
    cell(p, 366, y, 210, 'DBA', m.dba ?? (r.chance(0.4) ? 'N/A' : null), { trade_name: m.dba });
    y += 26; cell(p, 36, y, 250, 'Physical Address (no P.O. boxes)', m.street);
    cell(p, 286, y, 130, 'City', m.city); cell(p, 416, y, 50, 'State', m.state, { state_region: m.state }); p.derive(countryOf(m));
    cell(p, 466, y, 110, 'Zip', m.zip);
    y += 26; cell(p, 36, y, 130, m.taxType === 'SSN' ? 'Federal Tax ID / SSN' : 'Federal Tax ID', taxText(m), { ...businessTax(m).shown, ...businessTax(m).derived });
    cell(p, 166, y, 130, 'Business Start Date', fmtDate(m.start, 'long'), { business_start_date: m.start });
    cell(p, 296, y, 130, 'Business Phone', m.phone); cell(p, 426, y, 150, 'Business Email', m.email);
    y += 26; cell(p, 36, y, 260, 'Type of Business', m.industryText, { industry: m.industryId });
    cell(p, 296, y, 180, 'Website', m.website); cell(p, 476, y, 100, '# of Employees', String(m.employees));
    y += 34; p.t('Entity type (check one):', 36, y + 1, { size: 8, font: 'Helvetica-Bold' });
    let cx = 150;
    for (const o of P_OPTS) { p.check(cx, y, 9, o.id === m.entity.id, { label: o.label, set: { type_of_entity: o.id } }); cx += 13 + p.t(o.label, cx + 13, y + 1, { size: 8 }) + 16; }
    y += 18; p.t('Business location:', 36, y + 1, { size: 8, font: 'Helvetica-Bold' });
    p.check(150, y, 9, m.rentOwn === 'Rent'); p.t('Rent', 163, y + 1, { size: 8 }); p.check(200, y, 9, m.rentOwn === 'Own'); p.t('Own', 213, y + 1, { size: 8 });
    bar('SECTION 2 - FUNDING REQUEST', y += 20);
    y += 14; cell(p, 36, y, 150, 'Amount Requested', fmtMoney(m.amount, 'dollar'), { requested_amount: m.amount });
    cell(p, 186, y, 150, 'Average Monthly Sales', fmtMoney(m.monthlySales, 'dollar'));
    const terms = r.chance(0.6);
    cell(p, 336, y, 120, 'Desired Payment', terms ? fmtMoney(m.payment, 'dollar') : null, { requested_payment: m.payment });
    cell(p, 456, y, 120, 'No. of Payments', terms ? String(m.nPayments) : null, { number_of_payments: m.nPayments });
    y += 34; p.t('Payment frequency - CIRCLE ONE:', 36, y, { size: 8, font: 'Helvetica-Bold' });
    p.circleOne(FREQ, terms ? FREQ.findIndex((f) => f.id === m.freq) : -1, 190, y, { size: 8.5, gap: 20, set: { payment_frequency: m.freq } });
    y += 20; p.t('Use of funds (check all that apply):', 36, y + 1, { size: 8, font: 'Helvetica-Bold' });
    cx = 190;
    for (const u of ['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Marketing', 'Working capital', 'Debt consolidation']) {
      if (cx > 500) { cx = 190; y += 15; }
      p.check(cx, y, 9, m.useOfFunds.includes(u)); cx += 13 + p.t(u, cx + 13, y + 1, { size: 8 }) + 14;
    }
    bar('SECTION 3 - OWNER #1', y += 22);
    owner(0, y + 14);
    p.t('Owner #2, bank and trade references and signatures continue on page 2.', 36, y + 100, { size: 8, font: 'Helvetica-Oblique' });
    p.doc.addPage({ size: 'LETTER', margin: 0 });
    head(2);
    cell(p, 36, 66, 340, 'Business Legal Name (as on page 1)', m.legal, { legal_name: m.legal });
    bar('SECTION 4 - OWNER #2 / GUARANTOR (required for each owner of 20% or more)', 100);
    owner(1, 114);
    bar('SECTION 5 - BANK AND TRADE REFERENCES', 206);
    cell(p, 36, 220, 200, 'Bank Name', m.bank.name, {}, 'bank'); cell(p, 236, 220, 170, 'Routing #', m.bank.routing, {}, 'routing');
    cell(p, 406, 220, 170, 'Account #', m.bank.account, {}, 'account');
    m.refs.forEach((ref, i) => { cell(p, 36, 246 + i * 26, 340, `Trade Reference ${i + 1}`, ref.name, {}, 'reference'); cell(p, 376, 246 + i * 26, 200, 'Phone', ref.phone, {}, 'reference_phone'); });
    cell(p, 36, 298, 340, 'Landlord / Mortgage Company', m.landlord.name, {}, 'landlord'); cell(p, 376, 298, 200, 'Landlord Phone', m.landlord.phone, {}, 'landlord_phone');
    bar('SECTION 6 - AUTHORIZATION AND SIGNATURES', 336);
    const o0 = m.owners[0]!;
    y = para(p, ['I,', { w: 140, text: fullName(o0), set: nameSets(0, o0) }, ', the', { w: 100, text: o0.title, set: ownerKey(0, 'role', o0.title) },
      'of', { w: 190, text: m.legal, set: { legal_name: m.legal } }, ', and each owner signing below, certify that all information in this application is true and correct and authorize Pinecrest Funding Group, its assigns and funding partners to obtain credit reports, bank statements and any other information needed to evaluate this request, now and for as long as any obligation remains outstanding.'],
    36, 358, 540, { size: 8.5, lead: 18 });
    for (let i = 0; i < 2; i++) {
      const o = m.owners[i] ?? null, yy = y + 30 + i * 44;
      p.line(36, 250, yy); if (o) p.sign(36, yy, 214); p.t(`Owner #${i + 1} Signature`, 36, yy + 3, { size: 7 });
      p.line(270, 450, yy); p.fill(270, yy, 180, o && fullName(o), { set: o ? nameSets(i, o) : {} }); p.t('Print Name', 270, yy + 3, { size: 7 });
      p.line(470, 576, yy); p.fill(470, yy, 106, o && signedDate(seed)); p.t('Date', 470, yy + 3, { size: 7 });
    }
  },
};

export { LAKESHORE } from './lakeshore.ts';
