// Layouts 1-4: BrightLane Capital's submitted-application summary, MaplePath's Canadian review page, a Ledgerly CRM
// deal record, Fundwell Direct's review-and-submit page with glyph checkboxes.
import { authBlock, businessTruth, chromeStamp, fmtOwnerTax, fmtTax, maskOwnerTax, ownerTruth, type Ctx } from './common.ts';
import { FREQ_TEXT, fullName, longDate, money, usDate } from './data.ts';
import type { Cell, Kit } from './kit.ts';

const X = 40, W = 532;
const PROV: Record<string, string> = { ON: 'Ontario', BC: 'British Columbia', AB: 'Alberta', QC: 'Quebec', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan' };

/** A row of checkbox options with a caps label; `other` prints the free text after "Other:". Returns the y below. */
export function options(k: Kit, x: number, y: number, label: string, opts: string[], chosen: string | null, name: string, other?: string | null): number {
  k.caps(label, x, y);
  let xx = x;
  for (const o of opts) {
    k.check(xx, y + 11, o === chosen, `${name}.${o.replace(/[^\w-]+/g, '_')}`);
    k.text(o, xx + 12, y + 11.5, { size: 8.5 });
    xx += 22 + k.doc.widthOfString(o);
  }
  if (other !== undefined) {
    k.check(xx, y + 11, other !== null, `${name}.Other`);
    k.text('Other:', xx + 12, y + 11.5, { size: 8.5 });
    k.hr(xx + 40, y + 21, 80, '#9aa1aa');
    k.val(other ?? '', xx + 42, y + 11, 80, { name: `${name}.other_text`, size: 8.5 });
  }
  return y + 30;
}

export function brightlane(c: Ctx): void {
  const { k, m, rng } = c;
  const appId = `BL-${c.printedIso.replace(/-/g, '').slice(2)}-${rng.digits(4)}`;
  k.chrome = { title: 'Application Summary | BrightLane Capital', url: `https://apply.brightlane-capital.example/applications/${appId}/summary`, printed: chromeStamp(c.printedIso, rng) };
  k.decoys.push(appId);
  k.text('BrightLane', X, 38, { size: 18, font: 'Helvetica-Bold', color: '#1f4e99' });
  k.text('CAPITAL', X + 98, 45, { size: 8, font: 'Helvetica-Bold', color: '#e29b00', spacing: 2 });
  k.doc.save().roundedRect(482, 40, 90, 16, 8).fill('#e3f4e8').restore();
  k.text('SUBMITTED', 482, 45, { size: 7.5, font: 'Helvetica-Bold', color: '#1e7a3c', w: 90, align: 'center' });
  k.text('Application Summary', X, 66, { size: 13, font: 'Helvetica-Bold' });
  k.text(`Application ${appId}  ·  Submitted ${longDate(c.printedIso)}  ·  Read-only`, X, 84, { size: 8, color: '#6b7280' });
  const showStart = rng.chance(0.8), sole = m.entity === 'sole_proprietorship';
  let y = 104, top = y;
  y = k.cardTop(X, y, W, 'Business Information', '#1f4e99');
  const biz: Cell[] = [
    { label: 'Legal Business Name', value: m.legal, name: 'biz.legal', span: 2 }, { label: 'DBA', value: m.dba, name: 'biz.dba' },
    { label: 'Entity Type', value: m.entityText, name: 'biz.entity' },
    { label: sole ? 'Tax ID (SSN)' : 'Federal Tax ID (EIN)', value: fmtTax(m), name: 'biz.taxid' },
    { label: showStart ? 'Business Start Date' : 'Business Phone', value: showStart ? longDate(m.start) : m.phone, name: 'biz.start', decoy: !showStart },
    { label: 'Industry', value: m.industryText, name: 'biz.industry' },
    { label: 'Website', value: rng.chance(0.6) ? m.web : null, name: 'biz.web', decoy: true },
    { label: 'Number of Employees', value: String(rng.int(2, 60)), name: 'biz.emp', decoy: true },
    { label: 'Business Address', value: `${m.street}, ${m.city}, ${m.region} ${m.zip}`, name: 'biz.addr', span: 2 },
    ...(sole ? [] : [{ label: 'State of Incorporation', value: m.incState, name: 'biz.inc', decoy: true }]),
  ];
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, biz));
  top = y; y = k.cardTop(X, y, W, 'Funding Request', '#1f4e99');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
    { label: 'Requested Amount', value: money(m.amount), name: 'req.amount' }, { label: 'Use of Funds', value: m.use, name: 'req.use' },
    { label: 'Average Monthly Revenue', value: money(m.monthlySales), name: 'req.sales', decoy: true },
  ]));
  const askCredit = rng.chance(0.5), masked = m.owners.map(() => rng.chance(0.5));
  m.owners.forEach((o, i) => {
    y = k.need(y, 120); top = y;
    y = k.cardTop(X, y, W, `Owner ${i + 1} of ${m.owners.length}`, '#2a7f8f');
    y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
      { label: 'Full Name', value: fullName(o), name: `o${i}.name` }, { label: 'Title', value: o.title, name: `o${i}.title` },
      { label: 'Ownership', value: `${o.pct}%`, name: `o${i}.pct` },
      { label: 'Social Security Number', value: masked[i] ? maskOwnerTax(o, i) : fmtOwnerTax(o), name: `o${i}.ssn` },
      { label: 'Date of Birth', value: longDate(o.dob), name: `o${i}.dob` },
      askCredit ? { label: 'Credit Score (self-reported)', value: String(o.credit), name: `o${i}.fico` } : { label: 'Mobile Phone', value: o.cell, name: `o${i}.cell`, decoy: true },
      { label: 'Home Address', value: `${o.street}, ${o.city}, ${o.region} ${o.zip}`, name: `o${i}.home`, span: 2, decoy: true },
      { label: 'Email', value: o.email, name: `o${i}.email`, decoy: true },
    ]));
  });
  y = k.need(y, 70); top = y;
  y = k.cardTop(X, y, W, 'Bank Account', '#5b6b82');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
    { label: 'Bank Name', value: m.bank, name: 'bank.name', decoy: true }, { label: 'Routing Number', value: m.routing, name: 'bank.routing', decoy: true },
    { label: 'Account Number', value: `••••${m.account.slice(-4)}`, name: 'bank.acct' },
  ]));
  authBlock(c, y, X, W, 'BrightLane Capital', longDate(c.printedIso));
  c.t = businessTruth(m, { dba: true, entity: true, industry: true, taxId: true, start: showStart, amount: true, payment: false, nPayments: false, freq: false });
  c.t.applicants = m.owners.map((o, i) => ownerTruth(o, { tax: !masked[i], dob: true, credit: askCredit }));
}

