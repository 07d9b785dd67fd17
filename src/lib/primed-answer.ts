// The API answer the server wrote into the page for its first screen (server/services/first-screens.ts): the
// marketplace's first page, a tool's or a training's details, or a search's results. The page puts it into RTK Query's cache before its first render, so
// it shows the items (and the image the browser is already fetching) without calling the API again. Loaded with
// those pages' chunks only, never with the first load.
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { UnknownAction } from '@reduxjs/toolkit';
import { PRIMED_ANSWER_ID } from '@contract/first-screens';
import { apiBaseUrl, authorizationHeader } from './api-session';

/**
 * The answer written for `request` (a path under /clap), once: the element is removed, so a later visit to the same
 * screen in this tab asks the API. Undefined when there is none, it is for another request, the portal talks to
 * another API host, or the visitor is signed in: the server's copy is the anonymous answer, which may be a few
 * seconds old, and a writer must see their own change on their next read (issue 16).
 */
export function takePrimedAnswer(request: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const tag = document.getElementById(PRIMED_ANSWER_ID);
  if (!tag || tag.dataset.request !== request) return undefined;
  tag.remove();
  if (authorizationHeader() || apiBaseUrl() !== `${window.location.origin}/clap`) return undefined;
  try {
    return JSON.parse(tag.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * On the first render only, puts the written answer for `request` (null: this view has none) into the store through
 * the action `prime` makes of it (RTK Query's upsertQueryEntries, with the endpoint's own transform; null to skip).
 * During render on purpose: upsertQueryEntries is synchronous, so the query hook that follows reads the entry in
 * the same render, shows the data at once and never starts the request; an effect would first show the loading
 * screen, blanking the pre-rendered image. It changes no state another mounted component reads. True when it primed
 * the store (the host that served the page answered the request), on every render of that mount.
 */
export function usePrimedAnswer(
  request: string | null,
  prime: (body: unknown) => UnknownAction | null,
): boolean {
  const dispatch = useAppDispatch();
  const [primed] = useState(() => {
    const body = request === null ? undefined : takePrimedAnswer(request);
    const action = body === undefined ? null : prime(body);
    if (action) dispatch(action);
    return action !== null;
  });
  return primed;
}
