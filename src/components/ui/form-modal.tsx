// The centred, large dialog that holds a create form: its title names the dialog (aria-labelledby).
import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

export function FormModal({
  show,
  onHide,
  title,
  children,
}: {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby={`${id}-heading`}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={`${id}-heading`}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </Modal>
  );
}
