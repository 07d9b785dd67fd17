// The Edit My Information modal (itself lazy; the form of the account's kind inside loads lazily too).
import { Suspense, useId } from 'react';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import Modal from 'react-bootstrap/Modal';
import { useT } from '@/i18n/use-t';
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';

const EditInfoForm = lazyWithStyles(() =>
  import('./edit-info-form').then((m) => ({ default: m.EditInfoForm })),
);
const PartnerInfoForm = lazyWithStyles(() =>
  import('./partner-info-form').then((m) => ({ default: m.PartnerInfoForm })),
);

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
  const { t } = useT('profile');
  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby={titleId} scrollable>
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={titleId}>{t('Edit My Information')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Suspense fallback={<p role="status">{t('Loading...')}</p>}>
          {kind === 'partner' ? (
            <PartnerInfoForm profile={profile} onDone={onHide} />
          ) : (
            <EditInfoForm profile={profile} kind={kind} onDone={onHide} />
          )}
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}

export default EditInfoModal;
