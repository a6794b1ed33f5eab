// Google Forms and Typeform response printouts: one question per block, the answer under it.
import { AUTH, Form, type Theme } from './blocks.ts';
import { addressLine, bizTaxLabel, fundersText, ownerTaxLabel, regionLabel, regionText, zipLabel, type Layout } from './common.ts';
import type { Model } from './model.ts';
import { H, W, type Sheet } from './sheet.ts';

const GOOGLE: Theme = { accent: '#673ab7', qFont: 'Helvetica', qSize: 11, qColor: '#202124', numbered: 'none', answer: 'underline', aSize: 10,
  marker: 'circle', typedMark: 'dot', card: true, x: 96, w: 420, gap: 10 };

/** Google Forms (a response printed from the browser): a title card with a purple band, every question in its own
 *  card, answers on an underline, radio lists, browser header and footer with the print date and the form URL. */
export const google: Layout = {
  name: 'google_cards', broker: 'Brightway Funding Partners', maxOwners: 2, typedFont: 'Helvetica',
  chrome: (m) => ({
    top: 40, bottom: 40,
    header: (s) => {
      s.text(m.decoy.submitted.replace(/ (\d+:\d+ AM)/, ', $1'), 24, 14, { size: 7.5, color: '#444444' });
      s.text('Brightway Funding Partners - Business Funding Application', 200, 14, { size: 7.5, color: '#444444' });
      s.doc.save().rect(0, 30, W, H - 30).fillOpacity(0.06).fill('#673ab7').restore();
      if (s.page === 1) s.decoys.push({ key: 'print_date', page: 1, box: s.box(24, 12, 80, 10), text: m.decoy.submitted.replace(/ (\d+:\d+ AM)/, ', $1'), via: 'text' });
    },
    footer: (s) => {
      s.text(`https://docs.google.com/forms/d/e/1FAIpQLSf${m.decoy.responseId}xK2bWq/viewform`, 24, H - 22, { size: 7.5, color: '#444444' });
      s.text(`${s.page}`, W - 40, H - 22, { size: 7.5, color: '#444444' });
    },
  }),
  draw: (s, m) => {
    const f = new Form(s, GOOGLE), d = s.doc;
    d.save().fillColor('#ffffff').roundedRect(96, s.y, 420, 120, 8).fill().restore();
    d.save().fillColor('#673ab7').rect(96, s.y, 420, 10).fill().restore();
    s.text('Business Funding Application', 110, s.y + 24, { size: 22, color: '#202124' });
    s.text('Brightway Funding Partners  |  Fast working capital for small businesses. Takes about 10 minutes.', 110, s.y + 56, { size: 9, color: '#202124', width: 390 });
    s.text('* Indicates required question', 110, s.y + 96, { size: 9, color: '#d93025' });
    s.y += 132;
    f.question('Email', { key: 'email', value: m.email, decoy: true }, { required: true });
    section(f, 'Section 1 of 4', 'About your business');
    f.question("What is your business's legal name?", { key: 'legal_name', value: m.legal }, { required: true, help: 'As it appears on your tax return' });
    f.question('DBA / Trade name (if different)', { key: 'trade_name', value: m.dbaText });
    f.choice('Type of business entity', 'type_of_entity', m.entityOptions, m.entityChoice, { required: true, other: m.entityOther });
    f.question(bizTaxLabel(m), { key: 'business_tax_id', value: m.taxText }, { required: true });
    if (m.startText) f.question('Business start date', { key: 'business_start_date', value: m.startText }, { help: 'Date the business began operating' });
    else f.question('How long have you been in business?', { key: 'years', value: m.yearsText, decoy: true });
    f.question('What does your business do?', { key: 'industry', value: m.industryText }, { required: true });
    f.question(`Business address (street, city, ${regionLabel(m).toLowerCase()}, ${zipLabel(m)})`, { key: 'state_region', value: addressLine(m) }, { required: true });
    f.question(m.country === 'CA' ? 'Province of incorporation' : 'State of incorporation', { key: 'state_of_incorporation', value: m.decoy.stateOfInc, decoy: true });
    f.question('Business phone', { key: 'business_phone', value: m.phone, decoy: true });
    section(f, 'Section 2 of 4', 'Funding request');
    f.question('How much funding are you requesting?', { key: 'requested_amount', value: m.amountText }, { required: true });
    f.question('What will the funds be used for?', { key: 'use', value: m.useOfFunds, decoy: true });
    if (m.paymentText) f.question('Preferred payment amount', { key: 'requested_payment', value: m.paymentText });
    if (m.countText) f.question('Number of payments', { key: 'number_of_payments', value: m.countText });
    if (m.frequency) f.choice('Payment schedule', 'payment_frequency', m.frequencyOptions, m.frequency);
    f.question('Average monthly sales', { key: 'monthly_sales', value: m.monthlySales, decoy: true });
    f.question('Open advances or loans (funder, balance, payment)', { key: 'existing_funders', value: fundersText(m), decoy: true });
    m.owners.forEach((o, i) => {
      section(f, `Section 3 of 4${i ? ' (continued)' : ''}`, i ? 'Second owner' : 'Owner / guarantor information');
      f.question('Full name', { key: `applicants[${i}].name`, value: o.full }, { required: i === 0 });
      f.question('Title', { key: `applicants[${i}].role`, value: o.role });
      f.question('Ownership %', { key: `applicants[${i}].ownership`, value: o.ownershipText });
      f.question(ownerTaxLabel(m), { key: `applicants[${i}].tax_id`, value: o.taxText });
      f.question('Date of birth', { key: `applicants[${i}].date_of_birth`, value: o.dobText });
      if (o.creditText) f.question('Estimated credit score', { key: `applicants[${i}].credit_score`, value: o.creditText });
      f.question('Home address', { key: `home_address_${i}`, value: o.home, decoy: true });
      if (i === 0 && m.owners.length === 1) f.choice('Is there another owner with 20% or more?', '', ['Yes', 'No'], 'No');
    });
    section(f, 'Section 4 of 4', 'Bank, landlord and references');
    f.question('Business bank', { key: 'bank_name', value: m.decoy.bank, decoy: true });
    f.question('Routing number', { key: 'routing', value: m.decoy.routing, decoy: true });
    f.question('Account number', { key: 'account', value: m.decoy.account, decoy: true });
    f.question('Landlord or mortgage company (name and phone)', { key: 'landlord', value: `${m.decoy.landlord} ${m.decoy.landlordPhone}`, decoy: true });
    f.question('Trade reference', { key: 'reference', value: `${m.decoy.refs[0]!.name} ${m.decoy.refs[0]!.phone}`, decoy: true });
    f.question('Who referred you to us?', { key: 'iso_rep', value: m.decoy.isoRep, decoy: true });
    f.para(AUTH);
    f.question('Date', { key: 'signed_on', value: m.decoy.signedOn, decoy: true }, { required: true });
  },
};

