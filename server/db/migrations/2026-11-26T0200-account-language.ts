// Each account's language (issue 17): e-mails to it are written in it. Set at sign-up from the request's language,
// changed in Settings (PUT /clap/prop/account/language). Existing accounts speak English, as they always have.
// Frozen in time: later changes go in new migrations.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts add column language text not null default 'en' check (language in ('en', 'pcm', 'ha', 'yo', 'ig'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts drop column language`.execute(db);
}
