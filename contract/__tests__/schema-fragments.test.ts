// The shared schema pieces (contract/schema-fragments.ts): what a closed object built by objectOf requires, and that
// the types FromSchema derives from it are the very types of the schema written out by hand (checked by `npm run
// typecheck`: expectTypeOf fails the build, not the run, when they differ).
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  anyInteger,
  anyString,
  count,
  fieldsOf,
  nullableObjectOf,
  nullableString,
  objectOf,
  optionalObjectOf,
  type BodyWith,
} from '../schema-fragments';

describe('objectOf', () => {
  it('requires every property, in their order, and allows no other', () => {
    const schema = objectOf({ id: anyInteger, name: anyString, note: nullableString });
    expect(schema).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'note'],
      properties: { id: { type: 'integer' }, name: { type: 'string' }, note: { type: ['string', 'null'] } },
    });
  });

  it('adds the optional properties after the required ones, without requiring them', () => {
    const schema = objectOf({ id: anyInteger }, { extra: anyString });
    expect(schema.required).toEqual(['id']);
    expect(Object.keys(schema.properties)).toEqual(['id', 'extra']);
  });

  it('derives the type of the schema written out', () => {
    const built = objectOf(
      { id: anyInteger, kind: { type: 'string', enum: ['a', 'b'] } },
      { note: nullableString },
    );
    const written = {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'kind'],
      properties: {
        id: { type: 'integer' },
        kind: { type: 'string', enum: ['a', 'b'] },
        note: { type: ['string', 'null'] },
      },
    } as const;
    expect(built).toEqual(written);
    expectTypeOf<FromSchema<typeof built>>().toEqualTypeOf<FromSchema<typeof written>>();
    expectTypeOf<FromSchema<typeof built>>().toEqualTypeOf<{
      id: number;
      kind: 'a' | 'b';
      note?: string | null;
    }>();
  });
});

describe('nullableObjectOf and fieldsOf', () => {
  it('allows null instead of the object', () => {
    const schema = nullableObjectOf({ id: anyInteger });
    expect(schema.type).toEqual(['object', 'null']);
    expect(schema.required).toEqual(['id']);
    expectTypeOf<FromSchema<typeof schema>>().toEqualTypeOf<{ id: number } | null>();
  });

  it('makes each named field a string or null, in the order given', () => {
    const fields = fieldsOf(nullableString, ['b', 'a'] as const);
    expect(Object.keys(fields)).toEqual(['b', 'a']);
    expect(fields.a).toEqual({ type: ['string', 'null'] });
    const schema = objectOf({ ...fields });
    expect(schema.required).toEqual(['b', 'a']);
    expectTypeOf<FromSchema<typeof schema>>().toEqualTypeOf<{ a: string | null; b: string | null }>();
  });
});

describe('fieldsOf', () => {
  it('gives each named field the one type, in the order given', () => {
    const fields = fieldsOf(count, ['total', 'pending'] as const);
    expect(fields).toEqual({
      total: { type: 'integer', minimum: 0 },
      pending: { type: 'integer', minimum: 0 },
    });
    expect(Object.keys(fields)).toEqual(['total', 'pending']);
    const schema = objectOf({ id: anyInteger, ...fields });
    expect(schema.required).toEqual(['id', 'total', 'pending']);
    expectTypeOf<FromSchema<typeof schema>>().toEqualTypeOf<{ id: number; total: number; pending: number }>();
  });
});

describe('optionalObjectOf and BodyWith', () => {
  it('closes the object and requires nothing: the route checks the fields with its own messages', () => {
    const schema = optionalObjectOf({ id: anyInteger, note: nullableString });
    expect(schema).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: { id: { type: 'integer' }, note: { type: ['string', 'null'] } },
    });
    expect(schema).not.toHaveProperty('required');
    type Fields = FromSchema<typeof schema>;
    expectTypeOf<Fields>().toEqualTypeOf<{ id?: number; note?: string | null }>();
    expectTypeOf<BodyWith<Fields, readonly ['id']>>().toEqualTypeOf<
      { id?: number; note?: string | null } & { id: number }
    >();
  });
});
