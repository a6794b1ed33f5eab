// Layout C (Pinecrest Merchant Advisors): one page of "Label: value" lines in two columns, the address on one line,
// owners named "First M. Last, CRED", mostly masked SSNs, frequency as free text.
// Layout D (Redwood Lane Business Funding): two pages of shaded label/value tables, an owners grid, entity
// checkboxes in two rows with "Other", and tables of existing advances and trade references.
import { AUTH, dbaText, F, FREQ_LABEL, moneyText, pctText, signatures, ssnText, taxIdText, type Ctx, type Fields } from './fields.ts';
import { money, ownerName, printDate } from './merchant.ts';

const GREEN = '#2f5d3a';

/** "Label: value" with the value right after the label; returns nothing, the line is `w` wide. */
function lv(c: Ctx, x: number, y: number, w: number, label: string, key: string, text: string, fields: Fields | null): void {
  c.pen.t(`${label}:`, x, y + 2, { size: 8.5, font: 'Helvetica-Bold', color: '#222' });
  c.pen.doc.font('Helvetica-Bold').fontSize(8.5);
  const vx = x + c.pen.doc.widthOfString(`${label}:`) + 3;
  c.pen.value(key, text, vx, y - 1, x + w - vx - 4, 13, fields, 9);
}

function sect(c: Ctx, x: number, y: number, w: number, t: string): void {
  c.pen.t(t.toUpperCase(), x, y, { size: 7.5, font: 'Helvetica-Bold', color: GREEN });
  c.pen.line(x, y + 10, x + w, y + 10, { color: GREEN, lw: 0.8 });
}

