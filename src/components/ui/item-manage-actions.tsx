// Edit and Delete for the signed-in author of an item, and Take down for an admin (issue 14): the buttons only, so
// a card or a details page carries a few hundred bytes; the feature's edit form and the shared delete and take-down
// dialogs load when first opened.
import { Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '@/hooks/use-viewer';
import { useFeature } from '@/lib/capabilities';
import { manageRole, type Viewer } from '@/lib/can-manage';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { ITEM_TYPE_LABELS } from '@contract/moderation';
import type { ManagedItem } from './managed-item';

export type { ManagedItem, Viewer };

const RemoveItemDialog = lazyWithStyles(() =>
  import('./remove-item-dialog').then((module) => ({ default: module.RemoveItemDialog })),
);

export interface ItemManageActionsProps {
  item: ManagedItem;
  viewer: Viewer;
  /** The feature's edit dialog, filled in, shown while open (lazy: rendered inside a Suspense here). */
  editor: (close: () => void) => ReactNode;
  /** Offer an admin 'Take down' (details pages and feed cards; lists leave it to the details page). */
  takeDown?: boolean;
  /** Where to go once the item is gone (a details page leaves for its list); lists stay and refetch. */
  leaveTo?: string;
  /** An admin may edit it too, besides taking it down (a call for proposals: admins publish on the ministry's
   * behalf and may correct a partner's). */
  adminEdits?: boolean;
}

export function ItemManageActions(props: ItemManageActionsProps) {
  // Editing and deleting are an extension (issue 30): none on a host without them, or before it has answered.
  const offered = useFeature('content-edit');
  const role = offered
    ? manageRole(props.viewer, props.item.authorId, (props.takeDown ?? false) || (props.adminEdits ?? false))
    : null;
  // Most cards are neither the viewer's nor seen by an admin: they render nothing and hold no state or router hook.
  return role ? <ManageButtons {...props} owner={role === 'owner'} /> : null;
}

/**
 * The actions on a partner's listed item (a tool, an opportunity, a training) for the signed-in viewer: on its card
 * the author's Edit and Delete; on its `details` page an admin's Take down too, and once the item is gone the page
 * leaves for its `list`.
 */
export function ListedItemActions({
  details,
  list,
  ...props
}: Pick<ItemManageActionsProps, 'item' | 'editor'> & { details: boolean; list: string }) {
  return (
    <ItemManageActions
      {...props}
      viewer={useViewer()}
      takeDown={details}
      leaveTo={details ? list : undefined}
    />
  );
}

function ManageButtons({
  item,
  editor,
  leaveTo,
  owner,
  takeDown,
  adminEdits,
}: ItemManageActionsProps & { owner: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'edit' | 'delete' | 'takeDown' | null>(null);
  const close = () => setOpen(null);
  // Names the item for screen readers, where several cards each have their own Edit and Delete.
  const named = <span className="visually-hidden">{`${ITEM_TYPE_LABELS[item.type]} “${item.title}”`}</span>;
  const button = (action: NonNullable<typeof open>, text: string, style: string) => (
    <button type="button" className={`btn btn-sm ${style}`} onClick={() => setOpen(action)}>
      {text} {named}
    </button>
  );
  return (
    <div className="item-manage-actions d-flex flex-wrap gap-2 my-2">
      {owner || adminEdits ? button('edit', 'Edit', 'btn-outline-primary') : null}
      {owner ? button('delete', 'Delete', 'btn-outline-danger') : null}
      {owner || !takeDown ? null : button('takeDown', 'Take down', 'btn-outline-danger')}
      {open ? (
        <Suspense fallback={null}>
          {open === 'edit' ? (
            editor(close)
          ) : (
            <RemoveItemDialog
              item={item}
              takeDown={open === 'takeDown'}
              onCancel={close}
              onRemoved={() => {
                close();
                if (leaveTo) void navigate(leaveTo);
              }}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
