// The one reader of the open data (GET /prop/public/stats, `open_data`, issue 19): the raw object into the contract's
// OpenData, or null when a host sends none or something else. Apart from stats-adapter.ts: only the lazy /open-data
// page carries it. A cell that is neither a count nor '<5' reads as 0, a missing name as ''.
import { fieldsOf, text } from '@/lib/adapt';
import { objectReader, readFields, rowsReader, sameReaders } from '@/lib/read-fields';
import { SUPPRESSED, type OpenData, type PublicCount } from '@contract/insights';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const count = (value: unknown): number => (isCount(value) ? value : 0);
const publicCount = (value: unknown): PublicCount => (value === SUPPRESSED ? SUPPRESSED : count(value));
const isObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);
const publicCounts = <K extends string>(...keys: K[]) => sameReaders(keys, publicCount);

const PHASES = sameReaders(['open', 'upcoming', 'closed'], count);
const STATUSES = publicCounts('pending', 'approved', 'rejected');

/** Calls for proposals (issue 32); a host without them reads as none. */
const readCalls = objectReader<OpenData['calls']>({
  total: objectReader(PHASES),
  by_sector: rowsReader({ sector: text, ...PHASES }),
  by_state: rowsReader({ state: text, ...PHASES }),
});

/** Proposals by status, state and sector (issue 32); a host without them reads as none. */
const readProposals = objectReader<OpenData['proposals']>({
  total: objectReader(STATUSES),
  by_state: rowsReader({ state: text, ...STATUSES }),
  by_sector: rowsReader({ sector: text, ...STATUSES }),
});

/** People trained (issue 33); a host without them reads as none (0, empty tables). */
const readPeopleTrained = objectReader<OpenData['people_trained']>({
  total: publicCount,
  by_state: rowsReader({ state: text, people: publicCount }),
  by_sector: rowsReader({ sector: text, people: publicCount }),
  by_gender: rowsReader({ gender: text, people: publicCount }),
  per_month: rowsReader({ month: text, completions: publicCount }),
  top_partners: rowsReader({ partner: text, people: publicCount }),
});

export function toOpenData(raw: unknown): OpenData | null {
  const fields = fieldsOf(raw);
  if (typeof fields.computed_at !== 'string') return null;
  const lists = [fields.by_state, fields.by_sector, fields.support_needs, fields.growth];
  const objects = [fields.by_kind, fields.offers, fields.licence];
  if (!lists.every(Array.isArray) || !objects.every(isObject)) return null;
  return readFields<OpenData>(fields, {
    computed_at: text,
    licence: objectReader({ name: text, url: text }),
    by_kind: objectReader(publicCounts('creative', 'business', 'partner')),
    by_state: rowsReader({ state: text, ...publicCounts('creative', 'business') }),
    by_sector: rowsReader({ sector: text, ...publicCounts('creative', 'business') }),
    support_needs: rowsReader({
      sector: text,
      ...publicCounts('training', 'funding', 'tools', 'market_access'),
    }),
    growth: rowsReader({ month: text, ...publicCounts('joined', 'total') }),
    offers: objectReader(sameReaders(['opportunities', 'trainings', 'tools'], count)),
    people_trained: readPeopleTrained,
    calls: readCalls,
    proposals: readProposals,
  });
}
