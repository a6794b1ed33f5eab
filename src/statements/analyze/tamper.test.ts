import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { metadataSignals, statementSignals } from './tamper.ts';
import { balanced, doc, stmt, tx } from '../../../test/statements/builders.ts';

const codes = (xs: { code: string }[]) => xs.map((x) => x.code);

describe('tamper signals', () => {
  it('editing tools and word processors as producer/creator', () => {
    expect(codes(metadataSignals(doc([], { producer: 'Adobe Photoshop 25.0' })))).toEqual(['editing_software']);
    expect(codes(metadataSignals(doc([], { producer: 'iLovePDF', creator: 'Sejda' })))).toEqual(['editing_software', 'editing_software']);
    expect(codes(metadataSignals(doc([], { producer: 'Microsoft® Word for Microsoft 365' })))).toEqual(['office_software']);
    expect(codes(metadataSignals(doc([], { producer: 'LibreOffice 7.6' })))).toEqual(['office_software']);
    expect(metadataSignals(doc([], { producer: 'Compart DocBridge', creator: 'StatementComposer 9.2' }))).toEqual([]);
  });

  it('modified meaningfully after creation', () => {
    expect(codes(metadataSignals(doc([], { creation_date: '2026-03-01T10:00:00Z', mod_date: '2026-03-04T09:00:00Z' }))))
      .toEqual(['modified_after_creation']);
    expect(metadataSignals(doc([], { creation_date: "D:20260301100000+00'00'", mod_date: "D:20260301100005+00'00'" }))).toEqual([]);
  });

  it('duplicated rows, printed totals, minority amount fonts', () => {
    const rows = [tx('2026-03-02', 500, 'credit', 'MOBILE DEPOSIT REF 123456789'), tx('2026-03-02', 500, 'credit', 'MOBILE DEPOSIT REF 123456789')];
    expect(codes(statementSignals(stmt({ transactions: rows }), 0))).toEqual(['duplicate_rows']);
    // Identical rows without a reference number are normal (fees, card swipes, redacted descriptions).
    expect(statementSignals(stmt({ transactions: [1, 2, 3].map(() => tx('2026-03-02', 35, 'debit', 'OVERDRAFT ITEM FEE')) }), 0)).toEqual([]);
    expect(statementSignals(stmt({ transactions: [tx('2026-03-02', 5, 'debit', 'COFFEE'), tx('2026-03-02', 5, 'debit', 'COFFEE')] }), 0)).toEqual([]);
    expect(codes(statementSignals(stmt({ printed_total_credits: 10, transactions: [tx('2026-03-02', 11, 'credit', 'D')] }), 0)))
      .toEqual(['printed_totals_mismatch']);
    expect(codes(statementSignals(stmt({ amount_fonts: { 'ABCDEF+Helvetica': 40, 'GHIJKL+Arial-BoldMT': 2 } }), 0)))
      .toEqual(['mixed_amount_fonts']);
    expect(statementSignals(stmt({ amount_fonts: { 'ABCDEF+Helvetica': 40, 'GHIJKL+Helvetica-Bold': 2 } }), 0)).toEqual([]);
  });

  it('balance discontinuity between consecutive statements of one account, and unreconciled', () => {
    const feb = balanced({ period_start: '2026-02-01', period_end: '2026-02-28', beginning_balance: 100, transactions: [] });
    const mar = balanced({ period_start: '2026-03-01', period_end: '2026-03-31', beginning_balance: 900, transactions: [] });
    const r = analyze([doc([feb]), doc([mar], { file_name: 'mar.pdf' })]);
    expect(r.parsing_details.documents[1]!.tamper_signals).toMatchObject([{ code: 'balance_discontinuity', statement: 1 }]);
    const bad = stmt({ beginning_balance: 0, ending_balance: 10 });
    expect(codes(analyze([doc([bad])]).parsing_details.documents[0]!.tamper_signals)).toEqual(['unreconciled']);
  });
});
