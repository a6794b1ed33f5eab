// Keystone (label-left table rows, one page) and Bluewater (captions over lines, owners on page 2).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, maskSsn, money, ownerName, FREQ_LABEL, type Deal } from './data.ts';
import { F } from './fields.ts';
import type { Form } from './form.ts';

type Cell = [label: string, key: string, text: string, fields?: Record<string, unknown>];
const AUTH = 'By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") '
  + 'authorize the ISO and each funder to which this application is submitted to request and receive any investigative reports, '
  + 'credit reports, statements from creditors or financial institutions, verification of references and other information that '
  + 'they deem necessary. You certify that all information provided is true, correct and complete. You authorize the ISO to share '
  + 'this application with its network of funding partners. Any misrepresentation may result in the cancellation of any agreement.';
const addrLine = (a: Deal['addr']): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

export function keystone(f: Form, d: Deal, rng: Rng): void {
  const G = '#1d5c3a';
  const x0 = 30, W = 552;
  // logo: a keystone wedge
  f.doc.save().polygon([34, 52], [46, 22], [66, 22], [78, 52]).fill(G).restore();
  f.doc.save().polygon([48, 52], [52, 34], [60, 34], [64, 52]).fill('#fff').restore();
  f.label('KEYSTONE', 86, 22, { size: 17, font: 'Helvetica-Bold', color: G });
  f.label('FUNDING PARTNERS', 87, 40, { size: 8.5, color: '#555' });
  f.label('Merchant Cash Advance Application', 215, 30, { size: 11, font: 'Helvetica-Bold' });
  f.rect(430, 18, 152, 40, { stroke: G });
  f.label('ISO Rep:', 434, 22, { size: 6.5 }); f.value('iso_rep', d.rep.name, 464, 17, 116);
  f.label('Rep Phone:', 434, 33, { size: 6.5 }); f.value('iso_rep_phone', d.rep.phone, 470, 28, 110);
  f.label('ISO ID:', 434, 44, { size: 6.5 }); f.value('iso_id', d.rep.isoId, 464, 39, 116);
  let y = 66;
  const bar = (t: string): void => { f.bar(t, x0, y, W, 13, G, '#fff', 8); y += 15; };
  const row = (cells: Cell[], h = 15): void => {
    const cw = W / cells.length, lw = cells.length === 1 ? 130 : cells.length === 2 ? 110 : 62;
    cells.forEach(([lab, key, text, fields], i) => {
      const x = x0 + i * cw;
      f.rect(x, y, lw, h, { fill: '#e4ece6', stroke: '#9aa' });
      f.rect(x + lw, y, cw - lw, h, { stroke: '#9aa' });
      f.label(lab, x + 3, y + 4, { size: 6.8, font: 'Helvetica-Bold', color: '#333' });
      f.value(key, text, x + lw + 2, y + 1, cw - lw - 6, fields ?? {}, h - 2);
    });
    y += h;
  };
  const dstyle = rng.pick(['us', 'long', 'short'] as const);
  bar('SECTION 1 - BUSINESS INFORMATION');
  row([['Legal / Corporate Name', 'legal_name', d.legal, F.legal(d)]]);
  row([['DBA', 'dba', d.dba, F.dba(d)], ['Federal Tax ID', 'tax_id', d.taxIdPrinted, F.tax(d)]]);
  row([['Entity Type', 'entity', d.entity.printed, F.entity(d)], ['State of Inc.', 'state_of_incorporation', d.stateInc]]);
  row([['Business Start Date', 'start', fmtDate(d.start, dstyle), F.start(d)], ['Type of Business', 'industry', d.industryText, F.industry(d)]]);
  row([['Physical Address (no P.O. Box)', 'street', d.addr.street]]);
  row([['City', 'city', d.addr.city], ['State', 'state', d.addr.state, F.state(d)], ['Zip', 'zip', d.addr.zip]]);
  row([['Business Phone', 'biz_phone', d.phone], ['Email', 'biz_email', d.email]]);
  row([['Website', 'website', d.website], ['# of Employees', 'employees', String(d.employees)]]);
  row([['Own / Rent', 'own_rent', d.ownRent], ['Monthly Rent / Mtg', 'rent', d.ownRent === 'Rent' ? money(d.landlord.rent, 0) : '']]);
  row([['Landlord / Mortgage Co.', 'landlord', d.ownRent === 'Rent' ? d.landlord.name : ''], ['Landlord Phone', 'landlord_phone', d.ownRent === 'Rent' ? d.landlord.phone : '']]);
  y += 4;
  bar('SECTION 2 - FUNDING REQUEST');
  row([['Amount Requested', 'amount', money(d.amount, rng.pick([0, 2] as const)), F.amount(d)], ['Use of Funds', 'use_of_funds', d.useOfFunds]]);
  row([['Avg. Monthly Sales', 'monthly_sales', money(d.monthlySales, 0)], ['Gross Annual Revenue', 'annual_revenue', money(d.annualRevenue, 0)]]);
  y += 4;
  d.owners.slice(0, 2).forEach((o, i) => {
    bar(`SECTION ${3 + i} - OWNER / OFFICER ${i === 0 ? '(PRIMARY)' : '#2'}`);
    row([['Full Name', `owner${i}_name`, ownerName(o, false), F.name(i, o)], ['Title', `owner${i}_title`, o.title, F.role(i, o)]]);
    row([['Ownership %', `owner${i}_pct`, o.pct === null ? '' : `${o.pct}%`, F.pct(i, o)], ['SSN', o.masked ? `owner${i}_ssn_masked` : `owner${i}_ssn`, maskSsn(o), F.ssn(i, o)]]);
    row([['Date of Birth', `owner${i}_dob`, o.dob ? fmtDate(o.dob, 'us') : '', F.dob(i, o)], ['Credit Score (est.)', `owner${i}_fico`, o.fico === null ? '' : String(o.fico), F.fico(i, o)]]);
    row([['Home Address', `owner${i}_home`, addrLine(o.home)]]);
    row([['Cell Phone', `owner${i}_cell`, o.cell], ['Email', `owner${i}_email`, o.email]]);
    y += 4;
  });
  bar('SECTION 5 - BANKING & EXISTING ADVANCES');
  row([['Bank Name', 'bank_name', d.bank.name], ['Routing #', 'bank_routing', d.bank.routing]]);
  row([['Account #', 'bank_account', d.bank.account], ['Bank Contact', 'bank_contact', d.bank.contact]]);
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    row([['Current Funder', `advance${i}_funder`, a?.funder ?? ''], ['Balance', `advance${i}_balance`, a ? money(a.balance, 0) : ''], ['Payment', `advance${i}_payment`, a ? money(a.payment, 0) : '']]);
  }
  y += 6;
  f.label(AUTH, x0, y, { size: 5.8, width: W, color: '#444' });
  y += 38;
  d.owners.slice(0, 2).forEach((o, i) => {
    const x = x0 + i * 280;
    if (f.style !== 'fillable') f.signature(x + 45, y + 10, 120);
    f.line(x + 40, y + 16, x + 190, y + 16);
    f.label(`Owner ${i + 1} Signature`, x, y + 10, { size: 6.5 });
    f.label('Date', x + 196, y + 10, { size: 6.5 });
    f.value(`owner${i}_date_signed`, fmtDate(d.signed, 'us'), x + 212, y + 3, 60);
    f.line(x + 210, y + 16, x + 270, y + 16);
  });
  f.label('Keystone Funding Partners is an independent sales organization (ISO) and is not a lender. Form KFP-APP 11/24', x0, 770, { size: 5.5, color: '#777' });
}

