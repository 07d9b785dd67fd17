// The Edit My Information modal (itself lazy; the form inside loads lazily too).
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';

const EditInfoForm = lazyWithStyles(() => import('./edit-info-form').then((m) => ({ default: m.EditInfoForm })));

export function EditInfoModal({
  show,
  onHide,
  profile,
  kind,
}: {
  show: boolean;
  onHide: () => void;
  profile: AnyProfile;
  kind: ProfileKind;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby={titleId} scrollable>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId}>Edit My Information</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <EditInfoForm profile={profile} kind={kind} onDone={onHide} />
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}

export default EditInfoModal;
