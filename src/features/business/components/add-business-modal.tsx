// The Add a Business modal (lazy): saving closes it.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useT } from '@/i18n/use-t';

const AddBusinessForm = lazyWithStyles(() => import('./add-business-form'));

export function AddBusinessModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const titleId = useId();
  const { t } = useT('business');
  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={titleId}>{t('Add a Business')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Suspense fallback={<p role="status">{t('Loading...')}</p>}>
          <AddBusinessForm onDone={onHide} onCancel={onHide} />
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}

export default AddBusinessModal;
