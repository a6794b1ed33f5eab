import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { addOwner, type OwnerPlaces } from './owners.ts';
import type { FormApplicant } from '../types.ts';
import type { Piece } from './pieces.ts';

// Set 128 (forms filled in carelessly: two values on a line meant for one, values set off their captions' line).

type Doc = PDFKit.PDFDocument;
const t = (doc: Doc, s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
function business(doc: Doc, name: string): void {
  t(doc, 'BUSINESS FUNDING APPLICATION', 36, 24, 'Helvetica-Bold', 12);
  t(doc, 'Business Name (Legal / DBA):', 36, 50, 'Helvetica', 9); t(doc, name, 160, 49, 'Courier', 10);
  t(doc, 'Federal Tax ID (EIN):', 36, 66, 'Helvetica', 9); t(doc, '86-1234567', 160, 65, 'Courier', 10);
  t(doc, 'Amount Requested:', 300, 66, 'Helvetica', 9); t(doc, '$50,000', 390, 65, 'Courier', 10);
}

describe('set 128: values written two to a line, or off their captions\' line', () => {
  it('one line for both names, "X d/b/a Y": the legal name and the trade name', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    business(doc, 'Evergreen Group Inc. d/b/a Evergreen Commercial');
    const app = await read(doc);
    expect([app?.legal_name, app?.trade_name]).toEqual(['Evergreen Group Inc.', 'Evergreen Commercial']);
  });

  it('a name asked with its title in one caption, "Owner Name / Title", written with it: the name and the title', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    business(doc, 'Northgate Brothers LLC');
    t(doc, 'OWNER / OFFICER INFORMATION', 36, 90, 'Helvetica-Bold', 9);
    const row = (y: number, n: number, who: string, share: string) => {
      t(doc, 'Owner Name / Title', 50, y); t(doc, '% Owned', 330, y); t(doc, 'SSN', 400, y);
      t(doc, `#${n}`, 36, y + 11); t(doc, who, 50, y + 11, 'Courier', 10); t(doc, share, 330, y + 11, 'Courier', 10);
    };
    row(106, 1, 'Ana Whitaker / Member', '60 %');
    row(140, 2, 'Hannah Smith-Jones - Secretary', '40');
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Ana', 'Whitaker', 'Member', 60], ['Hannah', 'Smith-Jones', 'Secretary', 40]]);
  });

  it('captions ending in a colon, each answered just after it a little higher, are a row of fields; an address after "Owner 1:" is no owner', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    business(doc, 'Maple Leaf Bakery Ltd.');
    t(doc, 'OWNERS / SHAREHOLDERS (20% and over)', 36, 90, 'Helvetica-Bold', 9);
    const owner = (y: number, n: number, first: string, last: string, role: string, share: string) => {
      t(doc, `Owner ${n}`, 36, y, 'Helvetica-Bold', 8);
      t(doc, 'First name:', 36, y + 8); t(doc, first, 80, y + 4, 'Courier', 10);
      t(doc, 'Last name:', 216, y + 8); t(doc, last, 259, y + 4, 'Courier', 10);
      t(doc, 'Position:', 406, y + 8); t(doc, role, 440, y + 4, 'Courier', 10);
      t(doc, '% owned:', 36, y + 26); t(doc, share, 75, y + 22, 'Courier', 10);
    };
    owner(110, 1, 'Hannah', 'Goldberg', 'CEO', '51');
    owner(160, 2, 'Sofia', 'Smith-Jones', 'VP', '49');
    t(doc, 'Home address of each owner', 36, 210, 'Helvetica-Bold', 8);
    t(doc, 'Owner 1: 8611 Elm Rd, Tacoma, WA 98401', 36, 224, 'Courier', 10);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Hannah', 'Goldberg', 'CEO', 51], ['Sofia', 'Smith-Jones', 'VP', 49]]);
  });

  it('an address written after an owner\'s number, "Owner 1: 8611 Elm Rd, Tacoma, NY 99520", is no owner\'s name', () => {
    const piece: Piece = { page: 1, text: 'Owner 1: 8611 Elm Rd, Tacoma, NY 99520', source: 'text', x0: 36, x1: 220, y0: 100, y1: 110 };
    const owners: FormApplicant[] = [], places: OwnerPlaces = new Map();
    addOwner(owners, { field: 'owner_name', text: '8611 Elm Rd, Tacoma, NY 99520', label: 'Owner 1:', piece, confidence: 0.8, source: 'text' }, places);
    addOwner(owners, { field: 'owner_name', text: '4558 Route 9, Chicago, IL 60625', label: 'Guarantor 2', piece, confidence: 0.8, source: 'text' }, places);
    expect(owners.filter((o) => o.first_name || o.last_name)).toEqual([]);
  });
});