export function layoutC(c: Ctx): void {
  const { pen, m, r } = c;
  pen.typedFont = 'Helvetica';
  pen.doc.circle(52, 46, 16).fill(GREEN);
  pen.t('P', 46, 37, { size: 18, font: 'Helvetica-Bold', color: '#fff' });
  pen.t('Pinecrest Merchant Advisors', 76, 32, { size: 15, font: 'Helvetica-Bold', color: GREEN });
  pen.t('Business Funding Application  -  submit with last 4 months of bank statements', 76, 51, { size: 7.5, color: '#555' });
  const L = 36, R = 312, W = 264;
  let y = 80;
  sect(c, L, y, 540, 'Company'); y += 16;
  lv(c, L, y, 540, 'Company Legal Name', 'legal', m.legal, F.legal(m)); y += 15;
  const [dba, dbaF] = dbaText(c);
  lv(c, L, y, W, 'D/B/A', dbaF ? 'dba' : 'dba_same', dba, dbaF);
  lv(c, R, y, W, 'Legal Entity', 'entity', m.entity.text, F.entity(m.entity.id)); y += 15;
  lv(c, L, y, 540, 'Business Address', 'address', `${m.street}, ${m.city}, ${m.state} ${m.zip}`, F.state(m)); y += 15;
  lv(c, L, y, W, 'Tax ID / EIN', 'tax_id', taxIdText(c, true), F.taxId(m));
  lv(c, R, y, W, 'State of Incorporation', 'inc_state', m.incState, null); y += 15;
  const showStart = r.chance(0.85);
  lv(c, L, y, W, 'Biz Start Date', 'start', showStart ? printDate(m.start, r.pick(['long', 'dash', 'mdy'] as const)) : '', showStart ? F.start(m) : null);
  lv(c, R, y, W, 'Years in Business', 'years', `${2025 - Number(m.start.slice(0, 4))} yrs`, null); y += 15;
  lv(c, L, y, W, 'Type of Business', 'industry', m.industryText, F.industry(m));
  lv(c, R, y, W, 'Phone', 'phone', m.phone, null); y += 15;
  lv(c, L, y, W, 'Email', 'email', m.email, null);
  lv(c, R, y, W, 'Website', 'website', m.website, null); y += 22;
  sect(c, L, y, 540, 'Funding'); y += 16;
  lv(c, L, y, W, 'Funding Amt', 'amount', moneyText(c, m.amount), F.amount(m));
  lv(c, R, y, W, 'Use of Proceeds', 'use', m.use, null); y += 15;
  const showTerms = r.chance(0.7);
  if (showTerms) {
    lv(c, L, y, W, 'Payment Frequency', 'freq', r.pick(FREQ_LABEL[m.freq]), F.freq(m));
    lv(c, R, y, W, 'Payment Amt', 'payment', money(m.payment, 'cents'), F.payment(m)); y += 15;
    lv(c, L, y, W, 'No. of Payments', 'n_payments', String(m.nPayments), F.nPayments(m));
  }
  lv(c, showTerms ? R : L, y, W, 'Avg Monthly Deposits', 'monthly_sales', money(m.monthlySales), null); y += 22;
  m.owners.forEach((o, i) => {
    sect(c, L, y, 540, `Principal ${i + 1}`); y += 16;
    lv(c, L, y, W, 'Name', `o${i}_name`, ownerName(o, 'first_last'), F.name(i, o));
    lv(c, R, y, W, 'Title', `o${i}_title`, o.title, F.role(i, o)); y += 15;
    lv(c, L, y, W, 'Owner %', `o${i}_pct`, pctText(c, o), F.pct(i, o));
    lv(c, R, y, W, 'FICO (est.)', `o${i}_fico`, o.fico ? String(o.fico) : '', o.fico ? F.fico(i, o) : null); y += 15;
    const [ssn, ssnF] = ssnText(c, o, 0.65);
    lv(c, L, y, W, 'SSN', ssnF ? `o${i}_ssn` : `o${i}_ssn_masked`, ssn, ssnF);
    lv(c, R, y, W, 'DOB', `o${i}_dob`, printDate(o.dob, 'mdy'), F.dob(i, o)); y += 15;
    lv(c, L, y, 540, 'Home Address', `o${i}_home`, o.home, null); y += 22;
  });
  sect(c, L, y, 540, 'Other information'); y += 16;
  lv(c, L, y, W, 'Landlord', 'landlord', m.landlord.name, null);
  lv(c, R, y, W, 'Landlord Phone', 'landlord_phone', m.landlord.phone, null); y += 15;
  lv(c, L, y, W, 'Business Bank', 'bank', m.bank.name, null);
  lv(c, R, y, W, 'Acct # (last 4)', 'account', m.bank.account.slice(-4), null); y += 15;
  lv(c, L, y, 540, 'Open Advances', 'mca', m.mca.length ? m.mca.map((a) => `${a.funder} (${money(a.balance, 'cents')} bal.)`).join('; ') : 'None', null); y += 15;
  lv(c, L, y, W, 'Trade Reference', 'ref0', m.refs[0]!.name, null);
  lv(c, R, y, W, 'Ref. Phone', 'ref0_phone', m.refs[0]!.phone, null); y += 20;
  pen.t(AUTH, L, y, { size: 6, width: 540, wrap: true, color: '#444' }); y += 46;
  signatures(c, L, y, 540); y += 40;
  const fy = Math.max(y, 740);
  pen.line(L, fy - 3, L + 540, fy - 3, { color: '#999', lw: 0.4 });
  lv(c, L, fy, 200, 'Broker', 'iso_rep', m.iso.name, null);
  lv(c, L + 200, fy, 170, 'Ph', 'iso_phone', m.iso.phone, null);
  lv(c, L + 370, fy, 170, 'ISO #', 'iso_id', m.iso.id, null);
}

/** Shaded label cell then a white value cell, in one row of a table. */
function row(c: Ctx, x: number, y: number, lw: number, vw: number, label: string, key: string, text: string, fields: Fields | null): number {
  c.pen.rect(x, y, lw, 18, { fill: '#e8e1d4', stroke: '#7a6a55' });
  c.pen.t(label, x + 3, y + 5.5, { size: 7.5, font: 'Helvetica-Bold', color: '#3d3326' });
  c.pen.rect(x + lw, y, vw, 18, { stroke: '#7a6a55', lw: 0.5 });
  c.pen.value(key, text, x + lw + 1, y + 2, vw - 2, 14, fields, 9);
  return x + lw + vw;
}

