// Edit and Delete on the partner's own training (details page and cards), Take down for an admin on the details
// page (issue 14); a deleted training's page leaves for the training list.
import { ListedItemActions } from '@/components/ui/item-manage-actions';
import { paths } from '@/config/paths';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import type { TrainingEvent } from '../api/training-api';

const EditTrainingModal = lazyWithStyles(() =>
  import('./create-training-modal').then((module) => ({ default: module.CreateTrainingModal })),
);

export function TrainingManageActions({ item, details = false }: { item: TrainingEvent; details?: boolean }) {
  const managed = { type: 'event', id: item.id, title: item.title, authorId: item.author?.id } as const;
  const editor = (close: () => void) => <EditTrainingModal show onHide={close} item={item} />;
  return <ListedItemActions item={managed} details={details} list={paths.training} editor={editor} />;
}
