import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the twenty-first author's word-processor forms measured again, then the twenty-fifth to twenty-eighth
// authors' brokers (issue 36), each on a self-made form here.

describe('word processors\' forms measured again (issue 36)', () => {
  // An owners' table whose rows are captioned "Owner 1", "Owner 2" in a merged cell at their left, each row with the
  // owner's home on a line of its own under it ("Home:" and the address).
  const table = (captionDy: number) => pageOf([
    item('SECTION 3 - OWNERSHIP', 40, 310, 'F2', 9, 140),
    item('Owner Name', 93, 327, 'F1', 8, 46), item('Title', 239, 327, 'F1', 8, 15), item('% Own', 339, 327, 'F1', 8, 25), item('SSN', 389, 327, 'F1', 8, 15),
    item('Date of Birth', 479, 327, 'F1', 8, 45),
    item('Farid Fairbanks', 93, 345, 'F3', 10, 62), item('President', 239, 345, 'F3', 10, 38), item('75%', 339, 345, 'F3', 10, 18), item('450-32-9856', 389, 345, 'F3', 10, 51),
    item('05/27/1956', 479, 345, 'F3', 10, 45), item('Owner 1', 40, 345 + captionDy, 'F1', 8, 34), item('Home:', 93, 364, 'F1', 8, 22),
    item('6649 Commerce Dr, Spokane, WA 92403', 120, 365, 'F3', 10, 165),
    item('Gideon Brannigan', 93, 385, 'F3', 10, 72), item('Secretary', 239, 385, 'F3', 10, 39), item('25%', 339, 385, 'F3', 10, 18), item('310-98-8600', 389, 385, 'F3', 10, 51),
    item('08/27/1960', 479, 385, 'F3', 10, 45), item('Owner 2', 40, 385 + captionDy, 'F1', 8, 34), item('Home:', 93, 404, 'F1', 8, 22),
    item('1803 Station Way, Toledo, OH 43694', 120, 405, 'F3', 10, 146),
    item('SECTION 4 - OPEN ADVANCES / LOANS', 40, 422, 'F2', 9, 176)]);
  const both = [['Farid', 'Fairbanks', 'President', 75, '450329856'], ['Gideon', 'Brannigan', 'Secretary', 25, '310988600']];

  it('a row\'s caption "Owner 1" on a line of its own, and the owner\'s home under the row, end no table', () => {
    expect(owners(read(table(9)))).toEqual(both);
  });

  it('a row\'s caption "Owner 1" read on the row\'s own line is no owner\'s name', () => {
    expect(owners(read(table(6)))).toEqual(both);
  });

  it('a label typed in its value\'s font, a point smaller and a wide space before the value: label and value', () => {
    const r = read(pageOf([item('Company', 30, 66, 'F1', 10, 45),
      item('Legal', 30, 82, 'F1', 8, 21.6), item('Name', 55.9, 82, 'F1', 8, 17.3), item('Crescent', 80.1, 82, 'F1', 9, 33.8), item('Precision,', 118.1, 82, 'F1', 9, 42.2),
      item('LLC', 164.5, 82, 'F1', 9, 12.7), item('Industry', 282, 102, 'F1', 8, 28.7), item('Machine', 317.7, 102, 'F1', 9, 33.6), item('Shop', 356, 102, 'F1', 9, 19.2),
      item('Start', 534, 102, 'F1', 8, 17.2), item('Date', 553.5, 102, 'F1', 8, 16), item('March', 576.5, 102, 'F1', 9, 23), item('9,', 603.5, 102, 'F1', 9, 7),
      item('2011', 614.5, 102, 'F1', 9, 18)]));
    expect(v(r, 'legal_name', 'industry', 'business_start_date')).toEqual(['Crescent Precision, LLC', 'manufacturing', '2011-03-09']);
  });

  it('two words of one label a little apart ("Entity  form") stay one label', () => {
    const r = read(pageOf([item('Entity', 34, 130, 'F1', 6, 23), item('form', 61, 130, 'F1', 6, 16), item('Limited Liability Company', 114, 131, 'F3', 9, 127),
      item('EIN', 34, 150, 'F1', 6, 12), item('52-6269272', 114, 151, 'F3', 9, 50)]));
    expect(v(r, 'type_of_entity')).toEqual(['llc']);
  });

  it('"Business Location" is the business\'s address; "City, State Zip" with "Tacoma, WA" and the ZIP apart gives the state', () => {
    expect(v(read(pageOf([item('Business Location', 39, 198, 'F1', 8, 62), item('6134 Station Way, Austin, TX 77965', 154, 210, 'F3', 10, 160),
      item('State of Incorporation', 309, 222, 'F1', 8, 72), item('FL', 424, 234, 'F3', 10, 10)])), 'state_region')).toEqual(['TX']);
    expect(v(read(pageOf([item('Physical Address', 40, 233, 'F1', 8, 69), item('4345 Elm Ave Suite 276', 263, 232, 'F3', 11, 152),
      item('City, State Zip', 40, 250, 'F1', 8, 60), item('Tacoma, WA', 262, 249, 'F3', 11, 70), item('95691', 346, 249, 'F3', 11, 35)])), 'state_region')).toEqual(['WA']);
  });

  it('"Inc." written as the type of entity after a dotted leader is a corporation, not the label "State of Inc."', () => {
    const r = read(pageOf([item('Legal Business Name', 40, 131, 'F1', 8, 87), item('Saffron Kids Academy Inc.', 264, 131, 'F3', 11, 150),
      item('Type of Entity', 40, 165, 'F1', 8, 58), item('............................................................', 101, 165, 'F2', 8, 133),
      item('Inc.', 262, 165, 'F3', 11, 16), item('State of Inc.', 40, 200, 'F1', 8, 50), item('OH', 262, 200, 'F3', 11, 14),
      item('Federal Tax ID #', 40, 182, 'F1', 8, 68), item('88-2936038', 263, 182, 'F3', 11, 69)]));
    expect(v(r, 'type_of_entity')).toEqual(['c_corporation']);
  });
});