function title(c: Ctx, y: number, t: string): void {
  c.pen.rect(36, y, 540, 14, { fill: '#8b3a2b' });
  c.pen.t(t, 40, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
}

const D_ENTITIES: [string, string][] = [['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Corporation', 'c_corporation'],
  ['LLC', 'llc'], ['LLP', 'llp'], ['Non-Profit', 'nonprofit_corporation']];

/** A small table: header row, then rows of cells; values are decoys. */
function table(c: Ctx, y: number, heads: [string, number][], rows: string[][], key: string): number {
  let x = 36;
  for (const [h, w] of heads) { c.pen.rect(x, y, w, 14, { fill: '#e8e1d4', stroke: '#7a6a55' }); c.pen.t(h, x + 3, y + 4, { size: 7, font: 'Helvetica-Bold' }); x += w; }
  y += 14;
  rows.forEach((cells, i) => {
    x = 36;
    heads.forEach(([, w], j) => { c.pen.rect(x, y, w, 16, { stroke: '#7a6a55', lw: 0.5 }); c.pen.value(`${key}${i}_${j}`, cells[j] ?? '', x + 1, y + 1, w - 2, 14, null, 8.5); x += w; });
    y += 16;
  });
  return y;
}

export function layoutD(c: Ctx): void {
  const { pen, m, r } = c;
  pen.typedFont = 'Helvetica';
  pen.t('REDWOOD LANE', 36, 28, { size: 20, font: 'Helvetica-Bold', color: '#8b3a2b' });
  pen.t('BUSINESS FUNDING', 36, 50, { size: 9, font: 'Helvetica', color: '#3d3326' });
  pen.t('Application for Revenue-Based Financing', 330, 30, { size: 10, font: 'Helvetica-Bold' });
  pen.t('Redwood Lane Business Funding LLC  ·  (844) 733-9020  ·  submissions@redwoodlanebf.com', 330, 45, { size: 6.5, color: '#555' });
  let y = 72;
  title(c, y, '1. BUSINESS PROFILE'); y += 14;
  row(c, 36, y, 110, 430, 'Company Legal Name', 'legal', m.legal, F.legal(m)); y += 18;
  const [dba, dbaF] = dbaText(c);
  row(c, 36, y, 110, 430, 'D/B/A', dbaF ? 'dba' : 'dba_same', dba, dbaF); y += 18;
  row(c, 36, y, 110, 160, 'Federal Tax ID', 'tax_id', taxIdText(c, false), F.taxId(m));
  row(c, 306, y, 110, 160, 'Biz Start Date', 'start', printDate(m.start, r.pick(['mdy', 'mdyy'] as const)), F.start(m)); y += 18;
  row(c, 36, y, 110, 430, 'Physical Address', 'street', `${m.street}, ${m.city}`, null); y += 18;
  row(c, 36, y, 110, 80, 'State', 'state', m.state, F.state(m));
  row(c, 226, y, 60, 80, 'Zip', 'zip', m.zip, null);
  row(c, 366, y, 90, 120, 'State of Formation', 'inc_state', m.incState, null); y += 18;
  row(c, 36, y, 110, 160, 'Business Phone', 'phone', m.phone, null);
  row(c, 306, y, 110, 160, 'Industry', 'industry', m.industryText, F.industry(m)); y += 22;
  pen.t('Entity (check one):', 40, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
  const hit = D_ENTITIES.find(([, id]) => id === m.entity.id);
  D_ENTITIES.forEach(([label, id], i) => pen.check('entity', label, 130 + (i % 3) * 110, y + (i >= 3 ? 12 : 0), hit?.[0] === label, F.entity(id)));
  pen.check('entity', 'Other (specify):', 460, y, !hit, null);
  pen.line(460, y + 22, 576, y + 22, { lw: 0.4 });
  pen.value('entity_other', hit ? '' : m.entity.text, 460, y + 10, 116, 12, F.entity(m.entity.id), 8.5);
  y += 30;
  title(c, y, '2. FINANCING REQUESTED'); y += 14;
  row(c, 36, y, 110, 160, 'Funding Amt', 'amount', moneyText(c, m.amount), F.amount(m));
  row(c, 306, y, 110, 160, 'Use of Funds', 'use', m.use, null); y += 18;
  const terms = r.chance(0.6);
  row(c, 36, y, 110, 160, 'Requested Pmt', 'payment', terms ? money(m.payment, 'cents') : '', terms ? F.payment(m) : null);
  row(c, 306, y, 110, 160, 'Frequency', 'freq', terms ? r.pick(FREQ_LABEL[m.freq]) : '', terms ? F.freq(m) : null); y += 18;
  row(c, 36, y, 110, 160, '# of Pmts', 'n_payments', terms ? String(m.nPayments) : '', terms ? F.nPayments(m) : null);
  row(c, 306, y, 110, 160, 'Monthly Gross Sales', 'monthly_sales', money(m.monthlySales), null); y += 26;
  title(c, y, '3. EXISTING BALANCES (MCA / LOANS)'); y += 14;
  y = table(c, y, [['Funder / Lender', 220], ['Balance', 110], ['Payment', 110], ['Frequency', 100]],
    [0, 1].map((i) => { const a = m.mca[i]; return a ? [a.funder, money(a.balance, 'cents'), money(a.payment, 'cents'), 'Daily debit'] : []; }), 'mca') + 12;
  title(c, y, '4. BANKING & PREMISES'); y += 14;
  row(c, 36, y, 110, 160, 'Bank Name', 'bank', m.bank.name, null);
  row(c, 306, y, 110, 160, 'ABA Routing #', 'routing', m.bank.routing, null); y += 18;
  row(c, 36, y, 110, 160, 'Account #', 'account', m.bank.account, null);
  row(c, 306, y, 110, 160, 'Landlord', 'landlord', m.landlord.name, null); y += 18;
  row(c, 36, y, 110, 160, 'Landlord Phone', 'landlord_phone', m.landlord.phone, null);
  row(c, 306, y, 110, 160, 'Monthly Rent', 'rent', money(m.landlord.rent), null);
  pen.t('Page 1 of 2', 530, 760, { size: 7, color: '#666' });
  pen.newPage();
  y = 36;
  title(c, y, '5. OWNERS (all owners of 20% or more)'); y += 14;
  const heads: [string, number][] = [['Owner Name', 140], ['Title', 90], ['Owner %', 55], ['FICO', 45], ['SSN', 100], ['DOB', 110]];
  let x = 36;
  for (const [h, w] of heads) { pen.rect(x, y, w, 14, { fill: '#e8e1d4', stroke: '#7a6a55' }); pen.t(h, x + 3, y + 4, { size: 7, font: 'Helvetica-Bold' }); x += w; }
  y += 14;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const [ssn, ssnF] = o ? ssnText(c, o, 0.25) : ['', null];
    const cells: [string, string, Fields | null][] = o ? [[`o${i}_name`, ownerName(o, 'first_last'), F.name(i, o)], [`o${i}_title`, o.title, F.role(i, o)],
      [`o${i}_pct`, pctText(c, o), F.pct(i, o)], [`o${i}_fico`, o.fico ? String(o.fico) : '', o.fico ? F.fico(i, o) : null],
      [ssnF ? `o${i}_ssn` : `o${i}_ssn_masked`, ssn, ssnF], [`o${i}_dob`, printDate(o.dob, 'mdy'), F.dob(i, o)]] : heads.map((_, j) => [`o${i}_${j}`, '', null]);
    x = 36;
    heads.forEach(([, w], j) => { pen.rect(x, y, w, 18, { stroke: '#7a6a55', lw: 0.5 }); const [k, t, f] = cells[j]!; pen.value(k, t, x + 1, y + 2, w - 2, 14, f, 8.5); x += w; });
    y += 18;
  }
  y += 12;
  title(c, y, '6. TRADE REFERENCES'); y += 14;
  y = table(c, y, [['Company', 220], ['Contact', 160], ['Phone', 160]], m.refs.map((f) => [f.name, f.contact, f.phone]), 'ref') + 12;
  title(c, y, '7. AUTHORIZATION'); y += 18;
  pen.t(AUTH, 36, y, { size: 7, width: 540, wrap: true }); y += 70;
  signatures(c, 36, y, 540); y += 50;
  pen.rect(36, y, 540, 30, { fill: '#f4f0e8', stroke: '#7a6a55' });
  pen.t('ISO / Referral Partner', 40, y + 4, { size: 7, font: 'Helvetica-Bold' });
  pen.value('iso_rep', m.iso.name, 40, y + 13, 150, 14, null, 8.5);
  pen.value('iso_phone', m.iso.phone, 200, y + 13, 120, 14, null, 8.5);
  pen.value('iso_id', m.iso.id, 330, y + 13, 100, 14, null, 8.5);
  pen.t('Page 2 of 2', 530, 760, { size: 7, color: '#666' });
}
