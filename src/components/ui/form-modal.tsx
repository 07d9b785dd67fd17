// The centred dialog that holds a form, large by default (create forms), `compact` for a short one (a report):
// its title names the dialog (aria-labelledby).
import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useT } from '@/i18n/use-t';

export function FormModal({
  show,
  onHide,
  title,
  children,
  compact = false,
}: {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  children: ReactNode;
  compact?: boolean;
}) {
  const id = useId();
  const { t } = useT();
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      size={compact ? undefined : 'lg'}
      aria-labelledby={`${id}-heading`}
    >
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={`${id}-heading`}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </Modal>
  );
}
