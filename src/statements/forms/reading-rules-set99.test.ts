import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 99 (applications answered in printed e-mails): the merchant's answers are "Label: value" lines, owners one to a
// numbered line, the amount and the terms in sentences, and a later message corrects an earlier one.

/** A printed e-mail's body: each line of text under the one before, at the body's left edge. */
async function mail(lines: string[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.font('Helvetica').fontSize(10);
  // (A tab parts a line's runs drawn apart, as a mail client draws a signature's title and company; a form feed
  // starts the next page.)
  let row = 0;
  for (const l of lines) {
    if (l === '\f') { doc.addPage(); row = 0; continue; }
    l.split('\t').reduce((x, run) => { doc.text(run, x, 60 + 14 * row, { lineBreak: false }); return x + doc.widthOfString(run) + 13; }, 48);
    row++;
  }
  return collect(doc);
}

const BUSINESS = ['Here you go:', 'Business Name: Pinecrest Roofing Corp.', 'DBA: Old Mill Roofing', 'Federal Tax ID (EIN): 31-7935614',
  'Address: 2929 Mill St, Plano, TX 75070', 'Business start date: 08/19/2018'];
const people = (a: { applicants?: { first_name: string | null; last_name: string | null; role: string | null; ownership: number | null }[] } | null | undefined) =>
  (a?.applicants ?? []).map((o) => [o.first_name, o.last_name, o.role, o.ownership]);

describe('set 99: applications answered in printed e-mails', () => {
  it("an owner's numbered line gives the owner's name (surname first before a comma), title and share", async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await mail([...BUSINESS, 'Owners:',
      ' * Owner 1: St. Pierre, Colin, Managing Member - 70%', '   SSN: XXX-XX-7905', '   Credit score: 770',
      ' * Owner 2: Renee Molina (VP Operations), 30%, SSN 163-28-5086']) }])).application;
    expect(people(a)).toEqual([['Colin', 'St. Pierre', 'Managing Member', 70], ['Renee', 'Molina', 'VP Operations', 30]]);
  });

  it('terms and the amount asked said in sentences: the amount before the count of payments is each payment', async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await mail([...BUSINESS, 'We are looking for $15,000 for new equipment.',
      'Landlord: Westfield Properties, rent $3,900/mo', 'All owners sign. They asked for $8,067 monthly over 6 payments.']) }])).application;
    expect([a?.requested_amount, a?.requested_payment, a?.number_of_payments, a?.payment_frequency]).toEqual([15000, 8067, 6, 'monthly']);
  });

  it("a later message's correction replaces the value first written, even printed above it", async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await mail(['Sorry, the EIN is actually 72-2541777 (typo in my last email).',
      'Also sorry, we need $30,000 now, not the amount I wrote earlier.', '', ...BUSINESS, 'we need about $35K, can do weekly.']) }])).application;
    expect([a?.business_tax_id, a?.requested_amount]).toEqual(['722541777', 30000]);
  });

  it("a sender's signature closes its own message only: the next message's answers are read", async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await mail(['Keisha Desrosiers <kdesrosiers@atlanticiso.com>     Sun, Jan 19, 2025 at 4:16 PM', 'MERCHANT INFO',
      ...BUSINESS, '--', 'Keisha Desrosiers', 'Business Development\tAtlantic ISO Partners', 'Direct (721) 606-8076 | Fax (646) 555-0334',
      'EIN 82-4761334 | ISO ID 09616', '', 'Keisha Desrosiers <kdesrosiers@atlanticiso.com>     Mon, Jan 20, 2025 at 7:25 AM',
      '\f', 'Entity: LLC']) }])).application;
    expect([a?.type_of_entity, a?.business_tax_id]).toEqual(['llc', '317935614']);
  });

  it("a list's bullet is no word of the label after it; a kinds list left open (\"LLC/Corp/etc:\") asks the entity", async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await mail(['Answers below:', '\u2022 Company (legal): Westfield Veterinary LLC',
      '\u2022 DBA: SAME', '\u2022 LLC/Corp/etc: LLC', '\u2022 Federal Tax ID (EIN): 21-9480762', '\u2022 Opened: 11/24/2008']) }])).application;
    expect([a?.legal_name, a?.type_of_entity, a?.business_tax_id]).toEqual(['Westfield Veterinary LLC', 'llc', '219480762']);
  });
});
