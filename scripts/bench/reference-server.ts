// The bench's reference servers (issue 16), each run as its own process by run.ts so it gets its own core time like
// the portal. Without DATABASE_URL: Fastify answering a constant JSON (the machine's ceiling for an HTTP answer).
// With DATABASE_URL: bare Fastify + `pg` running the portal's page queries with plain `pool.query(text, values)`: no
// cache, no response schema, no plugins. The SQL is a copy of what the portal sent when issue 16 began (captured
// from the repositories through Kysely's log hook, as the plans of docs/benchmarks.md are), kept fixed on purpose:
// the goal "at least 100% of the bare page query" compares the portal with this run's cost of that query, whatever
// the portal's own queries become (run.ts says in the doc whether the portal still sends the same SQL). The searches
// (issue 35) are measured against the portal's own page queries, captured at the start of the run (`/captured/`).
import Fastify from 'fastify';
import pg from 'pg';

/** The feed's page: a page of ids from posts_feed_idx, then the five-table author join for those rows only. */
export const FEED_SQL = `select "posts"."created_at", "posts"."updated_at", "posts"."author_id", "accounts"."kind" as "author_kind", "creative_profiles"."first_name" as "author_first_name", "creative_profiles"."last_name" as "author_last_name", "creative_profiles"."photo" as "author_photo", "creative_profiles"."expertise" as "author_expertise", "creative_profiles"."category" as "author_category", "creative_profiles"."availability_status" as "author_availability_status", "creative_profiles"."availability_remote" as "author_availability_remote", "business_profiles"."registered_name" as "author_registered_name", "business_profiles"."trade_name" as "author_trade_name", "business_profiles"."logo" as "author_business_logo", "business_profiles"."area" as "author_area", "business_profiles"."sector" as "author_sector", "partner_profiles"."name" as "author_partner_name", "partner_profiles"."industry" as "author_industry", "partner_profiles"."logo" as "author_partner_logo", "posts"."id", "posts"."title", "posts"."description", "posts"."link", "posts"."images", "posts"."likes" from "posts" inner join (select "posts"."id" from "posts" where not exists (select "b"."id" from "accounts" as "b" where "b"."id" = "posts"."author_id" and "b"."is_blacklisted" = $1) order by "posts"."created_at" desc, "posts"."id" desc limit $2 offset $3) as "page" on "page"."id" = "posts"."id" inner join "accounts" on "accounts"."id" = "posts"."author_id" left join "creative_profiles" on "creative_profiles"."account_id" = "posts"."author_id" left join "business_profiles" on "business_profiles"."account_id" = "posts"."author_id" left join "partner_profiles" on "partner_profiles"."account_id" = "posts"."author_id" order by "posts"."created_at" desc, "posts"."id" desc`;

const CREATIVE_COLUMNS = `"accounts"."id", "accounts"."email", "accounts"."is_blacklisted", "accounts"."is_activated", "accounts"."status", "accounts"."approved", "accounts"."created_at", "p"."first_name", "p"."last_name", "p"."photo", "p"."category", "p"."expertise", "p"."lga_origin", "p"."origin_state", "p"."residence_state"`;
const PAGE_JOIN = `as "page" inner join "accounts" on "accounts"."id" = "page"."id" inner join "creative_profiles" as "p" on "p"."account_id" = "accounts"."id" order by "accounts"."created_at" desc, "accounts"."id" desc`;

/** The public directory's creatives: a page of ids from accounts_public_directory_idx, then their profiles. */
export const DIRECTORY_SQL = `select ${CREATIVE_COLUMNS} from (select "accounts"."id" from "accounts" where "accounts"."kind" = $1 and "accounts"."is_blacklisted" = $2 and "accounts"."status" = $3 order by "accounts"."created_at" desc, "accounts"."id" desc limit $4 offset $5) ${PAGE_JOIN}`;

/** The same with a name searched (the trigram indexes' expression); the portal caches the match count apart. */
export const SEARCH_SQL = `select ${CREATIVE_COLUMNS} from (select "accounts"."id" from "accounts" inner join "creative_profiles" as "p" on "p"."account_id" = "accounts"."id" where "accounts"."kind" = $1 and "accounts"."is_blacklisted" = $2 and "accounts"."status" = $3 and (p.first_name || ' ' || p.last_name) ilike $4 order by "accounts"."created_at" desc, "accounts"."id" desc limit $5 offset $6) ${PAGE_JOIN}`;