function section(f: Form, tab: string, title: string): void {
  const s = f.s;
  s.ensure(90);
  s.doc.save().fillColor('#673ab7').roundedRect(96, s.y, 110, 18, 4).fill().restore();
  s.text(tab, 104, s.y + 5, { size: 8.5, color: '#ffffff' });
  s.y += 18;
  s.doc.save().fillColor('#673ab7').rect(96, s.y, 420, 4).fill().restore();
  s.y += 12;
  s.y += s.text(title, 110, s.y, { size: 16, color: '#202124' }) + 14;
}

const TYPEFORM: Theme = { accent: '#3d4b8f', qFont: 'Helvetica', qSize: 14, qColor: '#262627', numbered: 'arrow', answer: 'plain', aSize: 15,
  marker: 'square', typedMark: 'fill', card: false, x: 70, w: 470, gap: 22 };

/** Typeform's response PDF: big numbered questions ("7 ->"), answers as large coloured text with no box, lettered
 *  multiple choice, answers piped into later questions ("Thanks, Maria."), lots of white space, so many pages. */
export const typeform: Layout = {
  name: 'typeform_flow', broker: 'Northpeak Capital Group', maxOwners: 2, typedFont: 'Helvetica',
  chrome: (m) => ({
    top: 70, bottom: 50,
    header: (s) => {
      s.text('NORTHPEAK', 70, 28, { font: 'Helvetica-Bold', size: 13, color: '#3d4b8f' });
      s.text(`Response #${m.decoy.responseId}  \u00b7  Submitted ${m.decoy.submitted}`, 300, 32, { size: 8, color: '#6b6b6b' });
      if (s.page === 1) s.decoys.push({ key: 'submitted', page: 1, box: s.box(300, 30, 240, 12), text: `Response #${m.decoy.responseId}  \u00b7  Submitted ${m.decoy.submitted}`, via: 'text' });
      s.doc.save().lineWidth(0.5).strokeColor('#d0d3e0').moveTo(70, 50).lineTo(540, 50).stroke().restore();
    },
    footer: (s) => s.text(`Northpeak Capital Group \u00b7 Funding application \u00b7 ${s.page}`, 70, H - 30, { size: 7.5, color: '#8a8a8a' }),
  }),
  draw: (s, m) => drawTypeform(s, m),
};

