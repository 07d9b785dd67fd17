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
      ...(Object.fromEntries(SUPPORT_KEYS.map((key) => [key, publicCount(row[key])])) as Record<
        SupportTypeKey,
        PublicCount
      >),
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
