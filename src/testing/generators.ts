// Test data generators and session seeding through the real storage keys.
import type { Author } from '@contract/authors';
import type { PostItem } from '@contract/posts';
import type { ProductDetailsItem } from '@contract/products';
import type { LoginKind, Profile } from '@/features/auth/auth-slice';
import { profileStorageKey, setItem, setJson, storageKeys } from '@/lib/storage';

/** The author beside a mocked item; tests may leave fields out, as another host might. */
export type MockAuthor = Partial<Author> & Pick<Author, 'id'>;

/** A whole author as the server sends it (contract/authors.ts), from the fields a test cares about; the rest null. */
export function fullAuthor(fields: MockAuthor): Author {
  return {
    kind: 'partner',
    name: null,
    first_name: null,
    last_name: null,
    registered_name: null,
    industry: null,
    photo: null,
    logo: null,
    expertise: null,
    area: null,
    category: null,
    sector: null,
    availability: null,
    ...fields,
  };
}

/** The timestamps of a mocked content item: a fixed instant, so answers are the same on every run. */
export const MOCK_STAMP = {
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
} as const;

/** What a test gives makePost: any field of the contract's post, the author with only the fields it cares about. */
export type PostOverrides = Partial<Omit<PostItem, 'author'>> & { author?: MockAuthor };

/** What a test gives makeProduct: any field of the contract's product, the author with only the fields it cares about. */
export type ProductOverrides = Partial<Omit<ProductDetailsItem, 'author'>> & { author?: MockAuthor };

let sequence = 0;
const next = () => (sequence += 1);

export function makeCreative(overrides: Profile = {}): Profile {
  const n = next();
  return {
    id: n,
    first_name: `Ada${n}`,
    last_name: 'Obi',
    email: `ada${n}@example.com`,
    photo: null,
    ...overrides,
  };
}

export function makeBusiness(overrides: Profile = {}): Profile {
  const n = next();
  return {
    id: n,
    registered_name: `Studio ${n} Ltd`,
    trade_name: `Studio ${n}`,
    email: `studio${n}@example.com`,
    logo: null,
    ...overrides,
  };
}

export function makePartner(overrides: Profile = {}): Profile {
  const n = next();
  return { id: n, name: `Foundation ${n}`, industry: 'Arts', email: `partner${n}@example.com`, ...overrides };
}

export function makeAdmin(overrides: Profile = {}): Profile {
  const n = next();
  return { id: n, email: `admin${n}@example.com`, ...overrides };
}

export function makeToken(): string {
  return `token-${next()}-${Math.random().toString(36).slice(2)}`;
}

const makers = {
  user: makeCreative,
  business: makeBusiness,
  partner: makePartner,
  admin: makeAdmin,
} as const;

/** Writes a signed-in session to local storage exactly as a login would; call before renderApp. */
export function seedSession(kind: LoginKind, options: { token?: string; profile?: Profile } = {}) {
  const token = options.token ?? makeToken();
  const profile = options.profile ?? makers[kind]();
  setItem(storageKeys.accessToken, token);
  setItem(storageKeys.authenticated, 'true');
  setItem(storageKeys.userType, kind);
  setJson(profileStorageKey[kind], profile);
  if (kind !== 'admin') setItem(storageKeys.loginType, kind);
  return { token, profile };
}

/** A feed post as GET /prop/public/post returns it (the contract's item; author of the given kind, rest null). */
export function makePost({ author, ...overrides }: PostOverrides = {}): PostItem {
  const n = next();
  return {
    id: n,
    title: `Post ${n}`,
    description: `Description of post ${n}.`,
    link: `https://example.com/posts/${n}`,
    images: [`/uploads/post-${n}.png`],
    image_variants: [[{ url: `/uploads/post-${n}-480.webp`, width: 480 }]],
    likes: 3,
    created_at: new Date(2026, 0, 1).toISOString(),
    updated_at: new Date(2026, 0, 1).toISOString(),
    author: fullAuthor(
      author ?? {
        id: 1000 + n,
        kind: 'creative',
        name: `Ada${n} Obi`,
        first_name: `Ada${n}`,
        last_name: 'Obi',
        expertise: 'Fashion design',
        category: 'Fashion',
      },
    ),
    ...overrides,
  };
}

/** A marketplace product as GET /prop/product/{id} returns it (the contract's details item; the lists leave out
 * whatsapp); the author's other fields are null. */
export function makeProduct({ author, ...overrides }: ProductOverrides = {}): ProductDetailsItem {
  const n = next();
  return {
    id: n,
    title: `Product ${n}`,
    name: `Product ${n}`,
    description: `Description of product ${n}.`,
    link: `https://example.com/shop/${n}`,
    images: [`/uploads/product-${n}.png`],
    image_variants: [[]],
    category: 'product',
    price: 1000 * n,
    quantity: 5,
    type: 'physical',
    ...MOCK_STAMP,
    author: fullAuthor(
      author ?? { id: 500, kind: 'creative', name: 'Ada Obi', first_name: 'Ada', last_name: 'Obi' },
    ),
    whatsapp: null,
    seller: { state: 'Lagos', verified: false },
    ...overrides,
  };
}
