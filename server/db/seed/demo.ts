// Demo content for a living portal on first start (SEED_DEMO): creatives, businesses and partners with profiles,
// skills, posts, products, tools, opportunities and trainings, with images drawn at seed time. Every demo account
// shares one password, hashed once. Timestamps are staggered (one row per hour, newest first) so every list has a
// stable order. Runs in the caller's transaction.
import type { Transaction } from 'kysely';
import type { Config } from '../../config';
import { categoriesOf } from '../../../contract/sectors';
import { lgasOf } from '../../../contract/states';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  AVAILABILITY_STATUSES,
  SKILL_LEVELS,
} from '../../../contract/options';
import { hashPassword, SYSTEM_LANE } from '../../lib/passwords';
import type { UploadStore } from '../../lib/upload-store';
import { seedDemoRegistrations } from './demo-registrations';
import type { Database } from '../tables';
import {
  artOfSector,
  BUSINESSES,
  CREATIVES,
  DEMO_PASSWORD,
  EVENTS,
  OPPORTUNITIES,
  PARTNERS,
  POSTS,
  PRODUCTS,
  SKILLS,
  TOOLS,
} from './demo-content';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoCalls } from './demo-calls';
import { generateDemoImages, pairwise } from './images';
import type { ArtKey } from './illustrations';

export { DEMO_PASSWORD };

/** Fixed demo logins (docs/demo-accounts.md). */
export const DEMO_LOGINS = {
  creative: 'creative@demo.ng',
  business: 'business@demo.ng',
  partner: 'partner@demo.ng',
  pendingPartner: 'pending.partner@demo.ng',
} as const;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length];
}

function phone(index: number): string {
  return `+234 800 000 ${String(1000 + index).padStart(4, '0')}`;
}

export interface DemoSeedResult {
  creatives: number;
  businesses: number;
  partners: number;
  posts: number;
  products: number;
  tools: number;
  opportunities: number;
  events: number;
  certificates: number;
  images: number;
}

