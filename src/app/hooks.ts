// Typed Redux hooks for the whole portal.
import { useDispatch, useSelector } from 'react-redux';
import type { Viewer } from '@/lib/can-manage';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The signed-in account's id (the `author.id` of what it owns) and whether it is an admin: who may manage an item. */
export function useViewer(): Viewer {
  const accountId = useAppSelector(({ auth }) => {
    const id = auth.token !== null && auth.userType ? auth[auth.userType]?.id : null;
    return typeof id === 'number' ? id : null;
  });
  const isAdmin = useAppSelector(({ auth }) => auth.token !== null && auth.userType === 'admin');
  return { accountId, isAdmin };
}
