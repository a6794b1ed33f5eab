// Crescent (a dense two-column grid of small fields, most of them not ours), Summit (checkbox grids for entity,
// industry, premises and payment schedule, up to three owners) and Pioneer (numbered sections each opened by an
// instruction paragraph, an ISO representative's block and a footer with the broker's own numbers).
import { FREQ_LABEL, T, advancesTable, band, blanks, brokerLines, dateText, dob, home, makeBroker, money, ownerName, ownerTax, para, pct, role, score } from './common.ts';
import type { Merchant } from './merchant.ts';
import type { Pen, Truthy } from './pen.ts';

type Cell = [string, string, Truthy?, boolean?];

export function crescent(p: Pen, m: Merchant, seed: number): void {
  const b = blanks(seed, 'crescent');
  const br = makeBroker(seed, 'Crescent Bay Capital', 'Revenue-based funding');
  const X = 28, W = 556, half = W / 2 - 4;
  p.page();
  p.mode = 'inline';
  p.labelSize = 6.5;
  p.text('CRESCENT BAY CAPITAL', X, 22, { size: 12, font: 'Helvetica-Bold' });
  p.text(`${br.tag} • ${br.phone} • ${br.email} • EIN ${br.ein}`, X, 37, { size: 6.5 });
  p.decoys.push({ text: br.phone, paths: [] }, { text: br.ein, paths: [] });
  p.text('MCA INTAKE FORM v3.2', X + W - 100, 24, { size: 8, font: 'Helvetica-Bold', width: 100, align: 'right' });
  const col = (x: number, y0: number, cells: Cell[]) => { cells.forEach(([l, v, t, d], i) => p.field(l, v, x, y0 + i * 15, half, t, { decoy: d })); return y0 + cells.length * 15; };
  band(p, 'BUSINESS PROFILE', X, 50, half, '#444444');
  band(p, 'FINANCIAL PROFILE', X + half + 8, 50, half, '#444444');
  const sole = m.entityId === 'sole_proprietorship';
  const yl = col(X, 66, [
    ['Legal Name:', m.legal, T.legal(m)], ['DBA:', b.dba ? '' : m.dbaText, b.dba ? undefined : T.dba(m)],
    [sole ? 'Fed Tax ID / SSN (sole prop):' : 'Fed Tax ID:', m.taxIdText, T.tax(m)], ['Entity:', m.entityText, T.entity(m)],
    ['Date Est. (mm/dd/yy):', b.start ? '' : dateText(m.start, 1), b.start ? undefined : T.start(m)], ['State of Org.:', m.incState, undefined, m.incState !== m.state],
    ['Address:', m.street], ['City:', m.city], ['State:', m.state, T.state(m)], ['Zip:', m.zip], ['Phone:', b.phone ? '' : m.phone],
    ['Fax:', m.fax], ['Email:', m.email], ['Website:', m.website], ['Business Type:', m.industryText, T.industry(m)], ['Employees:', String(m.employees)],
  ]);
  const vol = [0.38, 0.41, 0.36].map((f) => money(Math.round(m.avgSales * f)));
  col(X + half + 8, 66, [
    ['Requested Amount:', b.amount ? '' : money(m.requested), b.amount ? undefined : T.amount(m)], ['Requested Payment:', money(m.payment, true), T.payment(m)],
    ['Term (# of payments):', String(m.nPayments), T.count(m)], ['Frequency:', FREQ_LABEL[m.freq], T.freq(m)], ['Use of Funds:', m.useOfFunds],
    ['Avg Monthly Deposits:', money(m.avgSales)], ['Annual Gross Revenue:', money(m.annualRevenue)], ['Card Processor:', m.processor],
    ['Card Vol. Month 1:', vol[0]!], ['Card Vol. Month 2:', vol[1]!], ['Card Vol. Month 3:', vol[2]!], ['# NSFs (90 days):', String(seed % 4)],
    ['Bankruptcy (Y/N):', 'N'], ['Tax Liens (Y/N):', seed % 5 === 0 ? 'Y' : 'N'], ['Bank:', m.bank.name], ['Routing #:', m.bank.routing, undefined, true],
  ]);
  p.field('Account #:', m.bank.account, X + half + 8, yl, half, undefined, { decoy: true });
  let y = yl + 22;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x = X + i * (half + 8);
    band(p, i === 0 ? 'OWNER #1' : 'PARTNER (IF ANY)', x, y, half, '#444444');
    const [nm, nt] = ownerName(o, i, 'first');
    const [tx, tt] = ownerTax(o, i);
    const cs = b.credit || o.credit === null ? '' : String(o.credit);
    col(x, y + 16, [['Name:', nm, nt], ['Title:', o.title, role(o, i)], ['% Owned:', `${o.pct}%`, pct(o, i)], ['SSN:', tx, tt],
      ['DOB:', b.dob ? '' : dateText(o.dob, 0), b.dob ? undefined : dob(o, i)], ['FICO:', cs, cs ? score(o, i) : undefined],
      ['Home Addr:', home(o), undefined, true], ['Cell:', o.phone], ['Email:', o.email]]);
  });
  y += 16 + 9 * 15 + 10;
  band(p, 'OPEN POSITIONS', X, y, W, '#444444');
  y = advancesTable(p, m, X, y + 15, W, 3) + 8;
  band(p, 'LANDLORD / REFERENCES', X, y, W, '#444444');
  const refs: Cell[] = [[m.ownRent === 'Rent' ? 'Landlord:' : 'Mortgage Co.:', m.ownRent === 'Rent' ? m.landlord.name : m.mortgageHolder, undefined, true],
    ['Landlord Ph:', m.ownRent === 'Rent' ? m.landlord.phone : '', undefined, true], ...m.refs.slice(0, 2).map((r, i): Cell => [`Reference ${i + 1}:`, `${r.name} ${r.phone}`, undefined, true])];
  refs.forEach(([l, v, , d], i) => p.field(l, v, X + (i % 2) * (half + 8), y + 16 + Math.floor(i / 2) * 15, half, undefined, { decoy: d }));
  y += 52;
  para(p, 'Merchant authorizes Crescent Bay Capital and its partners to pull credit and verify all information. Submitting this form is not an ' +
    'agreement to sell future receivables. Terms are set out only in a signed purchase agreement.', X, y, W, 6.5);
  p.rule(X, y + 40, X + 200, y + 40); p.text('Signature', X, y + 43);
  p.rule(X + 300, y + 40, X + 440, y + 40); p.text('Date', X + 300, y + 43);
}

