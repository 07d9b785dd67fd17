// hooks/use-viewer.ts reads the auth slice through its own type (shared code may not import app/): the real store
// must still fit it, or this file stops compiling; and the viewer it reads from the real store is the signed-out one.
import { describe, expect, it } from 'vitest';
import { selectViewer, type ViewerState } from '@/hooks/use-viewer';
import { makeStore, type RootState } from '../store';

describe('the viewer read by shared parts', () => {
  it('reads the real store', () => {
    const state: ViewerState = makeStore().getState() satisfies RootState;
    expect(selectViewer(state)).toEqual({ signedIn: false, isAdmin: false, accountId: null });
  });
});
