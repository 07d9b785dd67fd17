// The funding adapter: the server's application read as is; what the screens cannot show (an unknown status or
// programme, no id, a document of another type) left out; missing texts and lists read as empty.
import { describe, expect, it } from 'vitest';
import { makeFundingApplication } from '@/testing/mocks/handlers/funding';
import { toFundingApplication, toFundingApplications, toFundingDocument } from '../api/funding-adapter';

const document = { id: 101, name: 'budget.pdf', mime: 'application/pdf', bytes: 2048 } as const;

describe('toFundingApplication', () => {
  it('reads the contract application the server sends, field for field', () => {
    const item = makeFundingApplication({
      id: 4,
      documents: [document],
      history: [
        { status: 'received', note: null, created_at: '2026-11-20T10:00:00.000Z' },
        { status: 'under_review', note: 'Looking at the budget', created_at: '2026-11-21T10:00:00.000Z' },
      ],
      status: 'under_review',
    });
    expect(toFundingApplication(item)).toEqual(item);
  });

  it('reads a thinner application with empty texts and lists', () => {
    expect(toFundingApplication({ id: '7', status: 'approved', programme: 'loan' })).toEqual({
      id: 7,
      reference: '',
      status: 'approved',
      amount: 0,
      purpose: '',
      programme: 'loan',
      applicant: { name: '', email: '', phone_number: null, kind: '' },
      documents: [],
      history: [],
      created_at: '',
      updated_at: '',
    });
  });

  it('leaves out what the screens could not label: no id, an unknown status or programme', () => {
    expect(toFundingApplication({ status: 'approved', programme: 'loan' })).toBeNull();
    expect(toFundingApplication({ id: 1, status: 'lost', programme: 'loan' })).toBeNull();
    expect(toFundingApplication({ id: 1, status: 'approved', programme: 'lottery' })).toBeNull();
    expect(toFundingApplication('application')).toBeNull();
    const good = makeFundingApplication({ id: 2 });
    expect(toFundingApplications([good, { id: 3, status: 'x' }, null])).toEqual([good]);
    expect(toFundingApplications({ data: [good] })).toEqual([]);
  });

  it('keeps only documents and history entries it can read', () => {
    const item = toFundingApplication({
      ...makeFundingApplication({ id: 5 }),
      documents: [
        document,
        { id: 102, name: 'x.exe', mime: 'application/x-msdownload', bytes: 1 },
        { name: 'no id' },
      ],
      history: [{ status: 'received', note: 3, created_at: '2026-11-20T10:00:00.000Z' }, { status: 'gone' }],
    });
    expect(item?.documents).toEqual([document]);
    expect(item?.history).toEqual([
      { status: 'received', note: '3', created_at: '2026-11-20T10:00:00.000Z' },
    ]);
    expect(toFundingDocument({ ...document, id: 0 })).toBeNull();
  });
});