const ENT = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];
const IND: [string, string][] = [['Restaurant', 'restaurant'], ['Retail', 'retail_general'], ['Salon', 'personal_care'], ['Plumbing', 'specialty_trade_contractor'],
  ['Daycare', 'childcare'], ['Gym', 'fitness'], ['Other', '']];

export function summit(p: Pen, m: Merchant, seed: number): void {
  const b = blanks(seed, 'summit');
  const br = makeBroker(seed, 'Summit Peak Funding', 'Working capital');
  const X = 36, W = 540;
  p.page();
  p.mode = 'above';
  p.labelFont = 'Helvetica-Bold';
  p.labelSize = 7.5;
  p.doc.save().moveTo(X, 60).lineTo(X + 22, 24).lineTo(X + 44, 60).fill('#2e6b3a').restore();
  p.text('SUMMIT PEAK FUNDING', X + 52, 30, { size: 14, font: 'Helvetica-Bold', color: '#2e6b3a' });
  p.text('Merchant Application — check all boxes that apply', X + 52, 48, { size: 8 });
  brokerLines(p, br, X + W - 190, 22, { size: 6.5, align: 'right', width: 190 });
  band(p, 'COMPANY', X, 74, W, '#2e6b3a');
  p.field('Company Legal Name', m.legal, X, 92, 300, T.legal(m));
  p.field('Trade Name (DBA)', b.dba ? '' : m.dbaText, X + 300, 92, 240, b.dba ? undefined : T.dba(m));
  p.field('Street', m.street, X, 118, 220); p.field('City', m.city, X + 220, 118, 120);
  p.field('State', m.state, X + 340, 118, 50, T.state(m)); p.field('ZIP', m.zip, X + 390, 118, 70);
  p.field('State Inc.', m.incState, X + 460, 118, 80, undefined, { decoy: m.incState !== m.state });
  p.field('EIN', m.taxIdText, X, 144, 140, T.tax(m));
  p.field('Inception Date', b.start ? '' : dateText(m.start, b.dateKind), X + 140, 144, 130, b.start ? undefined : T.start(m));
  p.field('Phone', b.phone ? '' : m.phone, X + 270, 144, 120); p.field('Email', m.email, X + 390, 144, 150);
  p.text('Legal structure:', X, 176);
  ENT.forEach((l, i) => p.check(l === m.entityBox, X + 80 + (i % 5) * 92, 174 + Math.floor(i / 5) * 13, l, l === m.entityBox && !m.entityOther ? T.entity(m) : undefined));
  p.rule(X + 80 + 3 * 92 + 42, 196, X + W, 196, 0.4);
  p.value(m.entityOther ?? '', X + 80 + 3 * 92 + 42, 186, 180, m.entityOther ? T.entity(m) : undefined, { name: 'other_structure' });
  const box = IND.find(([, id]) => id === m.industryId)?.[0] ?? 'Other';
  p.text('Industry:', X, 209);
  IND.forEach(([l], i) => p.check(l === box, X + 80 + i * 62, 207, l, l === box && box !== 'Other' ? T.industry(m) : undefined));
  p.rule(X + 400, 229, X + W, 229, 0.4);
  p.text('If other, describe:', X + 330, 221, { size: 6 });
  p.value(box === 'Other' ? m.industryText : '', X + 400, 219, 140, box === 'Other' ? T.industry(m) : undefined, { name: 'industry_other' });
  p.text('Premises:', X, 240); p.checks(['Own', 'Rent', 'Home-based'], m.ownRent, X + 80, 238);
  band(p, 'REQUEST', X, 258, W, '#2e6b3a');
  p.field('Funding Amount Requested', b.amount ? '' : money(m.requested), X, 276, 180, b.amount ? undefined : T.amount(m));
  p.field('Desired Payment', money(m.payment, true), X + 180, 276, 120, T.payment(m));
  p.field('Number of Payments', String(m.nPayments), X + 300, 276, 110, T.count(m));
  p.field('Monthly Revenue', money(m.avgSales), X + 410, 276, 130);
  p.text('Payment schedule:', X, 308); p.checks(Object.values(FREQ_LABEL), FREQ_LABEL[m.freq], X + 80, 306, T.freq(m));
  p.text('Open advances?', X + 340, 308); p.checks(['Yes', 'No'], m.advances.length ? 'Yes' : 'No', X + 410, 306);
  p.text('Referred by:', X, 324); p.checks(['Google', 'Mailer', 'ISO / Broker', 'Referral'], 'ISO / Broker', X + 80, 322);
  let y = 342;
  m.owners.slice(0, 3).forEach((o, i) => {
    band(p, `OWNER / GUARANTOR #${i + 1}`, X, y, W, '#2e6b3a');
    const [nm, nt] = ownerName(o, i, 'first');
    const [tx, tt] = ownerTax(o, i);
    const cs = b.credit || o.credit === null ? '' : String(o.credit);
    p.field('Name', nm, X, y + 18, 200, nt); p.field('Title', o.title, X + 200, y + 18, 110, role(o, i));
    p.field('Ownership %', `${o.pct}`, X + 310, y + 18, 70, pct(o, i)); p.field('Soc. Sec. #', tx, X + 380, y + 18, 160, tt);
    p.field('Date of Birth', b.dob ? '' : dateText(o.dob, 0), X, y + 44, 110, b.dob ? undefined : dob(o, i));
    p.field('Credit Score', cs, X + 110, y + 44, 80, cs ? score(o, i) : undefined);
    p.field('Home Address', home(o), X + 190, y + 44, 350, undefined, { decoy: true });
    y += 76;
  });
  para(p, 'Each owner signing below authorizes Summit Peak Funding to obtain credit reports and to share this application with its funding partners.', X, y + 2, W, 7);
  p.rule(X, y + 34, X + 240, y + 34); p.text('Signature', X, y + 37); p.rule(X + 300, y + 34, X + W, y + 34); p.text('Date', X + 300, y + 37);
}

