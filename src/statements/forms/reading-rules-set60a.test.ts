import { describe, expect, it } from 'vitest';
import type { TextItem } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the sixtieth author's printed conversations (issue 36): a web chat's transcript ("[9:08 AM] Bot:
// question" / "[9:09 AM] You: answer") and a phone's text thread naming nobody (questions on the left, answers on the
// right), each read as a person reads a conversation, on self-made pages here.

/** A transcript's lines: the bot's question on the left, the answer after "You:" indented on the line under it. */
function transcript(turns: [string, string][], start: number, page: number, title: boolean) {
  const items: TextItem[] = title ? [item('Acme Capital - Live Chat Transcript', 40, 30, 'F2', 13), item('Agent: Ava (virtual assistant)', 40, 50, 'F1', 8)] : [];
  turns.forEach(([q, a], i) => {
    const y = 80 + i * 40, t = `${9 + Math.floor((start + i) / 60)}:${String((start + i) % 60).padStart(2, '0')} AM`;
    items.push(item(`[${t}] Bot: ${q}`, 40, y, 'F1', 9.5));
    items.push(item(`[${t}] You:`, 256, y + 17, 'F2', 9.5, 70));
    // (The answer typed a point higher than the sender's name, a script's baseline.)
    items.push(item(a, 330, y + 16, 'F3', 9.5, a.length * 4.6));
  });
  return { ...pageOf(items), page };
}

describe('printed conversations (issue 36, set 60a)', () => {
  it('a chat transcript: each "Bot:" question answered by the next "You:" message, owners asked one after another', () => {
    const one = transcript([
      ['Hi! I will collect a few details.', 'ok'], ["What is your business's legal name?", 'Cedar Point Studio Inc.'],
      ['What is your CRA Business Number, with the program account (e.g. RC0001)?', '649649761 RP 0001'],
      ['How much funding are you looking for?', 'CAD 240,000'], ["What is the owner's full name?", 'Robert Lindqvist'],
      ['And the title?', 'CEO'], ['What percentage of the business is owned?', '60%'], ['SIN, for the credit check?', '150 124 394'],
      ['Does anyone else own 20% or more?', 'Yes']], 0, 1, true);
    const two = transcript([["What is the other owner's full name?", "Patrick A. O'Neill"], ['And the title?', 'Member'],
      ['What percentage of the business is owned?', '40%'], ['Roughly what is the credit score?', '557']], 20, 2, true);
    const r = read(one, two);
    expect(v(r, 'legal_name', 'business_tax_id', 'requested_amount')).toEqual(['Cedar Point Studio Inc.', '649649761RP0001', 240000]);
    expect(owners(r)).toEqual([['Robert', 'Lindqvist', 'CEO', 60, '150124394'], ['Patrick', "O'Neill", 'Member', 40, null]]);
    expect(r.applicants[1]!.credit_score?.value).toBe(557);
  });

  it('a phone\'s thread naming nobody: questions flush left, answers to the right, a share and a schedule asked in a chat\'s words', () => {
    const qa: [string, string][] = [['whats the legal name on your tax return?', 'Jasmine Washington'], ['any dba / trade name?', 'Harbor Veterinary'],
      ['how much are you looking for?', '$114,500'], ['Would you prefer to pay daily, weekly, bi-weekly or monthly?', 'Weekly'],
      ['your full name?', 'Jasmine Washington'], ['title?', 'Owner/Operator'], ['what % do they own?', '100%'],
      ['SSN, for the soft credit pull?', '280-52-0033'], ['Roughly what is the credit score?', '659']];
    const items = [item('9:14', 24, 20, 'F2', 11), item('QuickLine Funding', 153, 70, 'F1', 10)];
    qa.forEach(([q, a], i) => {
      const y = 110 + i * 70, w = a.length * 6.2;
      items.push(item(q, 26, y, 'F1', 12, Math.min(220, q.length * 5.4)));
      // (The answers end near the right edge, not at one point: a hand's script.)
      items.push(item(a, 352 + (i % 3) * 6 - w, y + 34, 'F3', 13, w));
    });
    const r = read(pageOf(items, { width: 390, height: 844 }));
    expect(v(r, 'legal_name', 'trade_name', 'requested_amount', 'payment_frequency')).toEqual(['Jasmine Washington', 'Harbor Veterinary', 114500, 'weekly']);
    expect(owners(r)).toEqual([['Jasmine', 'Washington', 'Owner/Operator', 100, '280520033']]);
    expect(r.applicants[0]!.credit_score?.value).toBe(659);
  });

  it('a thread over two screens, the last with three messages under its title: the bubbles counted over the thread', () => {
    const screen = (qa: [string, string][], page: number) => {
      const items = [item('9:14', 24, 20, 'F2', 11), item('QuickLine Funding', 153, 70, 'F1', 10), item('Text Message - Today 9:14 AM', 140, 88, 'F1', 8)];
      qa.forEach(([q, a], i) => {
        const y = 110 + i * 64, w = a.length * 6.2;
        items.push(item(q, 26, y, 'F1', 12, Math.min(220, q.length * 5.4)));
        if (a) items.push(item(a, 352 - w, y + 33, 'F3', 13, w));
      });
      return { ...pageOf(items, { width: 390, height: 844 }), page };
    };
    const r = read(screen([['whats the legal name on your tax return?', 'Prairie Spine & Wellness Inc.'], ['any dba / trade name?', 'Prairie Spine & Wellness'],
      ['What is the business EIN?', '87-9045447'], ['how much are you looking for?', '$178,000'], ['when did you open?', '2/18/14'], ['business address?', '3427 Oak Ave, Tulsa, OK 74132'],
      ['your full name?', 'Patrick T. Gauthier'], ['title?', 'Owner'], ['what % do they own?', '50%']], 1),
    screen([['who referred you to us?', 'Stu Yates'], ['which bank do you use?', 'PNC Bank'], ['perfect, sending the contract shortly', '']], 2));
    expect(v(r, 'trade_name', 'business_tax_id', 'requested_amount')).toEqual(['Prairie Spine & Wellness', '879045447', 178000]);
    expect(owners(r)).toEqual([['Patrick', 'Gauthier', 'Owner', 50, null]]);
  });

  it('a form of labels and values right-aligned on their rows is no thread: its labels are read beside their values', () => {
    const rows = [['Legal Name', 'Cedar Point Studio Inc.'], ['DBA', 'Harbor Light Fitness'], ['Federal Tax ID', '12-3456789'], ['Business Phone', '(555) 123-4567']];
    const r = read(pageOf(rows.flatMap(([l, x], i) => [item(l!, 40, 80 + i * 30, 'F2', 9), item(x!, 400 - x!.length * 4.5, 80 + i * 30, 'F1', 9, x!.length * 4.5)])));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id')).toEqual(['Cedar Point Studio Inc.', 'Harbor Light Fitness', '123456789']);
  });

  it('a fax\'s header on each page ("FROM: 288-587-6097  TO: 18885550134") is no conversation: the form under it is read', () => {
    const fax = (page: number, rows: string[][]) => ({ ...pageOf([item('FROM: 288-587-6097', 106, 14, 'F1', 7), item('TO: 18885550134', 188, 14, 'F1', 7),
      ...rows.flatMap(([l, x], i) => [item(l!, 40, 80 + i * 30, 'F2', 9), item(x!, 200, 80 + i * 30, 'F1', 9)])]), page });
    const r = read(fax(1, [['Legal Name', 'Northstar Plumbing, Inc.'], ['Federal EIN', '94-9076495']]), fax(2, [['Amount Requested', '$80,000']]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Northstar Plumbing, Inc.', '949076495']);
  });
});
