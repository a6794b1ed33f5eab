// Layout A (Keystone Bridge Capital): one dense page of boxed cells, entity and frequency as checkbox rows.
// Layout B (Harborline Funding Group): two pages of underlined blanks in a serif face, entity as free text.
import { AUTH, dbaText, F, FREQ_LABEL, moneyText, pctText, signatures, ssnText, taxIdText, type Ctx, type Fields } from './fields.ts';
import { money, ownerName, printDate } from './merchant.ts';

const NAVY = '#1f3a5f';

function cell(c: Ctx, x: number, y: number, w: number, h: number, label: string, key: string, text: string, fields: Fields | null): void {
  c.pen.rect(x, y, w, h, { lw: 0.5 });
  c.pen.t(label.toUpperCase(), x + 2, y + 1.5, { size: 5.5, color: '#333', font: 'Helvetica-Bold' });
  c.pen.value(key, text, x + 1, y + 7, w - 2, h - 8, fields, 8.5);
}

function bar(c: Ctx, y: number, title: string): void {
  c.pen.rect(30, y, 552, 12, { fill: NAVY });
  c.pen.t(title, 34, y + 2.5, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
}

const A_ENTITIES: [string, string][] = [['LLC', 'llc'], ['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Prop', 'sole_proprietorship']];

export function layoutA(c: Ctx): void {
  const { pen, m, r } = c;
  pen.typedFont = 'Courier';
  pen.rect(30, 26, 552, 40, { fill: NAVY });
  pen.t('KEYSTONE BRIDGE CAPITAL', 40, 33, { size: 16, font: 'Helvetica-Bold', color: '#fff' });
  pen.t('Merchant Funding Application  |  apps@keystonebridgecap.com  |  Fax (888) 410-2276', 40, 53, { size: 7, color: '#dfe7f1' });
  let y = 74;
  bar(c, y, 'BUSINESS INFORMATION'); y += 12;
  const H = 22;
  cell(c, 30, y, 330, H, 'Company Legal Name', 'legal', m.legal, F.legal(m));
  const [dba, dbaF] = dbaText(c);
  cell(c, 360, y, 222, H, 'D/B/A', dbaF ? 'dba' : 'dba_same', dba, dbaF); y += H;
  cell(c, 30, y, 140, H, 'Tax ID / EIN', 'tax_id', taxIdText(c, true), F.taxId(m));
  const startFmt = r.pick(['mdy', 'mdyy', 'mdy'] as const);
  cell(c, 170, y, 110, H, 'Biz Start Date', 'start', printDate(m.start, startFmt), F.start(m));
  cell(c, 280, y, 110, H, 'State of Inc.', 'inc_state', m.incState, null);
  cell(c, 390, y, 80, H, '# Employees', 'employees', String(m.employees), null);
  cell(c, 470, y, 112, H, 'Avg Monthly Sales', 'monthly_sales', money(m.monthlySales), null); y += H;
  cell(c, 30, y, 250, H, 'Physical Address', 'street', m.street, null);
  cell(c, 280, y, 150, H, 'City', 'city', m.city, null);
  cell(c, 430, y, 60, H, 'State', 'state', m.state, F.state(m));
  cell(c, 490, y, 92, H, 'Zip', 'zip', m.zip, null); y += H;
  cell(c, 30, y, 130, H, 'Business Phone', 'phone', m.phone, null);
  cell(c, 160, y, 200, H, 'Email', 'email', m.email, null);
  cell(c, 360, y, 222, H, 'Website', 'website', r.chance(0.7) ? m.website : '', null); y += H;
  cell(c, 30, y, 330, H, 'Industry / Type of Business', 'industry', m.industryText, F.industry(m));
  cell(c, 360, y, 222, H, 'Landlord / Mortgage Co.', 'landlord', m.landlord.name, null); y += H;
  pen.rect(30, y, 552, 16, { lw: 0.5 });
  pen.t('ENTITY:', 34, y + 5, { size: 6.5, font: 'Helvetica-Bold' });
  let ex = 72;
  const hit = A_ENTITIES.find(([l, id]) => id === m.entity.id && (l !== 'LLC' || m.entity.text.startsWith('L')));
  for (const [label, id] of A_ENTITIES) ex += pen.check('entity', label, ex, y + 4, hit?.[0] === label, F.entity(id)) + 12;
  pen.check('entity', 'Other:', ex, y + 4, !hit, null);
  pen.line(ex + 40, y + 13, 578, y + 13, { lw: 0.4 });
  pen.value('entity_other', hit ? '' : m.entity.text, ex + 40, y + 2, 538 - ex, 11, F.entity(m.entity.id), 8.5);
  y += 20;
  bar(c, y, 'FUNDING REQUEST'); y += 12;
  cell(c, 30, y, 130, H, 'Funding Amt', 'amount', moneyText(c, m.amount), F.amount(m));
  cell(c, 160, y, 170, H, 'Use of Funds', 'use', m.use, null);
  cell(c, 330, y, 130, H, 'Est. Payment', 'payment', money(m.payment, 'cents'), F.payment(m));
  cell(c, 460, y, 122, H, '# of Payments', 'n_payments', String(m.nPayments), F.nPayments(m)); y += H;
  pen.rect(30, y, 552, 16, { lw: 0.5 });
  pen.t('PAYMENT SCHEDULE:', 34, y + 5, { size: 6.5, font: 'Helvetica-Bold' });
  let fx = 120;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const)
    fx += pen.check('freq', FREQ_LABEL[f][0]!, fx, y + 4, f === m.freq, { 'application.payment_frequency': f }) + 18;
  y += 20;
  bar(c, y, 'OWNER / OFFICER INFORMATION'); y += 12;
  m.owners.forEach((o, i) => {
    cell(c, 30, y, 110, H, `Owner ${i + 1} First Name`, `o${i}_first`, o.first, F.first(i, o));
    cell(c, 140, y, 130, H, 'Last Name', `o${i}_last`, o.last, F.last(i, o));
    cell(c, 270, y, 110, H, 'Title', `o${i}_title`, o.title, F.role(i, o));
    cell(c, 380, y, 60, H, 'Owner %', `o${i}_pct`, pctText(c, o), F.pct(i, o));
    cell(c, 440, y, 50, H, 'FICO', `o${i}_fico`, o.fico ? String(o.fico) : '', o.fico ? F.fico(i, o) : null);
    cell(c, 490, y, 92, H, 'Date of Birth', `o${i}_dob`, printDate(o.dob, 'mdy'), F.dob(i, o)); y += H;
    const [ssn, ssnF] = ssnText(c, o, 0.3);
    cell(c, 30, y, 140, H, 'SSN', ssnF ? `o${i}_ssn` : `o${i}_ssn_masked`, ssn, ssnF);
    cell(c, 170, y, 300, H, 'Home Address', `o${i}_home`, o.home, null);
    cell(c, 470, y, 112, H, 'Cell Phone', `o${i}_cell`, `(${m.phone.slice(1, 4)}) ${r.int(201, 989)}-${r.digits(4)}`, null); y += H + 3;
  });
  bar(c, y, 'BANK & EXISTING FINANCING'); y += 12;
  cell(c, 30, y, 180, H, 'Bank Name', 'bank', m.bank.name, null);
  cell(c, 210, y, 130, H, 'Routing #', 'routing', m.bank.routing, null);
  cell(c, 340, y, 130, H, 'Account #', 'account', m.bank.account, null);
  cell(c, 470, y, 112, H, 'Monthly Rent', 'rent', money(m.landlord.rent), null); y += H;
  const adv = m.mca[0];
  cell(c, 30, y, 180, H, 'Current MCA Funder', 'mca_funder', adv?.funder ?? 'None', null);
  cell(c, 210, y, 130, H, 'Balance', 'mca_balance', adv ? money(adv.balance, 'cents') : '', null);
  cell(c, 340, y, 130, H, 'Daily Payment', 'mca_payment', adv ? money(adv.payment, 'cents') : '', null);
  cell(c, 470, y, 112, H, 'Landlord Phone', 'landlord_phone', m.landlord.phone, null); y += H + 4;
  pen.t(AUTH, 30, y, { size: 5.8, width: 552, wrap: true, color: '#333' }); y += 50;
  signatures(c, 30, y, 552); y += 40;
  pen.rect(30, y, 552, 16, { fill: '#eef2f7' });
  pen.t('FOR OFFICE USE -  ISO Rep:', 34, y + 5, { size: 6.5, font: 'Helvetica-Bold' });
  pen.value('iso_rep', m.iso.name, 128, y + 2, 130, 12, null, 8);
  pen.t('ISO ID:', 262, y + 5, { size: 6.5, font: 'Helvetica-Bold' });
  pen.value('iso_id', m.iso.id, 290, y + 2, 80, 12, null, 8);
  pen.t('Rep Phone:', 380, y + 5, { size: 6.5, font: 'Helvetica-Bold' });
  pen.value('iso_phone', m.iso.phone, 420, y + 2, 110, 12, null, 8);
}

