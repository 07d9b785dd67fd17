// The like toggle is local (spec section 4: no call); the liked ids persist in this device's storage.
import { useCallback, useSyncExternalStore } from 'react';

export const LIKED_POSTS_KEY = 'likedPosts';

const listeners = new Set<() => void>();

function read(): number[] {
  try {
    const raw = window.localStorage.getItem(LIKED_POSTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

let cacheRaw: string | null | undefined;
let cache: number[] = [];

function snapshot(): number[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(LIKED_POSTS_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cacheRaw) {
    cacheRaw = raw;
    cache = read();
  }
  return cache;
}

export function isLiked(id: number): boolean {
  return snapshot().includes(id);
}

export function setLiked(id: number, liked: boolean): void {
  const ids = snapshot().filter((value) => value !== id);
  if (liked) ids.push(id);
  try {
    window.localStorage.setItem(LIKED_POSTS_KEY, JSON.stringify(ids));
  } catch {
    // storage full or disabled: the like lives until the page closes
    cacheRaw = undefined;
    cache = ids;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LIKED_POSTS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** [liked, toggle] for one post. */
export function useLikedPost(id: number): [boolean, () => void] {
  const liked = useSyncExternalStore(
    subscribe,
    () => snapshot().includes(id),
    () => false,
  );
  const toggle = useCallback(() => setLiked(id, !isLiked(id)), [id]);
  return [liked, toggle];
}
