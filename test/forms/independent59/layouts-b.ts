// Set 59 layouts 5-7: a US ISO's sheet for a Canadian merchant, a two-page sheet with the merchant on page 2, and a
// checkbox-row deal desk sheet with the ISO's block printed after the merchant's.
import { dec, notes, ownersTable, positions, put, type Ctx, type V } from './parts.ts';

/** 5. Northstar: a US ISO (EIN, US address) submitting a Canadian merchant (BN, province, postal code, SIN, CAD). */
export function northstar(c: Ctx): void {
  const { s, d, iso, m } = c;
  s.label('NORTHSTAR CROSS-BORDER FUNDING', 36, 28, { bold: true, size: 14, color: '#7a1f1f' });
  s.label('Canadian Merchant Submission  -  ISO Cover Sheet (all amounts CAD unless stated)', 36, 46, { size: 8.5 });
  const cell = (key: string, lab: string, v: V, x: number, y: number, w: number) => {
    s.label(lab, x, y, { size: 7, color: '#333' }); s.rect(x, y + 9, w, 16); put(c, key, v, x + 3, y + 13, w - 6, 8.5);
  };
  s.band('ISO (UNITED STATES)', 36, 62, 540, 12, '#7a1f1f');
  let y = 78;
  cell('iso_company', 'ISO Company', dec(iso.company), 36, y, 250); cell('iso_ein', 'ISO EIN (US)', dec(iso.ein), 296, y, 130); cell('iso_id', 'ISO ID', dec(iso.isoId), 436, y, 140); y += 30;
  cell('iso_address', 'ISO Address', dec(`${iso.street}, ${iso.city}, ${iso.state} ${iso.zip}, USA`), 36, y, 390); cell('iso_points', 'Commission', dec(iso.points), 436, y, 140); y += 30;
  cell('iso_rep', 'Account Executive', dec(iso.rep), 36, y, 170); cell('iso_email', 'AE Email', dec(iso.repEmail), 216, y, 210); cell('iso_phone', 'AE Phone', dec(iso.repPhone), 436, y, 140); y += 36;
  s.band('MERCHANT (CANADA)', 36, y, 540, 12, '#7a1f1f'); y += 16;
  cell('legal_name', 'Legal Name of Business', d.legal, 36, y, 330); cell('operating_name', 'Operating Name (O/A)', d.dba, 376, y, 200); y += 30;
  cell('bn', 'Business Number (BN) / Program Account', d.tax, 36, y, 200); cell('entity', 'Legal Structure', d.entity, 246, y, 150); cell('start_date', 'Date of Incorporation / Start', d.start, 406, y, 170); y += 30;
  cell('address', 'Street Address', d.street, 36, y, 230); cell('city', 'City', [m.city, 'ctx'], 276, y, 110);
  cell('province', 'Province', d.state, 396, y, 70); cell('postal', 'Postal Code', [m.zip, 'ctx'], 476, y, 100); y += 30;
  cell('phone', 'Telephone', d.phone, 36, y, 130); cell('email', 'Email', d.email, 176, y, 200); cell('industry', 'Nature of Business', d.industry, 386, y, 190); y += 36;
  s.band('REQUEST', 36, y, 540, 12, '#7a1f1f'); y += 16;
  cell('amount', 'Advance Requested (CAD)', d.amount, 36, y, 130); cell('payment', 'Remittance (CAD)', d.payment, 176, y, 120);
  cell('term', 'No. of Remittances', d.nPay, 306, y, 100); cell('frequency', 'Remittance Frequency', d.freq, 416, y, 160); y += 36;
  s.band('OWNERS', 36, y, 540, 12, '#7a1f1f'); y += 16;
  y = ownersTable(c, 36, y, 540);
  y = positions(c, 36, y, 540, 'EXISTING ADVANCES / LOANS');
  s.label('Settlement account:', 36, y + 2, { size: 7.5 });
  s.label('Transit', 120, y + 2, { size: 7.5 }); s.value('transit', m.routing.slice(0, 5), 150, y + 1, 50, 'decoy', 8);
  s.label('Institution', 205, y + 2, { size: 7.5 }); s.value('institution', '00' + String(c.r.int(1, 9)), 250, y + 1, 30, 'decoy', 8);
  s.label('Account', 290, y + 2, { size: 7.5 }); s.value('account', m.account, 325, y + 1, 110, 'decoy', 8);
  y = notes(c, 36, y + 20, 540, 'ISO NOTES');
  s.para('PIPEDA consent: the merchant and each owner consent to the collection, use and disclosure of their personal information, including credit bureau reports, for the purpose of evaluating this request.', 36, Math.max(y, 700), 540, 6.5);
}

