// The Create a Training modal (lazy; partners only): the same form as /trainingform. Given an `item`, it edits it
// (issue 14).
import { FormModal } from '@/components/ui/form-modal';
import { useT } from '@/i18n/use-t';
import type { TrainingEvent } from '../api/training-api';
import { CreateTrainingForm } from './create-training-form';

export function CreateTrainingModal({
  show,
  onHide,
  item,
}: {
  show: boolean;
  onHide: () => void;
  item?: TrainingEvent;
}) {
  const { t } = useT('training');
  return (
    <FormModal show={show} onHide={onHide} title={item ? t('Edit Training') : t('Create a Training')}>
      <CreateTrainingForm onCreated={onHide} item={item} />
    </FormModal>
  );
}