/** One product with its author, through the content lists' page-of-ids skeleton (hence limit 500 offset 0). */
export const PRODUCT_SQL = `select "products"."created_at", "products"."updated_at", "products"."author_id", "accounts"."kind" as "author_kind", "creative_profiles"."first_name" as "author_first_name", "creative_profiles"."last_name" as "author_last_name", "creative_profiles"."photo" as "author_photo", "creative_profiles"."expertise" as "author_expertise", "creative_profiles"."category" as "author_category", "creative_profiles"."availability_status" as "author_availability_status", "creative_profiles"."availability_remote" as "author_availability_remote", "business_profiles"."registered_name" as "author_registered_name", "business_profiles"."trade_name" as "author_trade_name", "business_profiles"."logo" as "author_business_logo", "business_profiles"."area" as "author_area", "business_profiles"."sector" as "author_sector", "partner_profiles"."name" as "author_partner_name", "partner_profiles"."industry" as "author_industry", "partner_profiles"."logo" as "author_partner_logo", "products"."id", "products"."title", "products"."description", "products"."link", "products"."images", "products"."category", "products"."price", "products"."quantity", "products"."type" from "products" inner join (select "products"."id" from "products" where not exists (select "b"."id" from "accounts" as "b" where "b"."id" = "products"."author_id" and "b"."is_blacklisted" = $1) and "products"."id" = $2 order by "products"."created_at" desc, "products"."id" desc limit $3 offset $4) as "page" on "page"."id" = "products"."id" inner join "accounts" on "accounts"."id" = "products"."author_id" left join "creative_profiles" on "creative_profiles"."account_id" = "products"."author_id" left join "business_profiles" on "business_profiles"."account_id" = "products"."author_id" left join "partner_profiles" on "partner_profiles"."account_id" = "products"."author_id" order by "products"."created_at" desc, "products"."id" desc`;

/** The landing counts' query (repositories/directory.ts directoryCounts): the open data beside it is hourly. */
export const STATS_SQL = `select "kind", "total", "visible" from "directory_counts"`;

/** Queries captured from the portal's own repositories (national-measure.ts, through Kysely's log hook), by name:
 * `/captured/<name>` runs that name's queries at once, as the portal's request does, and answers their rows. */
export type CapturedQueries = Record<string, { sql: string; parameters: readonly unknown[] }[]>;

/** The text and values each reference route sends (run.ts compares them with the portal's captured SQL). */
export function referenceQuery(
  route: 'feed' | 'directory' | 'product',
  params: { page?: number; q?: string; id?: number },
): { text: string; values: unknown[] } {
  const page = Math.max(1, params.page ?? 1);
  if (route === 'feed') return { text: FEED_SQL, values: [true, 12, (page - 1) * 12] };
  if (route === 'product') return { text: PRODUCT_SQL, values: [true, params.id ?? 0, 500, 0] };
  if (params.q)
    return {
      text: SEARCH_SQL,
      values: [
        'creative',
        false,
        'public',
        `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        10,
        (page - 1) * 10,
      ],
    };
  return { text: DIRECTORY_SQL, values: ['creative', false, 'public', 10, (page - 1) * 10] };
}

const CONSTANT = { status: true, message: 'Constant', data: { items: [], total: 0 } };

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/health', () => ({ ok: true }));
  app.get('/constant', () => CONSTANT);
  if (process.env.DATABASE_URL) {
    // As large as the portal's single-process pool (DB_MAX_CONNECTIONS' default).
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
    const rows = async (
      route: 'feed' | 'directory' | 'product',
      params: { page?: number; q?: string; id?: number },
    ) => {
      const { text, values } = referenceQuery(route, params);
      return { status: true, data: (await pool.query(text, values)).rows };
    };
    app.get<{ Querystring: { page?: string } }>('/feed', (request) =>
      rows('feed', { page: Number(request.query.page ?? 1) }),
    );
    app.get<{ Querystring: { page?: string; q?: string } }>('/directory', (request) =>
      rows('directory', { page: Number(request.query.page ?? 1), q: request.query.q }),
    );
    app.get<{ Params: { id: string } }>('/product/:id', (request) =>
      rows('product', { id: Number(request.params.id) }),
    );
    app.get('/stats', async () => ({ status: true, data: (await pool.query(STATS_SQL)).rows }));
    const captured = JSON.parse(process.env.CAPTURED_QUERIES ?? '{}') as CapturedQueries;
    app.get<{ Params: { name: string } }>('/captured/:name', async (request, reply) => {
      const queries = captured[request.params.name];
      if (!queries) return reply.code(404).send({ status: false });
      const results = await Promise.all(queries.map((q) => pool.query(q.sql, [...q.parameters])));
      return { status: true, data: results.map((r) => r.rows) };
    });
    app.addHook('onClose', () => pool.end());
  }
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Imported by run.ts for the SQL only; run as a process, it serves.
if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error('reference server:', error);
    process.exit(1);
  });
}
