// The Create a Training modal (lazy; partners only): the same form as /trainingform.
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { CreateTrainingForm } from './create-training-form';

export function CreateTrainingModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const id = useId();
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby={`${id}-heading`}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={`${id}-heading`}>Create a Training</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <CreateTrainingForm onCreated={onHide} />
      </Modal.Body>
    </Modal>
  );
}
