// The one reader of the open data (GET /prop/public/stats, `open_data`, issue 19): the raw object into the contract's
// OpenData, or null when a host sends none or something else. Apart from stats-adapter.ts: only the lazy /open-data
// page carries it. A cell that is neither a count nor '<5' reads as 0, a missing name as ''.
import { fieldsOf, text } from '@/lib/adapt';
import { SUPPRESSED, type OpenData, type PublicCount } from '@contract/insights';
import type { SupportTypeKey } from '@contract/support-types';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const count = (value: unknown): number => (isCount(value) ? value : 0);
const publicCount = (value: unknown): PublicCount => (value === SUPPRESSED ? SUPPRESSED : count(value));
const isObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);
const rows = (value: unknown) => (Array.isArray(value) ? value.map(fieldsOf) : []);
const SUPPORT_KEYS: SupportTypeKey[] = ['training', 'funding', 'tools', 'market_access'];

/** A row's cells under these keys, each read by `cell`. */
const cellsOf = <K extends string, V>(
  row: Record<string, unknown>,
  keys: readonly K[],
  cell: (v: unknown) => V,
) => Object.fromEntries(keys.map((key) => [key, cell(row[key])])) as Record<K, V>;

const PHASES = ['open', 'upcoming', 'closed'] as const;
const STATUSES = ['pending', 'approved', 'rejected'] as const;

export function toOpenData(raw: unknown): OpenData | null {
  const fields = fieldsOf(raw);
  if (typeof fields.computed_at !== 'string') return null;
  const lists = [fields.by_state, fields.by_sector, fields.support_needs, fields.growth];
  const objects = [fields.by_kind, fields.offers, fields.licence];
  if (!lists.every(Array.isArray) || !objects.every(isObject)) return null;
  const licence = fieldsOf(fields.licence);
  const byKind = fieldsOf(fields.by_kind);
  const offers = fieldsOf(fields.offers);
  return {
    computed_at: fields.computed_at,
    licence: { name: text(licence.name), url: text(licence.url) },
    by_kind: {
      creative: publicCount(byKind.creative),
      business: publicCount(byKind.business),
      partner: publicCount(byKind.partner),
    },
    by_state: rows(fields.by_state).map((row) => ({
      state: text(row.state),
      creative: publicCount(row.creative),
      business: publicCount(row.business),
    })),
    by_sector: rows(fields.by_sector).map((row) => ({
      sector: text(row.sector),
      creative: publicCount(row.creative),
      business: publicCount(row.business),
    })),
    support_needs: rows(fields.support_needs).map((row) => ({
      sector: text(row.sector),
      ...cellsOf(row, SUPPORT_KEYS, publicCount),
    })),
    growth: rows(fields.growth).map((row) => ({
      month: text(row.month),
      joined: publicCount(row.joined),
      total: publicCount(row.total),
    })),
    offers: {
      opportunities: count(offers.opportunities),
      trainings: count(offers.trainings),
      tools: count(offers.tools),
    },
    people_trained: toPeopleTrained(fields.people_trained),
    calls: toCalls(fields.calls),
    proposals: toProposals(fields.proposals),
  };
}

/** Calls for proposals (issue 32); a host without them reads as none. */
function toCalls(raw: unknown): OpenData['calls'] {
  const fields = fieldsOf(raw);
  return {
    total: cellsOf(fieldsOf(fields.total), PHASES, count),
    by_sector: rows(fields.by_sector).map((row) => ({
      sector: text(row.sector),
      ...cellsOf(row, PHASES, count),
    })),
    by_state: rows(fields.by_state).map((row) => ({
      state: text(row.state),
      ...cellsOf(row, PHASES, count),
    })),
  };
}

/** Proposals by status, state and sector (issue 32); a host without them reads as none. */
function toProposals(raw: unknown): OpenData['proposals'] {
  const fields = fieldsOf(raw);
  return {
    total: cellsOf(fieldsOf(fields.total), STATUSES, publicCount),
    by_state: rows(fields.by_state).map((row) => ({
      state: text(row.state),
      ...cellsOf(row, STATUSES, publicCount),
    })),
    by_sector: rows(fields.by_sector).map((row) => ({
      sector: text(row.sector),
      ...cellsOf(row, STATUSES, publicCount),
    })),
  };
}

/** People trained (issue 33); a host without them reads as none (0, empty tables). */
function toPeopleTrained(raw: unknown): OpenData['people_trained'] {
  const fields = fieldsOf(raw);
  return {
    total: publicCount(fields.total),
    by_state: rows(fields.by_state).map((row) => ({
      state: text(row.state),
      people: publicCount(row.people),
    })),
    by_sector: rows(fields.by_sector).map((row) => ({
      sector: text(row.sector),
      people: publicCount(row.people),
    })),
    by_gender: rows(fields.by_gender).map((row) => ({
      gender: text(row.gender),
      people: publicCount(row.people),
    })),
    per_month: rows(fields.per_month).map((row) => ({
      month: text(row.month),
      completions: publicCount(row.completions),
    })),
    top_partners: rows(fields.top_partners).map((row) => ({
      partner: text(row.partner),
      people: publicCount(row.people),
    })),
  };
}
