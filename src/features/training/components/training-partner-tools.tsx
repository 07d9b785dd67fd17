// The training's partner (or an admin) on its details page (issue 33): check-in at the door and the registrations.
// Lazy: loaded only for the viewer who runs the training.
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import type { TrainingEvent } from '../api/training-api';
import { TrainingCheckIn } from './training-check-in';
import { TrainingRegistrants } from './training-registrants';

export function TrainingPartnerTools({ item }: { item: TrainingEvent }) {
  const { t } = useT('training');
  const [open, setOpen] = useState<'check-in' | 'list' | null>(null);
  const toggle = (which: 'check-in' | 'list') => setOpen((current) => (current === which ? null : which));
  return (
    <section className="training-partner-tools" aria-label={t('Run this training')}>
      <div className="d-flex gap-2 flex-wrap">
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-expanded={open === 'check-in'}
          onClick={() => toggle('check-in')}
        >
          {t('Check in participants')}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-expanded={open === 'list'}
          onClick={() => toggle('list')}
        >
          {t('Registrations')}
        </button>
      </div>
      {open === 'check-in' ? <TrainingCheckIn eventId={item.id} /> : null}
      {open === 'list' ? <TrainingRegistrants eventId={item.id} online={item.location === 'Online'} /> : null}
    </section>
  );
}
