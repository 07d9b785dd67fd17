// One owner per endpoint name: loading every api file together must not redefine a name. RTK Query would keep
// the first definition, so the second feature's hook would silently call the first feature's URL.
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';

describe('API endpoints', () => {
  it('load together, each name defined once', async () => {
    const modules = import.meta.glob(['/src/features/*/api/*.ts', '/src/lib/*-api.ts']);
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    // A duplicate name throws here (ONE_OWNER_PER_ENDPOINT), whichever file loads first.
    for (const load of Object.values(modules)) await load();
    expect(Object.keys(api.endpoints)).toEqual(expect.arrayContaining(['deleteAccount', 'removeAccount']));
  });
});
