// A question before a consequential action (delete, blacklist): a centred dialog named by its title, the body saying
// what will happen, Cancel and the action's own button.
import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useT } from '@/i18n/use-t';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** What the action does, naming what it acts on. */
  children: ReactNode;
  confirmLabel: string;
  /** The button's text while the action runs. */
  pendingLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const { t } = useT();
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={`${id}-title`} centered>
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-light border" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
