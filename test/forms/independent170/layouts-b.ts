// Two two-page forms: Lakeshore Merchant Funding (US; "label: ____" lines and checkbox rows) and Maple Crown
// Business Capital (Canada; label-left rows in shaded bands, BN with program account, province, SIN, PIPEDA consent).
import type { V } from './data.ts';
import { type Sheet, W } from './page.ts';
import { type Layout, ent, FREQ_LABEL, taxLabel } from './layouts-a.ts';

/** A label followed by an underline the value is written on. */
function ul(s: Sheet, key: string, label: string, v: V | string | null | undefined, x: number, y: number, w: number): void {
  s.label(label, x, y + 3, { size: 7.5, font: 'Helvetica-Bold' });
  const lw = s.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 4;
  s.line(x + lw, y + 11, x + w, y + 11, { lw: 0.5 });
  s.value(key, v, x + lw + 3, y, w - lw - 5, { size: 9, label });
}
function head(s: Sheet, title: string, y: number): void {
  s.label(title, 40, y, { size: 10, font: 'Helvetica-Bold', color: '#0f6e6e' });
  s.line(40, y + 13, W - 40, y + 13, { lw: 1.2, color: '#0f6e6e' });
}

const LAKE_ENTITY: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S Corp', 's_corporation'],
  ['Partnership', 'general_partnership'], ['Sole Prop', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];