export function pioneer(p: Pen, m: Merchant, seed: number): void {
  const b = blanks(seed, 'pioneer');
  const br = makeBroker(seed, 'Pioneer Business Lending', 'Since 2009');
  const X = 44, W = 524;
  p.page();
  p.mode = 'above';
  p.labelFont = 'Times-Roman';
  p.labelSize = 8.5;
  p.text('Pioneer Business Lending', X, 26, { size: 16, font: 'Times-Bold' });
  p.text('Small Business Funding Application', X, 46, { size: 9, font: 'Times-Italic' });
  p.rule(X, 60, X + W, 60, 1.2);
  const instr = (n: number, title: string, text: string, y: number) => {
    p.text(`${n}. ${title}`, X, y, { size: 10, font: 'Times-Bold' });
    p.doc.save().rect(X, y + 13, W, 18).fill('#f1efe6').restore();
    para(p, text, X + 4, y + 15, W - 8, 6.5);
    return y + 36;
  };
  let y = instr(1, 'About the Business', 'Enter the business exactly as it appears on its tax return. If you operate under a different name, enter it as the ' +
    'DBA; otherwise write SAME. Sole proprietors without an EIN may enter their Social Security Number.', 68);
  p.field('Business Legal Name', m.legal, X, y, 290, T.legal(m)); p.field('Doing Business As', b.dba ? '' : m.dbaText, X + 290, y, 234, b.dba ? undefined : T.dba(m));
  y += 26;
  p.field('Tax ID Number', m.taxIdText, X, y, 140, T.tax(m)); p.field('Business Structure', m.entityText, X + 140, y, 150, T.entity(m));
  p.field('Date Business Began', b.start ? '' : dateText(m.start, 2), X + 290, y, 234, b.start ? undefined : T.start(m));
  y += 26;
  p.field('Physical Location', `${m.street}, ${m.city}`, X, y, 290); p.field('State', m.state, X + 290, y, 60, T.state(m));
  p.field('Zip', m.zip, X + 350, y, 70); p.field('Incorporated In', m.incState, X + 420, y, 104, undefined, { decoy: m.incState !== m.state });
  y += 26;
  p.field('Describe Your Business', m.industryText, X, y, 290, T.industry(m)); p.field('Phone', b.phone ? '' : m.phone, X + 290, y, 234);
  y = instr(2, 'Your Request', 'Tell us how much you need and how you would prefer to repay. Final amounts and schedules are set by the funder.', y + 30);
  p.field('Amount Needed', b.amount ? '' : money(m.requested), X, y, 130, b.amount ? undefined : T.amount(m));
  p.field('Preferred Payment Schedule', FREQ_LABEL[m.freq], X + 130, y, 140, T.freq(m));
  p.field('Number of Payments', String(m.nPayments), X + 270, y, 110, T.count(m));
  p.field('What the funds are for', m.useOfFunds, X + 380, y, 144);
  y = instr(3, 'Current Financing', 'List every cash advance or loan the business is paying now. Your statements will be checked against this list.', y + 30);
  y = advancesTable(p, m, X, y, W, 2) + 8;
  y = instr(4, 'Owners', 'Each owner of 20% or more signs as a guarantor. Home address is where you live, not the business.', y + 4);
  m.owners.slice(0, 2).forEach((o, i) => {
    p.text(i === 0 ? 'Owner / Guarantor' : 'Second Owner / Guarantor', X, y, { size: 8.5, font: 'Times-BoldItalic' });
    const [nm, nt] = ownerName(o, i, 'first');
    const [tx, tt] = ownerTax(o, i);
    const cs = b.credit || o.credit === null ? '' : String(o.credit);
    p.field('Name', nm, X, y + 11, 190, nt); p.field('Title', o.title, X + 190, y + 11, 100, role(o, i));
    p.field('Percent Owned', `${o.pct}%`, X + 290, y + 11, 80, pct(o, i)); p.field('Social Security #', tx, X + 370, y + 11, 154, tt);
    p.field('Birth Date', b.dob ? '' : dateText(o.dob, 2), X, y + 37, 130, b.dob ? undefined : dob(o, i));
    p.field('Credit Score', cs, X + 130, y + 37, 70, cs ? score(o, i) : undefined);
    p.field('Home Address', home(o), X + 200, y + 37, 324, undefined, { decoy: true });
    y += 68;
  });
  y = instr(5, 'Your Broker', 'If an independent sales organization helped you, its representative fills in this box.', y);
  p.field('ISO / Broker Rep', br.rep, X, y, 180, undefined, { decoy: true }); p.field('Rep Phone', br.phone, X + 180, y, 140, undefined, { decoy: true });
  p.field('ISO ID', br.iso, X + 320, y, 204);
  p.rule(X, y + 44, X + 230, y + 44); p.text('Signature', X, y + 47); p.rule(X + 300, y + 44, X + W, y + 44); p.text('Date', X + 300, y + 47);
  p.rule(X, 748, X + W, 748, 0.6);
  p.text(`${br.name} • ${br.street}, ${br.city} • Tel ${br.phone} • Fax ${br.fax} • EIN ${br.ein}`, X, 754, { size: 6.5, width: W, align: 'center' });
  p.decoys.push({ text: br.fax, paths: [] }, { text: br.ein, paths: [] });
}