export function maplepath(c: Ctx): void {
  const { k, m, rng } = c;
  k.chrome = { title: 'Review your application - MaplePath Business Funding', url: 'https://portal.maplepath-funding.example/apply/review', printed: chromeStamp(c.printedIso, rng), pageOf: true };
  k.text('MaplePath', X, 36, { size: 17, font: 'Helvetica-Bold', color: '#b3261e' });
  k.text('Business Funding', X + 88, 42, { size: 9, color: '#4a4f57' });
  k.text('1. Business      2. Owners      3. Banking      ', 300, 42, { size: 8, color: '#8a9099' });
  k.text('4. Review', 520, 42, { size: 8, font: 'Helvetica-Bold', color: '#b3261e' });
  k.hr(X, 60, W, '#b3261e');
  k.text('Review your application', X, 70, { size: 14, font: 'Helvetica-Bold' });
  k.text('Please check the information below before you submit. Select Edit to change a section.', X, 88, { size: 8, color: '#5f6670' });
  const showPay = rng.chance(0.6), showNum = showPay && rng.chance(0.7), masked = m.owners.map(() => rng.chance(0.4));
  const provFull = rng.chance(0.5);
  let y = 106, top = y;
  y = k.cardTop(X, y, W, 'Business details', '#eef1f5', { edit: 'Edit', light: true });
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 2, [
    { label: 'Legal business name', value: m.legal, name: 'legal' }, { label: 'Operating name (O/A)', value: m.dba ?? 'Same as legal name', name: 'oa' },
    { label: 'Business Number (BN)', value: fmtTax(m), name: 'bn' }, { label: 'Business structure', value: m.entityText, name: 'structure' },
    { label: 'Date business started', value: m.start, name: 'started' }, { label: 'Industry / nature of business', value: m.industryText, name: 'industry' },
    { label: 'Street address', value: m.street, name: 'street' }, { label: 'City', value: m.city, name: 'city' },
    { label: 'Province', value: provFull ? PROV[m.region]! : m.region, name: 'prov' }, { label: 'Postal code', value: m.zip, name: 'postal' },
    { label: 'Business phone', value: m.phone, name: 'phone', decoy: true }, { label: 'Jurisdiction of incorporation', value: m.entity === 'ca_corporation' ? (rng.chance(0.5) ? 'Federal (CBCA)' : PROV[m.incState] ?? m.incState) : 'N/A', name: 'juris', decoy: true },
  ]));
  top = y; y = k.cardTop(X, y, W, 'Funding request', '#eef1f5', { edit: 'Edit', light: true });
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 2, [
    { label: 'Amount requested', value: rng.chance(0.5) ? `CAD ${money(m.amount)}` : `${money(m.amount)} CAD`, name: 'amount' },
    { label: 'Repayment frequency', value: FREQ_TEXT[m.freq], name: 'freq' },
    ...(showPay ? [{ label: 'Estimated payment', value: money(m.payment), name: 'payment' }] : []),
    ...(showNum ? [{ label: 'Number of payments', value: String(m.nPayments), name: 'npay' }] : []),
    { label: 'Purpose of funds', value: m.use, name: 'use' },
  ]));
  m.owners.forEach((o, i) => {
    y = k.need(y, 110); top = y;
    y = k.cardTop(X, y, W, i === 0 ? 'Principal owner' : `Additional owner ${i}`, '#eef1f5', { edit: 'Edit', light: true });
    y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 2, [
      { label: 'Full legal name', value: fullName(o), name: `o${i}.name` }, { label: 'Title / position', value: o.title, name: `o${i}.title` },
      { label: 'Ownership', value: `${o.pct}%`, name: `o${i}.pct` }, { label: 'Social Insurance Number (SIN)', value: masked[i] ? maskOwnerTax(o, 0) : fmtOwnerTax(o), name: `o${i}.sin` },
      { label: 'Date of birth', value: o.dob, name: `o${i}.dob` },
      { label: 'Home address', value: `${o.street}, ${o.city}, ${o.region} ${o.zip}`, name: `o${i}.home`, decoy: true },
    ]));
  });
  y = k.need(y, 150); top = y;
  y = k.cardTop(X, y, W, 'Banking', '#eef1f5', { edit: 'Edit', light: true });
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
    { label: 'Financial institution', value: m.bank, name: 'bank', decoy: true }, { label: 'Transit / institution no.', value: m.routing, name: 'transit', decoy: true },
    { label: 'Account no.', value: `*****${m.account.slice(-3)}`, name: 'acct' },
  ]));
  k.family = 'Sans';
  for (const [i, s] of ['I consent to MaplePath collecting, using and disclosing my personal information as described in its Privacy Policy and under PIPEDA.',
    'I authorize MaplePath and its lending partners to obtain credit reports from Equifax Canada and TransUnion Canada.'].entries()) {
    k.check(X, y, true, `consent${i}`);
    k.text(s, X + 14, y + 0.5, { size: 7.5, color: '#3b4047', w: W - 14 });
    y += 22;
  }
  k.family = 'Helvetica';
  k.doc.save().roundedRect(X, y + 6, 70, 22, 4).lineWidth(0.8).strokeColor('#b3261e').stroke().restore();
  k.text('Back', X, y + 13, { size: 9, color: '#b3261e', w: 70, align: 'center' });
  k.doc.save().roundedRect(X + W - 140, y + 6, 140, 22, 4).fill('#b3261e').restore();
  k.text('Submit application', X + W - 140, y + 13, { size: 9, font: 'Helvetica-Bold', color: '#ffffff', w: 140, align: 'center' });
  c.t = businessTruth(m, { dba: true, entity: true, industry: true, taxId: true, start: true, amount: true, payment: showPay, nPayments: showNum, freq: true });
  c.t.applicants = m.owners.map((o, i) => ownerTruth(o, { tax: !masked[i], dob: true, credit: false }));
}

