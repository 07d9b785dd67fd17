// A training's registrations for its partner or an admin (issue 33, docs/training.md "Attendance"): name, e-mail,
// phone, state, status and attendance; an online training's attendees are ticked here; the CSV downloads the same.
import { toast } from 'react-toastify';
import { ListState } from '@/components/ui/list-state';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { downloadRegistrantsCsv, useCheckInMutation, useGetRegistrantsQuery } from '../api/registration-api';

export function TrainingRegistrants({ eventId, online }: { eventId: number; online: boolean }) {
  const { t } = useT('training');
  const { data = [], isLoading, isError, refetch } = useGetRegistrantsQuery(eventId);
  const [mark, { isLoading: marking }] = useCheckInMutation();
  const registered = data.filter((r) => r.status === 'registered');
  const attended = registered.filter((r) => r.attended_at).length;

  async function download() {
    try {
      await downloadRegistrantsCsv(eventId);
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  return (
    <section className="training-registrants" aria-labelledby="registrants-title">
      <div className="d-flex justify-content-between align-items-center flex-wrap gap-2">
        <h3 className="h5 mb-0" id="registrants-title">
          {t('Registrations')}
        </h3>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void download()}>
          {t('Download CSV')}
        </button>
      </div>
      <p>
        {t('{{registered}} registered, {{waiting}} waiting, {{attended}} attended', {
          registered: String(registered.length),
          waiting: String(data.length - registered.length),
          attended: String(attended),
        })}
      </p>
      <ListState
        isLoading={isLoading}
        error={isError ? t('The registrations could not be loaded.') : null}
        isEmpty={!isLoading && !isError && data.length === 0}
        emptyText={t('Nobody has registered yet.')}
        onRetry={() => void refetch()}
        skeletons={1}
      >
        <div className="table-responsive">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{t('Name')}</th>
                <th scope="col">{t('E-mail')}</th>
                <th scope="col">{t('Phone')}</th>
                <th scope="col">{t('State')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Attended')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <tr key={r.id}>
                  <td>{r.name}</td>
                  <td>{r.email}</td>
                  <td>{r.phone ?? ''}</td>
                  <td>{r.state ?? ''}</td>
                  <td>{r.status === 'registered' ? t('Registered') : t('Waiting list')}</td>
                  <td>
                    {online && r.status === 'registered' ? (
                      <input
                        type="checkbox"
                        className="form-check-input"
                        checked={r.attended_at !== null}
                        disabled={marking}
                        aria-label={t('{{name}} attended', { name: r.name })}
                        onChange={(e) =>
                          void mark({ id: eventId, registration_id: r.id, attended: e.target.checked })
                            .unwrap()
                            .catch(() => toast.error(t('The attendance could not be saved.')))
                        }
                      />
                    ) : r.attended_at ? (
                      formatNigeriaDateTime(r.attended_at)
                    ) : (
                      ''
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </section>
  );
}