/** A value on a rule with its caption printed below the rule. */
function under(c: Ctx, key: string, cap: string, v: V, x: number, y: number, w: number): void {
  put(c, key, v, x + 2, y, w - 4); c.s.hline(x, y + 11, w); c.s.label(cap, x, y + 13, { size: 6.5, color: '#333' });
}

/** 6. Meridian: page 1 the ISO, the deal and the notes; the merchant and owners on page 2; captions below rules. */
export function meridian(c: Ctx): void {
  const { s, d, iso } = c;
  const head = (p: number) => {
    s.label('MERIDIAN ISO GROUP', 40, 30, { bold: true, size: 13, color: '#3b2a6b' });
    s.label(`Broker Submission  -  page ${p} of 2`, 420, 33, { size: 8 }); s.hline(40, 48, 532, '#3b2a6b');
  };
  head(1);
  let y = 60;
  s.label('SUBMITTING BROKER', 40, y, { bold: true, size: 9 }); y += 16;
  under(c, 'broker_company', 'Broker company', dec(iso.company), 40, y, 250); under(c, 'broker_ein', 'Broker EIN', dec(iso.ein), 300, y, 120); under(c, 'broker_id', 'Broker ID #', dec(iso.isoId), 430, y, 142); y += 30;
  under(c, 'broker_address', 'Broker address', dec(`${iso.street}, ${iso.city}, ${iso.state} ${iso.zip}`), 40, y, 532); y += 30;
  under(c, 'broker_rep', 'Representative', dec(iso.rep), 40, y, 160); under(c, 'broker_email', 'Email', dec(iso.repEmail), 210, y, 210); under(c, 'broker_phone', 'Phone', dec(iso.repPhone), 430, y, 142); y += 30;
  under(c, 'broker_points', 'Points requested', dec(iso.points), 40, y, 120); under(c, 'funder', 'Funder', dec(iso.funder), 170, y, 200); y += 40;
  s.label('DEAL TERMS REQUESTED', 40, y, { bold: true, size: 9 }); y += 16;
  under(c, 'amount', 'Funding amount requested', d.amount, 40, y, 150); under(c, 'payment', 'Payment amount', d.payment, 200, y, 120);
  under(c, 'num_payments', 'Number of payments', d.nPay, 330, y, 100); under(c, 'frequency', 'Payment frequency', d.freq, 440, y, 132); y += 36;
  y = positions(c, 40, y, 532, 'POSITIONS');
  y = notes(c, 40, y + 4, 532);
  s.para('Merchant information and owner details continue on page 2.', 40, y + 4, 532, 7.5);
  s.newPage(); head(2); y = 60;
  s.label('MERCHANT', 40, y, { bold: true, size: 9 }); y += 16;
  under(c, 'legal_name', 'Business legal name', d.legal, 40, y, 330); under(c, 'dba', 'DBA', d.dba, 380, y, 192); y += 30;
  under(c, 'entity', 'Type of entity', d.entity, 40, y, 150); under(c, 'tax_id', 'Federal tax ID', d.tax, 200, y, 130); under(c, 'start_date', 'Business start date', d.start, 340, y, 120);
  under(c, 'state_inc', 'State of incorporation', d.inc, 470, y, 102); y += 30;
  under(c, 'address', 'Physical address', d.street, 40, y, 250); under(c, 'city_state_zip', 'City / State / Zip', d.csz, 300, y, 272); y += 30;
  under(c, 'phone', 'Phone', d.phone, 40, y, 150); under(c, 'email', 'Email', d.email, 200, y, 200); under(c, 'industry', 'Type of business', d.industry, 410, y, 162); y += 40;
  d.owners.forEach((o, i) => {
    s.label(`OWNER ${i + 1}`, 40, y, { bold: true, size: 9 }); y += 16;
    under(c, `owner${i + 1}_name`, 'Full name', o.name, 40, y, 200); under(c, `owner${i + 1}_title`, 'Title', o.title, 250, y, 120);
    under(c, `owner${i + 1}_pct`, 'Ownership %', o.pct, 380, y, 80); under(c, `owner${i + 1}_fico`, 'Credit score (self-reported)', o.fico, 470, y, 102); y += 30;
    under(c, `owner${i + 1}_ssn`, 'SSN', o.tax, 40, y, 130); under(c, `owner${i + 1}_dob`, 'Date of birth', o.dob, 180, y, 110); under(c, `owner${i + 1}_home`, 'Home address', o.home, 300, y, 272); y += 36;
  });
  s.para('By signing the attached application the merchant authorised the broker to submit this file and the funder to obtain credit reports.', 40, y + 6, 532, 7);
}