export const LAKESHORE: Layout = {
  name: 'lakeshore-twopage', broker: 'Lakeshore Merchant Funding', country: 'US', typedFont: 'Courier',
  draw(s, m, r) {
    s.doc.circle(66, 46, 24).fill('#0f6e6e');
    s.label('LMF', 52, 40, { size: 12, font: 'Helvetica-Bold', color: '#ffffff' });
    s.label('Lakeshore Merchant Funding', 100, 30, { size: 17, font: 'Times-Bold', color: '#0f6e6e' });
    s.label('Working capital for Main Street  -  1200 N. Lake Shore Dr, Suite 14, Chicago, IL 60610', 100, 52, { size: 7.5, color: '#555555' });
    s.label('APPLICATION  p. 1 of 2', 470, 30, { size: 8, font: 'Helvetica-Bold' });
    let y = 86;
    head(s, 'Business Information', y); y += 22;
    ul(s, 'legal', 'Legal Business Name:', m.legal, 40, y, 572 - 40); y += 20;
    ul(s, 'dba', 'd/b/a:', m.dba, 40, y, 320);
    ul(s, 'inc', 'State of Incorporation:', m.stateOfInc, 330, y, 242); y += 22;
    s.label('Entity:', 40, y, { size: 7.5, font: 'Helvetica-Bold' });
    const ei = LAKE_ENTITY.findIndex(([, id]) => id === m.entity);
    const opts = [...LAKE_ENTITY.map(([label], i) => ({ label, x: 78 + i * 62, y: y - 1, on: r.chance(0.5) ? 'Yes' : label.replace(/\W/g, '') })),
      { label: 'Other:', x: 78 + 6 * 62, y: y - 1 }];
    s.checks('entity', opts, ei >= 0 ? ei : 6, ei >= 0 ? { 'application.type_of_entity': m.entity } : {});
    s.line(490, y + 9, 572, y + 9);
    if (ei < 0) s.value('entityother', ent(m.entity.toUpperCase(), m.entity), 494, y - 3, 76, { size: 9, label: 'Other:' });
    y += 20;
    ul(s, 'tax', taxLabel(m, [m.tax.text.includes('-') ? 'Federal Tax ID:' : 'Federal Tax ID (EIN):']), m.tax, 40, y, 260);
    ul(s, 'start', r.pick(['Business Start Date:', 'Date Started:', 'Inception Date:']), m.start, 310, y, 262); y += 20;
    ul(s, 'street', 'Business Address:', m.street, 40, y, 572 - 40); y += 20;
    ul(s, 'csz', 'City, State, Zip:', m.cityStateZip, 40, y, 330);
    ul(s, 'phone', 'Phone:', m.phone, 380, y, 192); y += 20;
    ul(s, 'web', 'Website:', m.website, 40, y, 260);
    ul(s, 'email', 'E-mail:', m.email, 310, y, 262); y += 20;
    ul(s, 'ind', 'Nature of Business:', m.industry, 40, y, 330);
    ul(s, 'emp', '# Employees:', m.employees, 380, y, 192); y += 22;
    s.label('Location:', 40, y, { size: 7.5, font: 'Helvetica-Bold' });
    s.checks('ownrent', [{ label: 'Own', x: 90, y: y - 1 }, { label: 'Rent', x: 130, y: y - 1 }], m.own === 'Own' ? 0 : 1, {});
    ul(s, 'landlord', 'Landlord/Mortgage Co.:', m.landlord.name, 180, y - 3, 250);
    ul(s, 'rent', 'Rent:', m.landlord.rent, 440, y - 3, 132); y += 18;
    ul(s, 'llphone', 'Landlord Phone:', m.landlord.phone, 180, y, 250); y += 30;
    head(s, 'Funding Request', y); y += 22;
    ul(s, 'amt', 'Amount Requested:', m.amount, 40, y, 260);
    ul(s, 'use', 'Use of Funds:', m.useOfFunds, 310, y, 262); y += 22;
    s.label('Payment Schedule:', 40, y, { size: 7.5, font: 'Helvetica-Bold' });
    const fk = ['daily', 'weekly', 'biweekly', 'monthly'];
    s.checks('freq', fk.map((f, i) => ({ label: FREQ_LABEL[f]!, x: 120 + i * 62, y: y - 1, on: FREQ_LABEL[f]!.replace('-', '') })), fk.indexOf(m.freq),
      { 'application.payment_frequency': m.freq });
    y += 18;
    ul(s, 'pay', 'Requested Payment:', m.payment, 40, y, 260);
    ul(s, 'npay', 'No. of Payments:', m.nPayments, 310, y, 262); y += 20;
    ul(s, 'sales', 'Avg. Monthly Sales:', m.monthlySales, 40, y, 260);
    ul(s, 'annual', 'Annual Revenue:', m.annualRevenue, 310, y, 262); y += 30;
    head(s, 'Existing Advances / Loans', y); y += 20;
    const cols: [string, number][] = [['Funder', 40], ['Balance', 260], ['Payment', 400]];
    for (const [lab, x] of cols) s.label(lab, x, y, { size: 7, font: 'Helvetica-Bold' });
    y += 11;
    for (let i = 0; i < 3; i++) {
      const f = m.funders[i];
      s.line(40, y + 11, 572, y + 11, { lw: 0.3, color: '#888888' });
      s.value(`funder${i}`, f?.name, 42, y, 200); s.value(`fbal${i}`, f?.balance, 262, y, 120); s.value(`fpay${i}`, f?.payment, 402, y, 120);
      y += 15;
    }
    y += 16;
    head(s, 'Trade References', y); y += 20;
    for (const [i, t] of m.refs.entries()) {
      ul(s, `ref${i}`, `${i + 1}. Company:`, t.name, 40, y, 280); ul(s, `refc${i}`, 'Contact:', t.contact, 330, y, 110); ul(s, `refp${i}`, 'Ph:', t.phone, 450, y, 122);
      y += 20;
    }
    s.label('Please complete page 2 (owner information and authorization).', 40, 760, { size: 7, color: '#555555' });
    s.addPage();
    s.label('Lakeshore Merchant Funding  -  APPLICATION  p. 2 of 2', 40, 30, { size: 9, font: 'Helvetica-Bold', color: '#0f6e6e' });
    y = 58;
    for (const [i, o] of m.owners.entries()) {
      head(s, `Owner / Officer #${i + 1}`, y); y += 22;
      ul(s, `o${i}first`, 'First Name:', o.first, 40, y, 250); ul(s, `o${i}last`, 'Last Name:', o.last, 300, y, 272); y += 20;
      ul(s, `o${i}title`, 'Title:', o.title, 40, y, 250); ul(s, `o${i}own`, 'Ownership %:', o.own, 300, y, 130);
      ul(s, `o${i}score`, 'Credit Score:', o.score, 440, y, 132); y += 20;
      ul(s, `o${i}ssn`, 'Social Security #:', o.tax, 40, y, 250); ul(s, `o${i}dob`, 'Date of Birth:', o.dob, 300, y, 272); y += 20;
      ul(s, `o${i}home`, 'Home Address:', o.home, 40, y, 250); ul(s, `o${i}hcity`, 'City/State/Zip:', o.homeCity, 300, y, 272); y += 20;
      ul(s, `o${i}cell`, 'Mobile:', o.cell, 40, y, 250); ul(s, `o${i}email`, 'Email:', o.email, 300, y, 272); y += 30;
    }
    head(s, 'Authorization', y); y += 20;
    s.label('Each undersigned owner certifies that the information in this application is true and complete, and authorizes Lakeshore ' +
      'Merchant Funding, its assigns and its funding partners to obtain business and personal credit reports, to verify any information ' +
      'given, to contact the references, landlord and bank listed above, and to share this application with prospective funders. ' +
      'This authorization remains valid for the life of any funding provided. A photocopy or electronic copy of this form is as valid as the original.',
    40, y, { size: 7, width: W - 80, lineGap: 2 });
    y += 70;
    for (const [i, o] of m.owners.entries()) {
      ul(s, `o${i}signame`, 'Print Name:', { text: `${o.first.text} ${o.last.text}`, fields: { ...o.first.fields, ...o.last.fields } }, 40, y, 250);
      ul(s, `o${i}sigdate`, 'Date:', `${r.int(4, 6)}/${r.int(1, 28)}/2025`, 300, y, 130);
      y += 16; s.line(40, y + 14, 290, y + 14); s.label('Signature', 40, y + 17, { size: 6.5 }); y += 34;
    }
    s.label('ISO Use Only  -  Agent: ', 40, 752, { size: 7, color: '#555555' });
    s.value('isorep', m.iso.name, 130, 750, 120, { size: 8 });
    s.value('isophone', m.iso.phone, 260, 750, 100, { size: 8 });
  },
};

