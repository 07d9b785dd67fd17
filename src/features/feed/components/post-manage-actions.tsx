// Edit and Delete on the author's own posts (feed cards and, through the app, the profile's list), Take down for an
// admin on feed cards (issue 14). Posts have no details page, so nothing to leave: the lists refetch.
import { useViewer } from '@/hooks/use-viewer';
import { ItemManageActions } from '@/components/ui/item-manage-actions';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import type { EditedPost } from './create-post-form';

const EditPostModal = lazyWithStyles(() =>
  import('./create-post-form').then((module) => ({ default: module.EditPostModal })),
);

export function PostManageActions({
  post,
  takeDown = false,
}: {
  post: EditedPost & { authorId: number | null | undefined };
  takeDown?: boolean;
}) {
  return (
    <ItemManageActions
      viewer={useViewer()}
      item={{ type: 'post', id: post.id, title: post.title, authorId: post.authorId }}
      takeDown={takeDown}
      editor={(close) => <EditPostModal post={post} onHide={close} />}
    />
  );
}
