// The Create a Training modal (lazy; partners only): the same form as /trainingform.
import { FormModal } from '@/components/ui/form-modal';
import { CreateTrainingForm } from './create-training-form';

export function CreateTrainingModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <FormModal show={show} onHide={onHide} title="Create a Training">
      <CreateTrainingForm onCreated={onHide} />
    </FormModal>
  );
}