const CA_ENTITY: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'],
  ['Partnership', 'general_partnership'], ['Limited Partnership', 'limited_partnership']];
const PROV: Record<string, string> = { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia', AB: 'Alberta', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan' };

export const MAPLE: Layout = {
  name: 'maple-crown-ca', broker: 'Maple Crown Business Capital', country: 'CA', typedFont: 'Helvetica',
  draw(s, m, r) {
    const red = '#b3202a';
    s.rect(0, 0, 22, 792, { fill: red });
    s.label('MAPLE CROWN', 40, 28, { size: 20, font: 'Times-Bold', color: red });
    s.label('BUSINESS CAPITAL', 42, 52, { size: 8, font: 'Helvetica-Bold', color: '#444444' });
    s.label('Business Financing Application / Demande de financement', 330, 30, { size: 8.5, font: 'Helvetica-Bold' });
    s.label('Toronto  |  Montreal  |  Calgary    1-855-627-5388', 330, 44, { size: 7.5, color: '#555555' });
    let y = 76, band = 0;
    const sec = (t: string) => { s.rect(36, y, W - 72, 14, { fill: '#3a3a3a' }); s.label(t, 42, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' }); y += 16; band = 0; };
    /** One or two label/value pairs on a row, the row shaded every other time. */
    const row = (pairs: [string, string, V | string | null | undefined][]) => {
      if (band++ % 2 === 0) s.rect(36, y, W - 72, 18, { fill: '#f3ecec' });
      const w = (W - 72) / pairs.length;
      for (const [i, [key, lab, v]] of pairs.entries()) {
        const x = 36 + i * w;
        s.label(lab, x + 4, y + 5.5, { size: 7, color: '#333333' });
        const lw = Math.max(s.doc.font('Helvetica').fontSize(7).widthOfString(lab) + 10, pairs.length === 1 ? 150 : 110);
        s.value(key, v, x + lw, y + 4.5, w - lw - 6, { size: 9, label: lab });
      }
      y += 18;
    };
    sec('1. BUSINESS INFORMATION / RENSEIGNEMENTS SUR L\'ENTREPRISE');
    row([['legal', 'Legal Business Name', m.legal]]);
    row([['dba', 'Operating Name (O/A)', m.dba]]);
    row([['tax', m.tax.text.length === 9 ? 'Business Number (BN)' : 'BN / Program Account', m.tax], ['inc', 'Jurisdiction of Incorp.', m.stateOfInc]]);
    y += 3;
    s.label('Legal Structure:', 40, y + 1, { size: 7, color: '#333333' });
    const ei = CA_ENTITY.findIndex(([, id]) => id === m.entity);
    s.checks('entity', CA_ENTITY.map(([label], i) => ({ label, x: 120 + i * 100, y })), ei, { 'application.type_of_entity': m.entity });
    y += 16;
    row([['start', r.pick(['Date of Incorporation / Start', 'Business Start Date']), m.start], ['ind', 'Nature of Business', m.industry]]);
    row([['street', 'Street Address', m.street]]);
    const prov: V = r.chance(0.5) ? m.state : { text: PROV[m.state.text] ?? m.state.text, fields: m.state.fields };
    row([['city', 'City', m.city], ['prov', 'Province', prov]]);
    row([['zip', 'Postal Code', m.zip], ['country', 'Country', { text: 'Canada', fields: { 'application.country': 'Canada' } }]]);
    row([['phone', 'Business Telephone', m.phone], ['email', 'E-mail', m.email]]);
    row([['emp', 'Number of Employees', m.employees], ['own', 'Premises (Own / Lease)', m.own === 'Own' ? 'Own' : 'Lease']]);
    row([['landlord', 'Landlord', m.landlord.name], ['rent', 'Monthly Rent', m.landlord.rent]]);
    y += 6;
    sec('2. FINANCING REQUEST / DEMANDE');
    row([['amt', 'Amount Requested (CAD)', m.amount], ['use', 'Purpose of Funds', m.useOfFunds]]);
    row([['sales', 'Average Monthly Sales', m.monthlySales], ['annual', 'Annual Gross Revenue', m.annualRevenue]]);
    row([['bank', 'Financial Institution', m.bank.name], ['transit', 'Transit / Institution #', m.bank.routing]]);
    row([['acct', 'Account Number', m.bank.account], ['bankc', 'Branch Contact', m.bank.contact]]);
    for (const [i, f] of (m.funders.length ? m.funders : [null]).entries()) {
      row([[`funder${i}`, 'Existing Financing With', f?.name ?? 'None'], [`fbal${i}`, 'Balance Owing', f?.balance]]);
    }
    y += 6;
    sec('3. REFERENCES');
    for (const [i, t] of m.refs.entries()) row([[`ref${i}`, `Supplier Reference ${i + 1}`, t.name], [`refp${i}`, 'Telephone', t.phone]]);
    s.label('Page 1 of 2', 520, 770, { size: 7, color: '#777777' });
    s.addPage();
    s.rect(0, 0, 22, 792, { fill: red });
    y = 40;
    sec('4. OWNERS / PRINCIPALS (20% OR MORE) / PROPRIETAIRES');
    for (const [i, o] of m.owners.entries()) {
      row([[`o${i}name`, `Full Name (Owner ${i + 1})`, o.full]]);
      row([[`o${i}title`, 'Position / Title', o.title], [`o${i}own`, '% Ownership', o.own]]);
      row([[`o${i}sin`, 'Social Insurance Number (SIN)', o.tax], [`o${i}dob`, 'Date of Birth', o.dob]]);
      row([[`o${i}home`, 'Home Address', o.home], [`o${i}hcity`, 'City, Prov., Postal Code', o.homeCity]]);
      row([[`o${i}cell`, 'Mobile', o.cell], [`o${i}email`, 'E-mail', o.email]]);
      y += 8;
    }
    sec('5. CONSENT (PIPEDA) / CONSENTEMENT');
    s.label('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned ' +
      'principal consents to Maple Crown Business Capital Inc. and its lending partners collecting, using and disclosing the personal ' +
      'information in this application, and obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of ' +
      'evaluating and administering the financing requested. Your SIN is requested for identification and credit bureau matching only; ' +
      'providing it is optional. You may withdraw consent at any time, subject to legal or contractual restrictions.',
    40, y + 4, { size: 7, width: W - 80, lineGap: 2 });
    y += 78;
    for (const [i] of m.owners.entries()) {
      s.line(40, y + 16, 300, y + 16); s.label(`Signature (Owner ${i + 1})`, 40, y + 19, { size: 6.5 });
      s.label('Date (YYYY-MM-DD):', 330, y + 8, { size: 6.5 });
      s.value(`sigdate${i}`, `2025-0${r.int(4, 6)}-${r.int(10, 28)}`, 400, y + 5, 80, { size: 8.5 });
      y += 36;
    }
    s.label('Submitted by (broker):', 40, y + 10, { size: 7 });
    s.value('isorep', `${m.iso.name}, ${r.pick(['Northern Lights Funding', 'True North ISO', 'Bay Street Capital Advisors'])}`, 125, y + 8, 250, { size: 8 });
    s.label('Page 2 of 2', 520, 770, { size: 7, color: '#777777' });
  },
};
