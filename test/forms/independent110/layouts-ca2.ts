// Pacific Rim Business Funding (British Columbia): an online-form submission printed to PDF, one question per row,
// each owner a repeated "Owner N" section flowing onto as many pages as it needs, a holding company as its own section.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, Paths } from './draw.ts';
import type { Merchant } from './model.ts';
import { bp, creditP, dobP, firstOnly, fmtDate, fmtMoney, FREQ_LABEL, lastOnly, ownerRows, ownerTax, pct, roleP } from './parts.ts';

export function pacificRim(c: Canvas, m: Merchant, r: Rng): void {
  const X = 48, W = 516, green = '#166534';
  c.valueFont = 'Helvetica';
  let y = 0;
  const sub = 2600000 + r.int(1000, 99999);
  const header = (): void => {
    c.newPage();
    c.text('Pacific Rim Business Funding', X, 28, { size: 13, font: 'Helvetica-Bold', color: green });
    c.text(`Online Application - Submission #PRBF-${sub}   |   Submitted via forms.pacificrimfunding.ca`, X, 45, { size: 7, color: '#666' });
    c.line(X, 56, X + W, 56, green, 1);
    y = 66;
  };
  const section = (t: string): void => {
    if (y > 690) header();
    c.rect(X, y, W, 16, { fill: '#dcfce7' }); c.text(t, X + 6, y + 4.5, { size: 8.5, font: 'Helvetica-Bold', color: green }); y += 20;
  };
  const row = (q: string, v: string | null, who: Paths | string): void => {
    if (y > 735) header();
    c.text(q, X + 6, y + 4, { size: 7.8, font: 'Helvetica-Bold', color: '#333' });
    c.val(v, X + 200, y, W - 206, 15, who);
    c.line(X, y + 17, X + W, y + 17, '#e5e7eb', 0.5);
    y += 19;
  };
  header();
  section('Your Business');
  row('Legal Business Name', m.legal, bp(m, 'legal'));
  row('Operating As (if different)', m.dba ?? m.dbaFiller, m.dba ? bp(m, 'dba') : 'dba_filler');
  row('Business Structure', m.entityText, bp(m, 'entity'));
  row('CRA Business Number', m.taxPrinted, bp(m, 'tax'));
  row('When did the business start?', fmtDate(m.start, 'long'), bp(m, 'start'));
  row('What does your business do?', m.industryText, bp(m, 'industry'));
  row('Street Address', m.street, 'business_street');
  row('City', m.city, 'business_city');
  row('Province / Territory', m.stateName, bp(m, 'state'));
  row('Postal Code', m.zip, 'business_zip');
  row('Business Phone', m.phone, 'business_phone');
  row('Website', m.website, 'website');
  section('Funding');
  row('How much funding do you need?', fmtMoney(m.requested, 'dollar'), bp(m, 'amount'));
  row('What will the funds be used for?', m.use, 'use_of_funds');
  row('Preferred repayment frequency', m.freq === null ? null : FREQ_LABEL[m.freq]!, bp(m, 'freq'));
  row('Average monthly revenue', fmtMoney(m.monthlySales, 'cad'), 'monthly_sales');
  const rows = ownerRows(m);
  section('Ownership');
  row('How many owners hold 20% or more?', String(rows.length), 'owner_count');
  rows.forEach((o, k) => {
    if (!o.person && m.entityOwner) {
      section(`Owner ${k + 1} - Corporate / Trust Owner`);
      row('Entity Name', m.entityOwner.name, 'entity_owner');
      row('Ownership Percentage', `${m.entityOwner.pct}%`, 'entity_owner_pct');
      row('Entity BN', m.entityOwner.taxId, 'entity_owner_ein');
      return;
    }
    const p = o.person!, i = o.i;
    section(`Owner ${k + 1}`);
    row('First Name', p.first, firstOnly(p, i));
    row('Last Name', p.last, lastOnly(p, i));
    row('Job Title', p.title, roleP(p, i));
    const [pt, pp] = pct(p, i, 'pct'); row('Ownership Percentage', pt, pp);
    const [t, tp] = ownerTax(p, i, '*'); row('Social Insurance Number', t, tp);
    row('Date of Birth', fmtDate(p.dob, 'long'), dobP(p, i));
    row('Credit score (if known)', p.credit === null ? null : String(p.credit), creditP(p, i));
    row('Home Address', `${p.home}, ${p.homeCity}`, 'home_address');
    row('Mobile Phone', p.cell, 'owner_cell');
  });
  section('Additional Contact (not an owner)');
  row('Name', m.officer ? `${m.officer.first} ${m.officer.last}` : null, 'officer_name');
  row('Role', m.officer?.title ?? null, 'officer_title');
  row('Email', m.officer?.email ?? null, 'officer_email');
  section('Banking & Existing Financing');
  row('Financial Institution', m.bank, 'bank_name');
  row('Transit / Institution Number', m.routing, 'routing');
  row('Account Number', m.account, 'account');
  row('Current MCA / loan provider', m.advances[0]?.funder ?? null, 'advance_funder');
  row('Referred by', m.iso, 'iso_rep');
  section('Consent');
  if (y > 690) header();
  c.text('I consent under PIPEDA to Pacific Rim Business Funding and its funding partners collecting and using my personal information, including credit reports, to evaluate this application. Typed name below constitutes my electronic signature.', X + 6, y, { size: 7, width: W - 12 });
  y += 30;
  c.check('I agree to the terms above', X + 6, y, true, null);
  c.text('IP 24.84.112.9  ·  E-signed', X + 300, y, { size: 7, color: '#666' });
}