export function ledgerly(c: Ctx): void {
  const { k, m, rng } = c;
  const id = `D-${rng.digits(6)}`, name = k.style === 'fillable' ? 'Deal record' : m.dba ?? m.legal;
  k.chrome = { title: `${name} | Deal | Ledgerly`, url: `https://northgate.ledgerly-crm.example/deals/${id}?view=print`, printed: chromeStamp(c.printedIso, rng) };
  k.decoys.push(id);
  k.doc.save().rect(0, 26, 612, 24).fill('#22303f').restore();
  k.text('Ledgerly', X, 33, { size: 11, font: 'Helvetica-Bold', color: '#ffffff' });
  k.text('Deals      Contacts      Funders      Reports', 140, 35, { size: 8, color: '#c4ccd6' });
  k.text('Northgate Funding Partners', 440, 35, { size: 8, color: '#c4ccd6', w: 132, align: 'right' });
  k.text(`Deals  /  ${id}`, X, 60, { size: 7.5, color: '#6b7280' });
  k.text(name, X, 72, { size: 14, font: 'Helvetica-Bold' });
  k.text(`Stage: Submitted to UW    Deal Owner: ${m.iso}    Created ${usDate(c.printedIso)}`, X, 92, { size: 8, color: '#4b5563' });
  k.decoys.push(m.iso);
  const showTerms = rng.chance(0.7);
  let y = 110, top = y;
  y = k.cardTop(X, y, W, 'Company', '#3c6e71');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 2, [
    { label: 'Account Name (Legal)', value: m.legal, name: 'acct.legal' }, { label: 'DBA', value: m.dba ?? 'N/A', name: 'acct.dba' },
    { label: 'Entity', value: m.entityText, name: 'acct.entity' }, { label: m.taxType === 'EIN' ? 'EIN' : 'Tax ID (SSN)', value: fmtTax(m), name: 'acct.tin' },
    { label: 'Industry', value: m.industryText, name: 'acct.industry' }, { label: 'Business Inception', value: usDate(m.start), name: 'acct.inception' },
    { label: 'Billing Address', value: `${m.street}, ${m.city}, ${m.region} ${m.zip}`, name: 'acct.addr' },
    { label: 'Home-Based', value: 'No', name: 'acct.home' },
  ]));
  top = y; y = k.cardTop(X, y, W, 'Deal Terms', '#3c6e71');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
    { label: 'Requested Funding', value: money(m.amount), name: 'terms.amount' }, { label: 'Payment Frequency', value: showTerms ? FREQ_TEXT[m.freq] : null, name: 'terms.freq' },
    { label: '# of Payments', value: showTerms ? String(m.nPayments) : null, name: 'terms.n' }, { label: 'Payment Amount', value: showTerms ? money(m.payment) : null, name: 'terms.pay' },
    { label: 'Factor Rate', value: showTerms ? '1.38' : null, name: 'terms.factor' }, { label: 'Use of Funds', value: m.use, name: 'terms.use' },
  ]));
  y = k.need(y, 40 + m.owners.length * 18); top = y;
  y = k.cardTop(X, y, W, `Contacts (${m.owners.length})`, '#3c6e71');
  const cols: [string, number][] = [['NAME', 0], ['TITLE', 130], ['OWN %', 225], ['SSN', 270], ['DOB', 345], ['FICO', 410], ['MOBILE', 450]];
  for (const [h, dx] of cols) k.caps(h, X + 10 + dx, y);
  y += 12;
  m.owners.forEach((o, i) => {
    k.hr(X + 10, y - 3, W - 20);
    const cells = [`${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}`, o.title, `${o.pct}%`, fmtOwnerTax(o), usDate(o.dob), String(o.credit), o.cell];
    cells.forEach((s, j) => k.val(s, X + 10 + cols[j]![1], y + 1, (cols[j + 1]?.[1] ?? W - 20) - cols[j]![1] - 4, { name: `c${i}.${j}`, size: 8, bold: j === 0, decoy: j === 6 }));
    y += 18;
  });
  y = k.cardEnd(X, top, W, y);
  y = k.need(y, 70); top = y;
  y = k.cardTop(X, y, W, 'Existing Positions (1)', '#8d5a3b');
  for (const [h, dx] of [['FUNDER', 0], ['BALANCE', 170], ['PAYMENT', 270], ['FREQUENCY', 370]] as const) k.caps(h, X + 10 + dx, y);
  [m.funder, money(m.funderBalance), money(m.funderPayment), 'Daily'].forEach((s, j) => k.val(s, X + 10 + [0, 170, 270, 370][j]!, y + 13, 95, { name: `pos.${j}`, size: 8, decoy: true }));
  y = k.cardEnd(X, top, W, y + 26);
  y = k.need(y, 60); top = y;
  y = k.cardTop(X, y, W, 'Bank', '#5b6b82');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
    { label: 'Bank', value: m.bank, name: 'bank.name', decoy: true }, { label: 'Routing', value: m.routing, name: 'bank.routing', decoy: true },
    { label: 'Account', value: m.account, name: 'bank.account', decoy: true },
  ]));
  y = k.need(y, 40);
  k.caps('Activity', X, y);
  k.text(`${usDate(c.printedIso)}  Note by ${m.iso}: merchant sent 4 months of statements; landlord ${m.landlord} verified.`, X, y + 10, { size: 7.5, color: '#4b5563', w: W });
  k.decoys.push(m.landlord);
  c.t = businessTruth(m, { dba: true, entity: true, industry: true, taxId: true, start: true, amount: true, payment: showTerms, nPayments: showTerms, freq: showTerms });
  c.t.applicants = m.owners.map((o) => ownerTruth(o, { tax: true, dob: true, credit: true }));
}