function drawTypeform(s: Sheet, m: Model): void {
  const f = new Form(s, TYPEFORM);
  f.section("Let's get your business funded.", 'Answer a few quick questions. Takes about 4 minutes.', { size: 22 });
  // Typeform pipes earlier answers into later questions ("Thanks, Maria."); a fillable export has static labels.
  const pipe = s.style !== 'fillable';
  const o0 = { ...m.owners[0]!, first: pipe ? m.owners[0]!.first : 'there' };
  f.question("First things first: what's your first name?", { key: 'applicants[0].first_name', value: m.owners[0]!.first }, { required: true });
  f.question(`And your last name, ${o0.first}?`, { key: 'applicants[0].last_name', value: m.owners[0]!.last }, { required: true });
  f.question(`Nice to meet you, ${o0.first}. What's your title at the company?`, { key: 'applicants[0].role', value: o0.role });
  f.section('About the business');
  f.question("What is your business's legal name?", { key: 'legal_name', value: m.legal }, { required: true });
  f.question('Does it operate under a different name (DBA)?', { key: 'trade_name', value: m.dbaText });
  f.choice('How is the business set up?', 'type_of_entity', m.entityOptions, m.entityChoice, { required: true, letters: true, cols: 2, other: m.entityOther });
  if (m.entityOther) f.question('You chose Other. What type of entity is it?', { key: 'type_of_entity', value: m.entityOther });
  f.question(`What's the ${bizTaxLabel(m)}?`, { key: 'business_tax_id', value: m.taxText }, { required: true });
  f.question('In a few words, what does the business do?', { key: 'industry', value: m.industryText });
  if (m.startText) f.question('When did the business start?', { key: 'business_start_date', value: m.startText });
  else f.question('How long has it been operating?', { key: 'years', value: m.yearsText, decoy: true });
  f.question('Street address of the business', { key: 'street', value: m.street, decoy: true });
  f.question('City', { key: 'city', value: m.city, decoy: true });
  f.question(`${regionLabel(m)}`, { key: 'state_region', value: regionText(m) });
  f.question(`${regionLabel(m)} of incorporation (if different)`, { key: 'state_of_incorporation', value: m.decoy.stateOfInc, decoy: true });
  f.choice('Do you own or rent the business location?', '', ['Own', 'Rent'], 'Rent', { letters: true, cols: 2 });
  f.question('Landlord name and phone', { key: 'landlord', value: `${m.decoy.landlord}, ${m.decoy.landlordPhone}`, decoy: true });
  f.section('The funding');
  f.question(`How much funding does ${pipe && m.dbaText && !/^(same|n\/a)$/i.test(m.dbaText) ? m.dbaText : 'the business'} need?`, { key: 'requested_amount', value: m.amountText }, { required: true });
  if (m.paymentText) f.question('What payment could you comfortably make?', { key: 'requested_payment', value: m.paymentText });
  if (m.frequency) f.choice('How often?', 'payment_frequency', m.frequencyOptions, m.frequency, { letters: true, cols: 2 });
  if (m.countText) f.question('Over how many payments?', { key: 'number_of_payments', value: m.countText });
  f.question('Roughly, what are your monthly deposits?', { key: 'monthly_sales', value: m.monthlySales, decoy: true });
  f.question('Any current advances? Who with, and what balance?', { key: 'existing_funders', value: fundersText(m), decoy: true });
  f.section(`A bit more about you, ${o0.first}`);
  ownerQuestions(f, m, 0, pipe);
  f.choice('Does anyone else own 20% or more?', '', ['Yes', 'No'], m.owners.length > 1 ? 'Yes' : 'No', { letters: true, cols: 2 });
  if (m.owners[1]) {
    const o = m.owners[1];
    f.question("Partner's first name", { key: 'applicants[1].first_name', value: o.first });
    const who = pipe ? `${o.first}'s` : "Partner's";
    f.question(`${who} last name`, { key: 'applicants[1].last_name', value: o.last });
    f.question(`${who} title`, { key: 'applicants[1].role', value: o.role });
    ownerQuestions(f, m, 1, pipe);
  }
  f.section('Where should we send the funds?');
  f.question('Bank name', { key: 'bank_name', value: m.decoy.bank, decoy: true });
  f.question('Routing / account number', { key: 'routing', value: `${m.decoy.routing} / ${m.decoy.account}`, decoy: true });
  f.question('Who referred you to Northpeak?', { key: 'iso_rep', value: `${m.decoy.isoRep} ${m.decoy.isoPhone}`, decoy: true });
  f.para(AUTH, 9);
  f.question('Today\u2019s date', { key: 'signed_on', value: m.decoy.signedOn, decoy: true });
}

function ownerQuestions(f: Form, m: Model, i: number, pipe: boolean): void {
  const o = m.owners[i]!, name = pipe ? o.first : 'your partner', who = i ? `does ${name}` : 'do you';
  f.question(`What percentage of ${pipe ? m.legal : 'the business'} ${who} own?`, { key: `applicants[${i}].ownership`, value: o.ownershipText });
  f.question(`${ownerTaxLabel(m)}${i ? ` for ${name}` : ''}`, { key: `applicants[${i}].tax_id`, value: o.taxText });
  f.question('Date of birth', { key: `applicants[${i}].date_of_birth`, value: o.dobText });
  if (o.creditText) f.question('Best guess at the credit score?', { key: `applicants[${i}].credit_score`, value: o.creditText });
  f.question('Home address', { key: `home_address_${i}`, value: o.home, decoy: true });
}
