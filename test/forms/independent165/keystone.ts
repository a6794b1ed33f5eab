// Keystone Ridge Capital: a funder's two-page "Merchant Renewal Application" (US). A pre-printed underwriting summary
// of the prior advance sits above the business block; the renewal request is followed by payoff and net-funding
// lines; page 1 ends with the existing-positions table (the funder's own advance first); owners, bank and landlord on
// page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { date, money, type Case } from './data.ts';
import * as P from './print.ts';
import type { Layout } from './layouts.ts';

const NAVY = '#1d3557';

function draw(c: Canvas, k: Case, r: Rng): void {
  c.addPage();
  c.fill(36, 30, 540, 44, NAVY);
  c.text('KEYSTONE RIDGE CAPITAL', 48, 38, { size: 16, bold: true, color: '#fff' });
  c.text('Merchant Renewal Application', 48, 58, { size: 9.5, color: '#dbe4f0' });
  c.text('Existing merchants only. Complete every section; attach the last 4 months of statements.', 330, 44, { size: 6.5, color: '#dbe4f0', w: 236 });
  let y = 84;
  // Underwriting summary of the prior advance: pre-printed by Keystone, the same in every style (all decoys).
  c.frame(36, y, 540, 62, 1, NAVY);
  c.text('UNDERWRITING SUMMARY - PRIOR ADVANCE (completed by Keystone Ridge, do not alter)', 42, y + 4, { size: 6.8, bold: true, color: NAVY });
  const p0 = k.positions[0]!;
  const uw = (label: string, key: string, text: string, w: number) => ({ label, w, key, text, pre: true });
  y = c.cells(y + 14, [uw('Prior Advance ID', 'prev.id', k.prev.id, 120), uw('Funded On', 'prev.funded_on', date(k.prev.fundedOn, r), 100),
    uw('Funded Amount', 'prev.funded', money(k.prev.funded, r), 110), uw('Prior Payment', 'prev.payment', P.posPayment(p0, r), 110),
    uw('Prior Term (payments)', 'prev.count', String(k.prev.count), 100)], 22, 36);
  y = c.cells(y, [uw('Paid-In', 'prev.paid_in', k.prev.paidIn, 120), uw('Current Balance', 'prev.balance', money(p0.balance, r), 100),
    uw('Max Renewal Offer', 'prev.max_offer', money(k.prev.maxOffer, r), 110), uw('Renewal Factor', 'prev.factor', r.pick(['1.32', '1.36', '1.41']), 110),
    uw('Analyst', 'prev.analyst', r.pick(['T. Marsh', 'R. Oduya', 'K. Lindqvist']), 100)], 22, 36) + 8;

  y = c.section('1. BUSINESS INFORMATION', y, NAVY);
  const lg = P.legal(k), tr = P.trade(k), tax = P.businessTax(k, r), st = P.state(k, r), start = P.started(k, r);
  y = c.cells(y, [{ label: 'Legal Business Name (as on tax return)', w: 300, key: 'legal_name', ...lg }, { label: 'DBA', w: 240, key: 'trade_name', ...tr }]);
  y = c.cells(y, [{ label: 'Entity Type', w: 130, key: 'entity', ...P.entity(k) }, { label: 'Federal Tax ID (EIN)', w: 130, key: 'tax_id', ...tax },
    { label: 'Business Start Date', w: 120, key: 'start', ...start }, { label: 'State of Incorporation', w: 160, key: 'inc_state', text: k.incState }]);
  y = c.cells(y, [{ label: 'Physical Address (no P.O. boxes)', w: 250, key: 'street', text: k.street }, { label: 'City', w: 130, key: 'city', text: k.city },
    { label: 'State', w: 60, key: 'state', ...st }, { label: 'Zip', w: 100, key: 'zip', text: k.zip }]);
  y = c.cells(y, [{ label: 'Business Phone', w: 130, key: 'phone', text: k.phone }, { label: 'Email', w: 200, key: 'email', text: k.email },
    { label: 'Type of Business', w: 210, key: 'industry', ...P.industry(k) }]) + 8;

  y = c.section('2. RENEWAL REQUEST', y, NAVY);
  const t = P.terms(k, r);
  y = c.cells(y, [{ label: 'Renewal Amount Requested', w: 140, key: 'amount', ...t.amount }, { label: 'Requested Payment', w: 110, key: 'payment', ...t.payment },
    { label: 'Payment Frequency', w: 100, key: 'freq', ...t.freq }, { label: 'No. of Payments', w: 80, key: 'count', ...t.count },
    { label: 'Use of Funds', w: 110, key: 'use', text: k.use }]);
  y = c.cells(y, [{ label: 'Payoff of Current Balance(s) (per payoff letter)', w: 200, key: 'payoff', text: money(k.payoff, r) },
    { label: 'Estimated Net Funding to Merchant', w: 170, key: 'net', text: money(k.net, r) },
    { label: 'Renewal of Advance ID', w: 170, key: 'renewal_of', text: k.prev.id }]) + 8;

  y = c.section('3. EXISTING POSITIONS (list every open advance or loan, including Keystone)', y, NAVY);
  const heads = [{ head: 'Funder', w: 140 }, { head: 'Advance ID', w: 70 }, { head: 'Original Amount', w: 72 }, { head: 'Current Balance', w: 72 },
    { head: 'Payment', w: 82 }, { head: 'Start Date', w: 62 }, { head: 'Pay Off?', w: 42 }];
  const rows = k.positions.map((p, i) => [{ key: `pos${i}.funder`, text: p.funder }, { key: `pos${i}.id`, text: p.id },
    { key: `pos${i}.original`, text: money(p.original, r) }, { key: `pos${i}.balance`, text: money(p.balance, r) },
    { key: `pos${i}.payment`, text: P.posPayment(p, r) }, { key: `pos${i}.start`, text: date(p.start, r) }, { key: `pos${i}.payoff_flag`, text: p.payoff ? 'Yes' : 'No' }]);
  while (rows.length < 6) rows.push(heads.map(() => ({ key: '', text: '' })));
  y = c.table(36, y, heads, rows, 15);
  c.text('Page 1 of 2', 36, 760, { size: 6.5, color: '#666' });

  c.addPage();
  y = 36;
  c.text('KEYSTONE RIDGE CAPITAL - Renewal Application (continued)', 36, y, { size: 9, bold: true, color: NAVY });
  y = c.section('4. OWNERS / GUARANTORS (everyone with 20% or more)', y + 16, NAVY);
  k.owners.forEach((o, i) => {
    const op = P.ownerPrint(o, i, r, { country: 'US', mask: 0.25, score: 0.6 });
    c.text(`Owner ${i + 1}`, 36, y, { size: 6.5, bold: true, color: NAVY });
    y = c.cells(y + 9, [{ label: 'Full Name', w: 190, key: `owner${i}.name`, ...op.name }, { label: 'Title', w: 110, key: `owner${i}.role`, ...op.role },
      { label: 'Ownership %', w: 70, key: `owner${i}.pct`, ...op.pct }, { label: 'SSN', w: 90, key: `owner${i}.ssn`, ...op.tax },
      { label: 'Date of Birth', w: 80, key: `owner${i}.dob`, ...op.dob }]);
    y = c.cells(y, [{ label: 'Home Address', w: 330, key: `owner${i}.home`, text: op.home }, { label: 'Credit Score (self-reported)', w: 100, key: `owner${i}.score`, ...op.score },
      { label: 'Signature', w: 110 }]) + 6;
  });
  y = c.section('5. BUSINESS BANK ACCOUNT (for ACH debits)', y + 2, NAVY);
  y = c.cells(y, [{ label: 'Bank Name', w: 200, key: 'bank.name', text: k.bank.name }, { label: 'ABA Routing #', w: 140, key: 'bank.routing', text: k.bank.routing },
    { label: 'Account #', w: 200, key: 'bank.account', text: k.bank.account }]) + 8;
  y = c.section('6. LANDLORD / MORTGAGE HOLDER', y, NAVY);
  y = c.cells(y, [{ label: 'Landlord Name', w: 200, key: 'landlord.name', text: k.landlord.name }, { label: 'Landlord Phone', w: 140, key: 'landlord.phone', text: k.landlord.phone },
    { label: 'Monthly Rent', w: 200, key: 'landlord.rent', text: money(k.landlord.rent, r) }]) + 10;
  c.text('AUTHORIZATION. Each undersigned authorizes Keystone Ridge Capital and its assigns to obtain consumer and business credit reports, ' +
    'to verify the information above with any bank, landlord or funder listed, and to pay off the balances shown in Section 2 from the renewal proceeds. ' +
    'The renewal is a purchase of future receivables and is not a loan.', 36, y, { size: 6.5, w: 540 });
  y += 40;
  c.line(36, y + 14, 250, y + 14); c.line(300, y + 14, 420, y + 14);
  c.text('Owner signature', 36, y + 17, { size: 6 }); c.text('Date', 300, y + 17, { size: 6 });
  c.text('Page 2 of 2', 36, 760, { size: 6.5, color: '#666' });
}

export const KEYSTONE: Layout = { broker: 'Keystone Ridge Capital', font: 'Helvetica', bold: 'Helvetica-Bold', country: () => 'US', soleProp: 0.15, draw };