/** Label, then an underlined blank holding the value; returns the x after the blank. */
function blank(c: Ctx, x: number, y: number, label: string, w: number, key: string, text: string, fields: Fields | null): number {
  c.pen.t(label, x, y + 6, { size: 9, font: 'Times-Roman' });
  c.pen.doc.font('Times-Roman').fontSize(9);
  const lx = x + c.pen.doc.widthOfString(label) + 4;
  c.pen.line(lx, y + 16, x + w - 6, y + 16, { lw: 0.5 });
  c.pen.value(key, text, lx, y + 3, x + w - 6 - lx, 13, fields, 9.5);
  return x + w;
}

function head(c: Ctx, y: number, t: string): void {
  c.pen.t(t, 40, y, { size: 10.5, font: 'Times-Bold', color: '#6b1d1d' });
  c.pen.line(40, y + 13, 572, y + 13, { color: '#6b1d1d', lw: 1 });
}

export function layoutB(c: Ctx): void {
  const { pen, m, r } = c;
  pen.typedFont = 'Times-Roman';
  pen.t('Harborline', 40, 30, { size: 24, font: 'Times-BoldItalic', color: '#6b1d1d' });
  pen.t('FUNDING GROUP', 160, 40, { size: 10, font: 'Times-Bold', color: '#444' });
  pen.t('Small Business Working Capital Application', 360, 34, { size: 10, font: 'Times-Italic' });
  pen.t('Page 1 of 2', 520, 48, { size: 7, color: '#555' });
  let y = 72;
  head(c, y, 'Section 1 - The Business'); y += 20;
  blank(c, 40, y, 'Business Legal Name:', 532, 'legal', m.legal, F.legal(m)); y += 22;
  const [dba, dbaF] = dbaText(c);
  blank(c, 40, y, 'DBA (if any):', 300, dbaF ? 'dba' : 'dba_same', dba, dbaF);
  blank(c, 340, y, 'Entity Type:', 232, 'entity', m.entity.text, F.entity(m.entity.id)); y += 22;
  blank(c, 40, y, 'Street:', 300, 'street', m.street, null);
  blank(c, 340, y, 'City:', 232, 'city', m.city, null); y += 22;
  blank(c, 40, y, 'State:', 110, 'state', m.state, F.state(m));
  blank(c, 150, y, 'Zip:', 110, 'zip', m.zip, null);
  blank(c, 260, y, 'Bus. Phone:', 160, 'phone', m.phone, null);
  blank(c, 420, y, 'Fax:', 152, 'fax', r.chance(0.3) ? `(${m.phone.slice(1, 4)}) ${r.int(201, 989)}-${r.digits(4)}` : '', null); y += 22;
  blank(c, 40, y, m.taxType === 'SSN' ? 'Tax ID (EIN or SSN):' : 'Tax ID / EIN:', 240, 'tax_id', taxIdText(c, m.taxType === 'EIN'), F.taxId(m));
  blank(c, 280, y, 'Biz Start Date:', 160, 'start', printDate(m.start, r.pick(['mdy', 'mdyy', 'long'] as const)), F.start(m));
  blank(c, 440, y, 'Inc. State:', 132, 'inc_state', m.incState, null); y += 22;
  blank(c, 40, y, 'What does the business do?', 532, 'industry', m.industryText, F.industry(m)); y += 22;
  blank(c, 40, y, 'E-mail:', 280, 'email', m.email, null);
  blank(c, 320, y, 'Employees:', 120, 'employees', String(m.employees), null);
  blank(c, 440, y, 'Rent/Own:', 132, 'rent_own', r.pick(['Rent', 'Lease', 'Own']), null); y += 30;
  head(c, y, 'Section 2 - The Request'); y += 20;
  blank(c, 40, y, 'Funding Amt Requested:', 270, 'amount', moneyText(c, m.amount), F.amount(m));
  blank(c, 310, y, 'Purpose:', 262, 'use', m.use, null); y += 22;
  blank(c, 40, y, 'Gross Monthly Sales:', 270, 'monthly_sales', money(m.monthlySales), null);
  blank(c, 310, y, 'Annual Revenue:', 262, 'annual', money(m.monthlySales * 12), null); y += 30;
  head(c, y, 'Section 3 - Current Advances / Loans'); y += 18;
  pen.t('Funder', 44, y, { size: 8, font: 'Times-Bold' }); pen.t('Balance', 260, y, { size: 8, font: 'Times-Bold' });
  pen.t('Payment', 400, y, { size: 8, font: 'Times-Bold' }); y += 10;
  for (let i = 0; i < 3; i++) {
    const a = m.mca[i];
    pen.line(40, y + 14, 572, y + 14, { lw: 0.4, dash: true });
    pen.value(`mca${i}_funder`, a?.funder ?? '', 42, y + 1, 200, 13, null);
    pen.value(`mca${i}_balance`, a ? money(a.balance, 'cents') : '', 258, y + 1, 120, 13, null);
    pen.value(`mca${i}_payment`, a ? `${money(a.payment, 'cents')}/day` : '', 398, y + 1, 150, 13, null);
    y += 17;
  }
  y += 12;
  head(c, y, 'Section 4 - Bank'); y += 20;
  blank(c, 40, y, 'Bank:', 200, 'bank', m.bank.name, null);
  blank(c, 240, y, 'Routing:', 160, 'routing', m.bank.routing, null);
  blank(c, 400, y, 'Acct:', 172, 'account', m.bank.account, null); y += 30;
  pen.t('Continued on page 2  >', 480, 740, { size: 8, font: 'Times-Italic' });
  pen.newPage();
  pen.t('Harborline Funding Group - Application (cont.)', 40, 30, { size: 11, font: 'Times-Bold', color: '#6b1d1d' });
  pen.t('Page 2 of 2', 520, 34, { size: 7, color: '#555' });
  y = 56;
  m.owners.forEach((o, i) => {
    head(c, y, `Section 5${i ? 'b' : 'a'} - Owner ${i + 1}`); y += 20;
    blank(c, 40, y, 'Name (Last, First):', 330, `o${i}_name`, ownerName(o, 'last_first'), F.name(i, o));
    blank(c, 370, y, 'Title:', 202, `o${i}_title`, o.title, F.role(i, o)); y += 22;
    blank(c, 40, y, 'Owner %:', 130, `o${i}_pct`, pctText(c, o), F.pct(i, o));
    const [ssn, ssnF] = ssnText(c, o, 0.45);
    blank(c, 170, y, 'SSN:', 170, ssnF ? `o${i}_ssn` : `o${i}_ssn_masked`, ssn, ssnF);
    blank(c, 340, y, 'DOB:', 120, `o${i}_dob`, printDate(o.dob, 'mdy'), F.dob(i, o));
    blank(c, 460, y, 'FICO:', 112, `o${i}_fico`, o.fico ? String(o.fico) : '', o.fico ? F.fico(i, o) : null); y += 22;
    blank(c, 40, y, 'Home Address:', 532, `o${i}_home`, o.home, null); y += 30;
  });
  head(c, y, 'Section 6 - Landlord & Trade References'); y += 20;
  blank(c, 40, y, 'Landlord:', 300, 'landlord', m.landlord.name, null);
  blank(c, 340, y, 'Phone:', 232, 'landlord_phone', m.landlord.phone, null); y += 22;
  m.refs.forEach((ref, i) => {
    blank(c, 40, y, `Trade Ref ${i + 1}:`, 250, `ref${i}`, ref.name, null);
    blank(c, 290, y, 'Contact:', 150, `ref${i}_contact`, ref.contact, null);
    blank(c, 440, y, 'Ph:', 132, `ref${i}_phone`, ref.phone, null); y += 22;
  });
  y += 10;
  pen.t(AUTH, 40, y, { size: 7, width: 532, wrap: true, font: 'Times-Roman' }); y += 70;
  signatures(c, 40, y, 532); y += 50;
  pen.line(40, y, 572, y, { lw: 0.4 });
  pen.t('Submitted by (ISO):', 40, y + 8, { size: 8, font: 'Times-Italic' });
  pen.value('iso_rep', m.iso.name, 120, y + 4, 140, 13, null, 9);
  pen.value('iso_phone', m.iso.phone, 270, y + 4, 120, 13, null, 9);
}
