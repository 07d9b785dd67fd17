// Spec section 9: cached query data is kept 60 s by default: a result nobody reads any more is still cached at
// 59 999 ms and gone at 60 000 ms (frozen fake timers, src/testing/timers.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { toolsApi } from '@/features/tools/api/tools-api';
import { expectAfterExactly, freezeTimers, settle, thawTimers } from '@/testing/timers';

afterEach(thawTimers);

describe('the query cache', () => {
  it('keeps an unused result exactly 60 s', async () => {
    const store = makeStore();
    const cached = () => toolsApi.endpoints.getTool.select(1)(store.getState());
    freezeTimers();
    const subscription = store.dispatch(toolsApi.endpoints.getTool.initiate(1));
    await settle(() => expect(cached().status).toBe('fulfilled'));
    subscription.unsubscribe();
    await expectAfterExactly(60_000, () => cached().isUninitialized);
  });
});
