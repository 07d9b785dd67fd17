// Page edits every page route refuses (400), shared by the English and the per-language tests.
export const INVALID_PAGE_BODIES: Record<string, unknown>[] = [
  { title: 'x' }, // no sections
  { title: 'x', sections: [] },
  { title: 'x', sections: [{ heading: 'h' }] },
  { title: 'x', sections: [{ heading: 'h', paragraphs: { not: 'a list' } }] },
  { title: 'x', sections: [{ heading: 'h', paragraphs: ['p'], html: '<b>' }] },
  { title: 'x', sections: [{ heading: 'h'.repeat(201), paragraphs: ['p'] }] },
  { title: 'x', sections: [{ heading: 'h', paragraphs: ['p'.repeat(5001)] }] },
  { title: 'x', sections: Array.from({ length: 41 }, () => ({ heading: 'h', paragraphs: ['p'] })) },
  { title: '   ', sections: [{ heading: 'h', paragraphs: ['p'] }] },
  { title: 'x', sections: [{ heading: 'h', paragraphs: [] }] },
];