/** 7. Crescent: the deal desk sheet; captions inside boxes, checkbox rows, owners as stacked blocks, ISO block last. */
export function crescent(c: Ctx): void {
  const { s, d, iso, m } = c;
  s.typedMark = 'stroke';
  s.label('Crescent Deal Desk', 36, 26, { bold: true, size: 15, color: '#8a5a00' });
  s.label('MCA SUBMISSION  -  merchant section completed by ISO from signed application', 36, 44, { size: 8 });
  const ib = (key: string, cap: string, v: V, x: number, y: number, w: number) => {
    s.rect(x, y, w, 22); s.label(cap.toUpperCase(), x + 2, y + 2, { size: 5.5, bold: true, color: '#8a5a00' }); put(c, key, v, x + 3, y + 10, w - 6, 8.5);
  };
  let y = 58;
  ib('legal_name', 'Business legal name', d.legal, 36, y, 330); ib('dba', 'D/B/A', d.dba, 366, y, 210); y += 22;
  ib('tax_id', 'Federal tax ID / EIN', d.tax, 36, y, 150); ib('start_date', 'Business start date', d.start, 186, y, 110);
  ib('industry', 'Industry', d.industry, 296, y, 180); ib('state_inc', 'State inc.', d.inc, 476, y, 100); y += 22;
  ib('address', 'Business address', d.street, 36, y, 240); ib('city_state_zip', 'City, state, zip', d.csz, 276, y, 180); ib('phone', 'Phone', d.phone, 456, y, 120); y += 30;
  s.label('Entity:', 36, y + 1, { bold: true, size: 7.5 });
  const ents: [string, string][] = [['LLC', 'llc'], ['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Prop', 'sole_proprietorship'], ['LLP', 'llp']];
  const known = ents.some(([, id]) => id === m.entityId);
  ents.forEach(([lab, id], i) => s.check(`ent_${id}`, 80 + i * 66, y, id === m.entityId, lab, { 'application.type_of_entity': id }));
  s.check('ent_other', 476, y, !known, 'Other:', 'ctx'); s.hline(516, y + 9, 60);
  if (!known) put(c, 'ent_other_text', d.entity, 518, y - 1, 56, 8);
  y += 16;
  s.label('Frequency:', 36, y + 1, { bold: true, size: 7.5 });
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) => s.check(`freq_${f}`, 80 + i * 66, y, m.freq === f, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'][i]!, { 'application.payment_frequency': f }));
  s.label('Location:', 360, y + 1, { bold: true, size: 7.5 });
  const own = c.r.chance(0.3);
  s.check('own', 400, y, own, 'Own', 'ctx'); s.check('rent', 440, y, !own, 'Rent', 'ctx');
  y += 18;
  ib('amount', 'Amount requested', d.amount, 36, y, 135); ib('payment', 'Payment', d.payment, 171, y, 135); ib('num_payments', '# of payments', d.nPay, 306, y, 135); ib('monthly', 'Monthly sales', d.monthly, 441, y, 135); y += 30;
  if (!own) { ib('landlord', 'Landlord / mortgage holder', dec(`${c.r.pick(['Gateway', 'Park Plaza', 'Elm Street'])} Properties LLC`), 36, y, 270); ib('rent', 'Monthly rent', dec(`$${(c.r.int(18, 90) * 100).toLocaleString('en-US')}`), 306, y, 135); y += 30; }
  d.owners.forEach((o, i) => {
    s.label(`PRINCIPAL ${i + 1}`, 36, y, { bold: true, size: 8, color: '#8a5a00' }); y += 10;
    ib(`p${i + 1}_name`, 'Name', o.name, 36, y, 200); ib(`p${i + 1}_title`, 'Title', o.title, 236, y, 110); ib(`p${i + 1}_pct`, '% ownership', o.pct, 346, y, 80); ib(`p${i + 1}_fico`, 'FICO', o.fico, 426, y, 60); ib(`p${i + 1}_dob`, 'DOB', o.dob, 486, y, 90); y += 22;
    ib(`p${i + 1}_ssn`, 'SSN', o.tax, 36, y, 130); ib(`p${i + 1}_home`, 'Home address', o.home, 166, y, 410); y += 28;
  });
  y = positions(c, 36, y, 540, 'OPEN POSITIONS');
  y = notes(c, 36, y, 540, 'DEAL DESK NOTES');
  s.band('SUBMITTING ISO', 36, y + 2, 540, 12, '#8a5a00'); y += 16;
  ib('iso_name', 'ISO name', dec(iso.company), 36, y, 250); ib('iso_ein', 'ISO tax ID', dec(iso.ein), 286, y, 140); ib('iso_id', 'ISO ID', dec(iso.isoId), 426, y, 150); y += 22;
  ib('iso_rep', 'Rep', dec(iso.rep), 36, y, 170); ib('iso_email', 'Rep email', dec(iso.repEmail), 206, y, 200); ib('iso_phone', 'Rep phone', dec(iso.repPhone), 406, y, 90); ib('iso_points', 'Points', dec(iso.points), 496, y, 80);
}