export function bluewater(f: Form, d: Deal, rng: Rng): void {
  const B = '#0b4f8a';
  const x0 = 36;
  const header = (sub: string): void => {
    f.doc.save().circle(56, 38, 18).fill(B).restore();
    f.doc.save().lineWidth(2).strokeColor('#fff').moveTo(40, 40).bezierCurveTo(48, 32, 56, 48, 72, 38).stroke()
      .moveTo(42, 47).bezierCurveTo(50, 40, 60, 54, 70, 45).stroke().restore();
    f.label('Bluewater Capital Group', 82, 24, { size: 15, font: 'Times-Bold', color: B });
    f.label('Small Business Funding  |  1-800-555-0142  |  bluewatercg.example', 82, 43, { size: 7, color: '#555' });
    f.label(sub, 380, 30, { size: 10, font: 'Helvetica-Bold', color: B, width: 196, align: 'right' });
    f.line(36, 62, 576, 62, B, 1.5);
  };
  const cap = (lab: string, key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}): void => {
    f.label(lab.toUpperCase(), x, y, { size: 5.8, color: '#667' });
    f.value(key, text, x, y + 7, w - 6, fields, 13);
    f.line(x, y + 21, x + w - 6, y + 21, '#889');
  };
  const sec = (t: string, y: number): void => { f.label(t, x0, y, { size: 9, font: 'Helvetica-Bold', color: B }); f.line(x0, y + 11, 576, y + 11, '#bcd', 0.5); };
  header('BUSINESS FUNDING APPLICATION\nPage 1 of 2');
  let y = 70;
  sec('Business Profile', y); y += 16;
  cap('Legal name of business', 'legal_name', d.legal, x0, y, 330, F.legal(d));
  cap('Doing business as (DBA)', 'dba', d.dba, 366, y, 210, F.dba(d)); y += 27;
  cap('Business address (street, city, state, zip)', 'biz_address', addrLine(d.addr), x0, y, 390, F.state(d));
  cap('Business phone', 'biz_phone', d.phone, 426, y, 150); y += 27;
  cap('Legal entity', 'entity', d.entity.printed, x0, y, 120, F.entity(d));
  cap('Tax ID (EIN / SSN)', 'tax_id', d.taxIdPrinted, 156, y, 120, F.tax(d));
  cap('Date established', 'start', fmtDate(d.start, rng.pick(['us', 'short', 'long'] as const)), 276, y, 120, F.start(d));
  cap('State of incorporation', 'state_of_incorporation', d.stateInc, 396, y, 90);
  cap('Employees', 'employees', String(d.employees), 486, y, 90); y += 27;
  cap('Industry / type of business', 'industry', d.industryText, x0, y, 200, F.industry(d));
  cap('Email', 'biz_email', d.email, 236, y, 190);
  cap('Website', 'website', d.website, 426, y, 150); y += 33;
  sec('Funding Request', y); y += 16;
  cap('Requested amount', 'amount', money(d.amount, 0), x0, y, 110, F.amount(d));
  cap('Use of proceeds', 'use_of_funds', d.useOfFunds, 146, y, 130);
  cap('Payment frequency', 'freq', FREQ_LABEL[d.freq], 276, y, 100, F.freq(d));
  cap('Number of payments', 'n_payments', String(d.nPayments), 376, y, 95, F.nPay(d));
  cap('Requested payment', 'payment', money(d.payment, 0), 471, y, 105, F.payment(d)); y += 27;
  cap('Average monthly deposits', 'monthly_sales', money(d.monthlySales, 0), x0, y, 150);
  cap('Annual gross revenue', 'annual_revenue', money(d.annualRevenue, 0), 186, y, 150); y += 33;
  sec('Current Advances / Loans', y); y += 16;
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    cap('Funder / lender', `advance${i}_funder`, a?.funder ?? '', x0, y, 240);
    cap('Balance', `advance${i}_balance`, a ? money(a.balance, 0) : '', 276, y, 150);
    cap('Payment amount', `advance${i}_payment`, a ? money(a.payment, 0) : '', 426, y, 150); y += 27;
  }
  y += 6; sec('Bank & Landlord', y); y += 16;
  cap('Bank name', 'bank_name', d.bank.name, x0, y, 180); cap('Routing number', 'bank_routing', d.bank.routing, 216, y, 180);
  cap('Account number', 'bank_account', d.bank.account, 396, y, 180); y += 27;
  const rent = d.ownRent === 'Rent';
  cap('Landlord / mortgage holder', 'landlord', rent ? d.landlord.name : '', x0, y, 240);
  cap('Landlord phone', 'landlord_phone', rent ? d.landlord.phone : '', 276, y, 150);
  cap('Monthly rent', 'rent', rent ? money(d.landlord.rent, 0) : '', 426, y, 150); y += 33;
  sec('Trade References', y); y += 16;
  d.refs.forEach((r, i) => {
    cap(`Reference ${i + 1} - company`, `ref${i}_name`, r.name, x0, y, 240);
    cap('Contact', `ref${i}_contact`, r.contact, 276, y, 150);
    cap('Phone', `ref${i}_phone`, r.phone, 426, y, 150); y += 27;
  });
  f.label('Continued on page 2 - owner information and signatures required.', x0, 760, { size: 6.5, color: '#777' });
  f.newPage();
  header('BUSINESS FUNDING APPLICATION\nPage 2 of 2');
  y = 70;
  d.owners.forEach((o, i) => {
    sec(`Owner ${i + 1}${i === 0 ? ' (principal guarantor)' : ''}`, y); y += 16;
    cap('Full name', `owner${i}_name`, ownerName(o, false), x0, y, 220, F.name(i, o));
    cap('Title', `owner${i}_title`, o.title, 256, y, 130, F.role(i, o));
    cap('% Ownership', `owner${i}_pct`, o.pct === null ? '' : `${o.pct}`, 386, y, 80, F.pct(i, o));
    cap('FICO (self-reported)', `owner${i}_fico`, o.fico === null ? '' : String(o.fico), 466, y, 110, F.fico(i, o)); y += 27;
    cap('Social security #', o.masked ? `owner${i}_ssn_masked` : `owner${i}_ssn`, maskSsn(o), x0, y, 130, F.ssn(i, o));
    cap('Date of birth', `owner${i}_dob`, o.dob ? fmtDate(o.dob, 'us') : '', 166, y, 100, F.dob(i, o));
    cap('Home address', `owner${i}_home`, addrLine(o.home), 266, y, 310); y += 27;
    cap('Mobile', `owner${i}_cell`, o.cell, x0, y, 130); cap('Email', `owner${i}_email`, o.email, 166, y, 220); y += 31;
  });
  sec('Authorization', y); y += 16;
  f.label(AUTH, x0, y, { size: 6, width: 540, color: '#333' }); y += 46;
  d.owners.forEach((o, i) => {
    if (f.style !== 'fillable') f.signature(x0 + 10, y + 12, 180);
    f.line(x0, y + 18, x0 + 220, y + 18);
    f.label(`Signature - Owner ${i + 1}`, x0, y + 21, { size: 5.8, color: '#667' });
    cap('Print name', `owner${i}_print_name`, ownerName(o, false), 266, y, 190, F.name(i, o));
    cap('Date', `owner${i}_date_signed`, fmtDate(d.signed, 'us'), 456, y, 120); y += 32;
  });
  y += 6;
  f.rect(x0, y, 540, 52, { fill: '#eef3f8', stroke: B });
  f.label('FOR ISO / OFFICE USE ONLY', x0 + 6, y + 4, { size: 7, font: 'Helvetica-Bold', color: B });
  cap('Account executive', 'iso_rep', d.rep.name, x0 + 6, y + 16, 180);
  cap('Rep phone', 'iso_rep_phone', d.rep.phone, x0 + 186, y + 16, 120);
  cap('Rep email', 'iso_rep_email', d.rep.email, x0 + 306, y + 16, 130);
  cap('ISO ID', 'iso_id', d.rep.isoId, x0 + 436, y + 16, 100);
}
