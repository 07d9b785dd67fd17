// The Add a Business modal (lazy): saving closes it.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense, useId } from 'react';
import Modal from 'react-bootstrap/Modal';

const AddBusinessForm = lazyWithStyles(() => import('./add-business-form'));

export function AddBusinessModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId}>Add a Business</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <AddBusinessForm onDone={onHide} onCancel={onHide} />
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}

export default AddBusinessModal;