export async function seedDemo(
  trx: Transaction<Database>,
  config: Config,
  uploadStore: UploadStore,
): Promise<DemoSeedResult> {
  const now = Date.now();
  const verifiedAt = new Date(now - 90 * DAY);
  // One hash for every demo account: scrypt at full cost takes ~0.3 s, 90 of them would take half a minute.
  const passwordHash = await hashPassword(DEMO_PASSWORD, SYSTEM_LANE, {
    argon2Memory: config.argon2Memory,
    scryptCost: config.scryptCost,
  });
  // Every item's pictures show its subject (illustrations.ts), each subject drawn once and shared. One picture an
  // item, but every third post has two, so the feed shows its carousel; more would slow the first start.
  const images = await generateDemoImages(trx, uploadStore);
  const { avatars, backdrops } = images;
  const picturesFor = (items: readonly { art: ArtKey }[], count: (i: number) => number = () => 1) =>
    pairwise(items.length, (i) => images.picturesOf(items[i].art, count(i)));
  const postPictures = await picturesFor(POSTS, (i) => (i % 3 === 0 ? 2 : 1));
  const productPictures = await picturesFor(PRODUCTS);
  const toolPictures = await picturesFor(TOOLS.map((t) => ({ art: artOfSector(t.sector) })));
  const opportunityPictures = await picturesFor(OPPORTUNITIES);
  const eventPictures = await picturesFor(EVENTS);
  const creativeCovers = await picturesFor(CREATIVES.map((c) => ({ art: artOfSector(c.sector) })));
  const businessCovers = await picturesFor(BUSINESSES);

  const account = (
    kind: 'creative' | 'business' | 'partner',
    email: string,
    index: number,
    extra: { approved?: boolean; is_blacklisted?: boolean } = {},
  ) => ({
    kind,
    email,
    password_hash: passwordHash,
    email_verified_at: verifiedAt,
    is_activated: true,
    approved: extra.approved ?? false,
    is_blacklisted: extra.is_blacklisted ?? false,
    // Kinds interleave by a few minutes; index 0 (the fixed login) is the newest of its kind.
    created_at: new Date(
      now -
        30 * DAY +
        (CREATIVES.length - index) * HOUR +
        { creative: 0, business: 20, partner: 40 }[kind] * 60_000,
    ),
  });

  // ---- creatives
  const creativeEmails = CREATIVES.map((c, i) =>
    i === 0 ? DEMO_LOGINS.creative : `${slug(c.first)}.${slug(c.last)}@demo.ng`,
  );
  const creativeRows = await trx
    .insertInto('accounts')
    .values(
      CREATIVES.map((_, i) =>
        account('creative', creativeEmails[i], i, { is_blacklisted: i === CREATIVES.length - 1 }),
      ),
    )
    .returning(['id', 'email'])
    .execute();
  const creativeIds = creativeEmails.map((email) => creativeRows.find((r) => r.email === email)!.id);
  await trx
    .insertInto('creative_profiles')
    .values(
      CREATIVES.map((c, i) => {
        const categories = categoriesOf(c.sector);
        const lgas = lgasOf(c.state);
        const category = pick(categories, i);
        return {
          account_id: creativeIds[i],
          first_name: c.first,
          last_name: c.last,
          bio: `${c.first} works in ${c.sector.toLowerCase()} (${category.toLowerCase()}) from ${c.state}. This is a demo profile.`,
          gender: c.gender,
          date_of_birth: `${1978 + (i % 24)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
          phone_number: phone(i),
          employment_status: pick(EMPLOYMENT_STATUSES, i),
          level_of_education: pick(EDUCATION_LEVELS, i + 1),
          expertise: c.sector,
          category,
          skill_level: pick(SKILL_LEVELS, i),
          origin_state: c.state,
          lga_origin: pick(lgas, i),
          residence_state: i % 3 === 0 ? 'Lagos' : c.state,
          // Residence is its own LGA and state: a third live in Lagos, away from their state of origin.
          lga_residence: i % 3 === 0 ? pick(lgasOf('Lagos'), i) : pick(lgas, i + 1),
          photo: pick(avatars, i),
          cover_photo: creativeCovers[i][0],
          facebook: `https://facebook.com/demo.${slug(c.first)}`,
          twitter: `https://twitter.com/demo_${slug(c.first)}`,
          instagram: `https://instagram.com/demo.${slug(c.first)}.${slug(c.last)}`,
          availability_status: pick(AVAILABILITY_STATUSES, i),
          availability_remote: i % 2 === 0,
          need_training: i % 2 === 0,
          need_funding: i % 3 === 0,
          need_tools: i % 4 === 0,
          need_market_access: i % 5 === 0,
          detail_training:
            i % 2 === 0 ? `Advanced ${category.toLowerCase()} techniques and business skills.` : null,
          detail_funding: i % 3 === 0 ? 'About ₦500,000 for equipment and materials.' : null,
          detail_tools: i % 4 === 0 ? 'A better laptop and editing software.' : null,
          detail_market_access: i % 5 === 0 ? 'Buyers in Lagos, Abuja and abroad.' : null,
        };
      }),
    )
    .execute();

  // ---- skills catalogue and the creatives' skills
  const skillRows = await trx
    .insertInto('skills')
    .values(SKILLS.map((name) => ({ name })))
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'name'])
    .execute();
  const skillIds = skillRows.map((s) => s.id);
  if (skillIds.length > 0) {
    const accountSkills = creativeIds.flatMap((accountId, i) => {
      const chosen = new Set([pick(skillIds, i * 3), pick(skillIds, i * 3 + 1), pick(skillIds, i * 7 + 2)]);
      return [...chosen].map((skillId) => ({ account_id: accountId, skill_id: skillId }));
    });
    await trx.insertInto('account_skills').values(accountSkills).execute();
  }

  // ---- businesses
  const businessEmails = BUSINESSES.map((b, i) =>
    i === 0 ? DEMO_LOGINS.business : `hello@${slug(b.trade).replace(/\./g, '')}.demo.ng`,
  );
  const businessRows = await trx
    .insertInto('accounts')
    .values(BUSINESSES.map((_, i) => account('business', businessEmails[i], i)))
    .returning(['id', 'email'])
    .execute();
  const businessIds = businessEmails.map((email) => businessRows.find((r) => r.email === email)!.id);
  await trx
    .insertInto('business_profiles')
    .values(
      BUSINESSES.map((b, i) => ({
        account_id: businessIds[i],
        registered_name: b.registered,
        trade_name: b.trade,
        sector: b.sector,
        area: b.area,
        phone_number: phone(100 + i),
        lga: pick(lgasOf(b.state), i),
        state: b.state,
        address: `${10 + i} Demo Street, ${b.state}`,
        website: `https://example.com/demo/${slug(b.trade).replace(/\./g, '-')}`,
        bio: `${b.trade} (${b.area.toLowerCase()}) is a demo business in ${b.state}.`,
        logo: pick(avatars, i + 3),
        cover_photo: businessCovers[i][0],
        twitter: `https://twitter.com/demo_${slug(b.trade).replace(/\./g, '')}`,
        facebook: null,
        instagram: `https://instagram.com/demo.${slug(b.trade)}`,
        need_training: i % 3 === 0,
        need_funding: i % 2 === 0,
        need_tools: i % 4 === 1,
        need_market_access: i % 3 === 1,
        detail_training: i % 3 === 0 ? 'Bookkeeping and digital marketing for our staff.' : null,
        detail_funding: i % 2 === 0 ? '₦2,000,000 to expand the workshop.' : null,
        detail_tools: i % 4 === 1 ? 'Industrial machines and design software licences.' : null,
        detail_market_access: i % 3 === 1 ? 'Export buyers and retail partners.' : null,
      })),
    )
    .execute();

  // ---- partners: all approved except the three in the admin's approval queue (indexes 1 to 3).
  const partnerEmails = PARTNERS.map((p, i) =>
    i === 0
      ? DEMO_LOGINS.partner
      : i === 1
        ? DEMO_LOGINS.pendingPartner
        : `partners@${slug(p.name).replace(/\./g, '')}.demo.ng`,
  );
  const partnerRows = await trx
    .insertInto('accounts')
    .values(PARTNERS.map((_, i) => account('partner', partnerEmails[i], i, { approved: i === 0 || i > 3 })))
    .returning(['id', 'email'])
    .execute();
  const partnerIds = partnerEmails.map((email) => partnerRows.find((r) => r.email === email)!.id);
  await trx
    .insertInto('partner_profiles')
    .values(
      PARTNERS.map((p, i) => ({
        account_id: partnerIds[i],
        name: p.name,
        website: `https://example.com/demo/${slug(p.name).replace(/\./g, '-')}`,
        industry: p.industry,
        user_name: p.contact,
        user_email: `${slug(p.contact)}@demo.ng`,
        user_phone_number: phone(200 + i),
        partner_type: p.type,
        goals: `Support ${pick(['young designers', 'musicians', 'filmmakers', 'artisans', 'writers'], i)} across Nigeria with ${p.type === 'scholarship' ? 'scholarships' : p.type === 'donate' ? 'grants' : 'sponsorship'}.`,
        outcome: 'More creatives earning a sustainable living from their work.',
        bio: `${p.name} is a demo partner (${p.industry.toLowerCase()}).`,
        logo: pick(avatars, i + 5),
        cover_photo: pick(backdrops, i),
      })),
    )
    .execute();

  // Authors of content: never the blacklisted creative, never an unapproved partner.
  const activeCreatives = creativeIds.slice(0, -1);
  const approvedPartners = partnerIds.filter((_, i) => i === 0 || i > 3);
  const at = (i: number, spacingHours: number) => new Date(now - (i + 1) * spacingHours * HOUR);

  // ---- posts: alternate creatives and businesses; the fixed demo logins author the two newest.
  await trx
    .insertInto('posts')
    .values(
      POSTS.map((p, i) => ({
        author_id: i % 2 === 0 ? pick(activeCreatives, i / 2) : pick(businessIds, (i - 1) / 2),
        title: p.title,
        description: p.description,
        link: p.link,
        likes: (i * 17) % 90,
        images: postPictures[i],
        created_at: at(i, 3),
        updated_at: at(i, 3),
      })),
    )
    .execute();

  // ---- products
  await trx
    .insertInto('products')
    .values(
      PRODUCTS.map((p, i) => ({
        author_id: i % 2 === 0 ? pick(activeCreatives, i) : pick(businessIds, i),
        title: p.title,
        description: p.description,
        link: `https://example.com/demo/shop/${i + 1}`,
        category: p.category,
        price: p.price,
        quantity: p.quantity,
        type: p.category === 'product' ? 'physical' : p.category === 'service' ? 'service' : 'digital',
        images: productPictures[i],
        created_at: at(i, 5),
        updated_at: at(i, 5),
      })),
    )
    .execute();

  // ---- tools, opportunities and trainings: by approved partners (partner@demo.ng first).
  await trx
    .insertInto('tools')
    .values(
      TOOLS.map((t, i) => ({
        author_id: pick(approvedPartners, i),
        name: t.name,
        description: t.description,
        link: `https://example.com/demo/tools/${slug(t.name).replace(/\./g, '-')}`,
        sector: t.sector,
        offer: t.offer,
        type: t.type,
        price: t.price,
        category: t.category,
        images: toolPictures[i],
        created_at: at(i, 7),
        updated_at: at(i, 7),
      })),
    )
    .execute();

  await trx
    .insertInto('opportunities')
    .values(
      OPPORTUNITIES.map((o, i) => ({
        author_id: pick(approvedPartners, i),
        title: o.title,
        description: o.description,
        link: `https://example.com/demo/opportunities/${i + 1}`,
        deadline: new Date(now + (14 + i * 4) * DAY),
        starts_at: new Date(now + (30 + i * 4) * DAY + 9 * HOUR),
        address: o.address,
        timing: o.timing,
        location: o.location,
        level: o.level,
        images: opportunityPictures[i],
        created_at: at(i, 9),
        updated_at: at(i, 9),
      })),
    )
    .execute();

  const eventRows = await trx
    .insertInto('events')
    .values(
      EVENTS.map((e, i) => ({
        author_id: pick(approvedPartners, i),
        title: e.title,
        description: e.description,
        link: `https://example.com/demo/trainings/${i + 1}`,
        location: e.location,
        starts_at: new Date(Math.floor((now + (7 + i * 5) * DAY) / HOUR) * HOUR),
        address: e.address,
        images: eventPictures[i],
        created_at: at(i, 11),
        updated_at: at(i, 11),
      })),
    )
    .returning(['id', 'location', 'address', 'starts_at'])
    .execute();
  // Issue 33: registrations on three trainings (one upcoming, one full with a waiting list, one past and attended).
  await seedDemoRegistrations(
    trx,
    eventRows.map((row) => ({ ...row, address: row.address ?? '' })),
    { creatives: activeCreatives, businesses: businessIds },
    now,
  );

  // Issue 33: a past training with attendees and certificates (one revoked).
  const certificates = await seedDemoCertificates(trx, DEMO_LOGINS.partner, DEMO_LOGINS.creative);

  // ---- calls for proposals (issue 32): two open, one closed, proposals in each status.
  await seedDemoCalls(trx, uploadStore, {
    partners: approvedPartners,
    creatives: activeCreatives,
    businesses: businessIds,
    pictures: opportunityPictures.slice(0, 3),
  });

  return {
    creatives: CREATIVES.length,
    businesses: BUSINESSES.length,
    partners: PARTNERS.length,
    posts: POSTS.length,
    products: PRODUCTS.length,
    tools: TOOLS.length,
    opportunities: OPPORTUNITIES.length,
    events: EVENTS.length,
    certificates,
    images: images.stored(),
  };
}
