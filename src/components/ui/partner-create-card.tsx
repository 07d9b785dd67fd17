// The partner-only "Create ..." card: opens the lazy modal; an unapproved partner sees it disabled with a note.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense, useState, type ComponentType } from 'react';
import { useT } from '@/i18n/use-t';

export interface PartnerCreateCardProps {
  label: string;
  approved: boolean;
  loadModal: () => Promise<{ default: ComponentType<{ show: boolean; onHide: () => void }> }>;
}

export function PartnerCreateCard({ label, approved, loadModal }: PartnerCreateCardProps) {
  const [open, setOpen] = useState(false);
  const [Modal] = useState(() => lazyWithStyles(loadModal));
  const { t } = useT();
  return (
    <div className="card h-100 create-card">
      <div className="card-body d-flex flex-column justify-content-center align-items-center text-center">
        <button type="button" className="btn btn-primary" disabled={!approved} onClick={() => setOpen(true)}>
          <span aria-hidden="true">+ </span>
          {label}
        </button>
        {!approved ? (
          <p className="small text-muted mt-2 mb-0">
            {t(
              'Your partner account is awaiting approval by the ministry. You can create content once it is approved.',
            )}
          </p>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <Modal show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