describe('people who are not owners (issue 36)', () => {
  it('a heading whose note says they are not owners ("Booth renters (independent contractors, not owners)") heads no owners', () => {
    const renter = (y: number, name: string, booth: string) => [item('RENTER NAME', 34, y, 'F1', 7, 44), item('BOOTH #', 224, y, 'F1', 7, 26),
      item('WEEKLY RENT', 304, y, 'F1', 7, 43), item(name, 37, y + 10, 'F3', 10, 60), item(booth, 227, y + 10, 'F3', 10, 5), item('$200.00', 307, y + 10, 'F3', 10, 33)];
    const r = read(pageOf([item('SALON MANAGER (NOT AN OWNER)', 374, 170, 'F1', 7, 106), item('Samuel McAllister', 377, 180, 'F3', 10, 72),
      item('BOOTH / CHAIR RENTERS (independent contractors, not owners)', 34, 252, 'F2', 8, 233), ...renter(262, 'Nadia Okafor', '4'), ...renter(285, 'Chloe Garcia-Lopez', '5'),
      item('OWNER 1', 34, 340, 'F2', 9, 39), item('Full Name', 32, 351, 'F1', 7, 27), item('Title', 232, 351, 'F1', 7, 11), item('Ownership %', 342, 351, 'F1', 7, 36),
      item('SSN / ITIN', 412, 351, 'F1', 7, 29), item('Moreau, Maria', 34, 362, 'F3', 10, 58), item('Member', 234, 362, 'F3', 10, 33), item('100 %', 344, 362, 'F3', 10, 26),
      item('419-91-4562', 414, 362, 'F3', 10, 51)]));
    expect(owners(r)).toEqual([['Maria', 'Moreau', 'Member', 100, '419914562']]);
  });
});

describe('scans of other brokers\' forms (issue 36)', () => {
  it('owners as columns headed "Owner 1" ... "Owner4" (run together), two owners\' shares read as one piece', () => {
    const r = read(pageOf([item('OWNERS & PERSONAL GUARANTORS', 42, 266, 'ocr', 10, 272),
      item('Owner 1', 132, 282, 'ocr', 10, 30), item('Owner 2', 243, 282, 'ocr', 10, 32), item('Owner 3', 355, 282, 'ocr', 10, 31), item('Owner4', 468, 282, 'ocr', 10, 32),
      item('Full Name', 45, 298, 'ocr', 10, 31), item('Yamamoto, Thomas T.', 134, 298, 'ocr', 10, 94), item('Brennan, Olusegun L.', 245, 298, 'ocr', 10, 100),
      item('McAllister, James', 357, 298, 'ocr', 10, 85), item("O'Neil, Derek", 468, 298, 'ocr', 10, 66),
      item('Title', 44, 317, 'ocr', 10, 15), item('Owner', 132, 317, 'ocr', 10, 26), item('Director', 245, 317, 'ocr', 10, 40), item('Co-Owner', 357, 317, 'ocr', 10, 40),
      item('Director', 469, 317, 'ocr', 10, 39),
      item('Ownership %', 42, 338, 'ocr', 10, 43), item('thirty', 134, 338, 'ocr', 10, 25), item('percent', 162, 338, 'ocr', 10, 32), item('(30%)', 197, 338, 'ocr', 10, 25),
      item('thirty', 246, 338, 'ocr', 10, 25), item('percent', 274, 338, 'ocr', 10, 32), item('(30%)', 309, 338, 'ocr', 10, 25),
      item('twenty percent (20%)', 358, 338, 'ocr', 10, 99), item('twenty percent (20%)', 469, 338, 'ocr', 10, 99),
      item('SSN', 42, 358, 'ocr', 10, 17), item('593-34-6381', 134, 358, 'ocr', 10, 54), item('748-84-8114', 246, 358, 'ocr', 10, 54), item('XXX-XX-2970', 355, 358, 'ocr', 10, 57),
      item('240-45-9592', 469, 358, 'ocr', 10, 55)]));
    expect(owners(r)).toEqual([['Thomas', 'Yamamoto', 'Owner', 30, '593346381'], ['Olusegun', 'Brennan', 'Director', 30, '748848114'],
      ['James', 'McAllister', 'Co-Owner', 20, null], ['Derek', "O'Neil", 'Director', 20, '240459592']]);
  });

  it('"State of" and a word misread ("State of icompursiun") is not the business\'s state', () => {
    const r = read(pageOf([item('Federal Tax ID (EIN)', 44, 137, 'ocr', 10, 60), item('State', 310, 137, 'ocr', 10, 15), item('of icompursiun', 328, 137, 'ocr', 10, 44),
      item('54-5084026', 46, 148, 'ocr', 9, 54), item('WY', 311, 148, 'ocr', 9, 12), item('Business Street Address', 42, 161, 'ocr', 9, 74), item('City', 289, 161, 'ocr', 9, 15),
      item('State', 418, 161, 'ocr', 9, 18), item('612 Lakeview Dr', 45, 170, 'ocr', 9, 100), item('Columbus', 292, 171, 'ocr', 9, 45), item('OH', 420, 171, 'ocr', 9, 14)]));
    expect(v(r, 'state_region')).toEqual(['OH']);
  });
});