const FW_ENTITIES = ['LLC', 'Corporation', 'S Corporation', 'Partnership', 'Sole Proprietorship'];
export function fundwell(c: Ctx): void {
  const { k, m, rng } = c;
  k.family = 'Sans';
  k.chrome = { title: 'Review & Submit - Fundwell Direct', url: 'https://app.fundwell-direct.example/onboarding/review', printed: chromeStamp(c.printedIso, rng) };
  k.text('fundwell', X, 34, { size: 18, font: 'Sans-Bold', color: '#0f766e' });
  k.text('direct', X + 80, 41, { size: 9, color: '#0f766e' });
  k.text('Review & Submit', X, 64, { size: 14, font: 'Sans-Bold' });
  k.text('Almost done! Check each section, then select Submit. You can still edit anything below.', X, 82, { size: 8, color: '#5f6670' });
  const sole = m.entity === 'sole_proprietorship';
  let y = 100, top = y;
  y = k.cardTop(X, y, W, 'About your business', '#0f766e', { edit: 'Edit' });
  y = k.grid(X + 10, y, W - 20, 2, [
    { label: 'Legal business name', value: m.legal, name: 'legal' }, { label: 'Doing business as (DBA)', value: m.dba, name: 'dba' },
    { label: sole ? 'SSN (sole proprietor)' : 'Federal Tax ID (EIN)', value: fmtTax(m), name: 'tin' }, { label: 'Business start date', value: usDate(m.start), name: 'start' },
    { label: 'Type of business', value: m.industryText, name: 'industry' }, { label: 'Business phone', value: m.phone, name: 'phone', decoy: true },
    { label: 'Business address', value: `${m.street}, ${m.city}, ${m.region} ${m.zip}`, name: 'addr', span: 2 },
  ]);
  const norm = m.entityText === 'Limited Liability Company' ? 'LLC' : m.entityText;
  const chosen = FW_ENTITIES.includes(norm) ? norm : null;
  y = options(k, X + 10, y, 'Entity type', FW_ENTITIES, chosen, 'entity', chosen ? null : m.entityText);
  const rent = rng.chance(0.7);
  y = options(k, X + 10, y, 'Do you own or rent your business location?', ['Rent', 'Own'], rent ? 'Rent' : 'Own', 'premises');
  if (rent) y = k.grid(X + 10, y, W - 20, 3, [
    { label: 'Landlord', value: m.landlord, name: 'landlord', decoy: true }, { label: 'Landlord phone', value: m.landlordPhone, name: 'landlord_phone', decoy: true },
    { label: 'Monthly rent', value: money(m.rent), name: 'rent', decoy: true },
  ]);
  y = k.cardEnd(X, top, W, y);
  top = y; y = k.cardTop(X, y, W, 'Your request', '#0f766e', { edit: 'Edit' });
  y = k.grid(X + 10, y, W - 20, 3, [
    { label: 'Amount requested', value: money(m.amount, rng.chance(0.5)), name: 'amount' }, { label: 'Number of payments', value: String(m.nPayments), name: 'npay' },
    { label: 'Estimated payment', value: money(m.payment), name: 'payment' },
  ]);
  y = options(k, X + 10, y, 'Payment frequency', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQ_TEXT[m.freq], 'freq');
  y = k.cardEnd(X, top, W, y);
  const masked = rng.chance(0.5);
  m.owners.forEach((o, i) => {
    y = k.need(y, 100); top = y;
    y = k.cardTop(X, y, W, `Owner ${i + 1}`, '#14b8a6', { edit: 'Edit' });
    y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
      { label: 'Name', value: fullName(o), name: `o${i}.name` }, { label: 'Title', value: o.title, name: `o${i}.title` },
      { label: 'Ownership %', value: `${o.pct}%`, name: `o${i}.pct` },
      { label: o.taxType === 'ITIN' ? 'SSN / ITIN' : 'SSN', value: masked ? maskOwnerTax(o, 1) : fmtOwnerTax(o), name: `o${i}.ssn` },
      { label: 'Date of birth', value: usDate(o.dob), name: `o${i}.dob` }, { label: 'Credit score (estimate)', value: String(o.credit), name: `o${i}.fico` },
    ]));
  });
  y = k.need(y, 90); top = y;
  y = k.cardTop(X, y, W, 'Existing financing', '#0f766e', { edit: 'Edit' });
  y = options(k, X + 10, y, 'Do you have any open advances or business loans?', ['Yes', 'No'], 'Yes', 'existing');
  y = k.cardEnd(X, top, W, k.grid(X + 10, y, W - 20, 3, [
    { label: 'Funder / lender', value: m.funder, name: 'funder', decoy: true }, { label: 'Balance', value: money(m.funderBalance), name: 'balance', decoy: true },
    { label: 'Payment', value: money(m.funderPayment), name: 'fpay', decoy: true },
  ]));
  authBlock(c, y, X, W, 'Fundwell Direct', usDate(c.printedIso));
  c.t = businessTruth(m, { dba: true, entity: true, industry: true, taxId: true, start: true, amount: true, payment: true, nPayments: true, freq: true });
  c.t.applicants = m.owners.map((o) => ownerTruth(o, { tax: !masked, dob: true, credit: true }));
}
