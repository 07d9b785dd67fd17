// Check-in at the door, on the partner's phone (issue 33, docs/training.md "Attendance"): type the participant's code,
// or scan their QR with the camera where the browser has BarcodeDetector; typing always works. Each answer (checked
// in, wrong code, another training's code, waiting list, already checked in) is read out (aria-live).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t';
import { translate } from '@/i18n/runtime';
import { getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { useCheckInMutation } from '../api/registration-api';

interface Outcome {
  ok: boolean;
  text: string;
}

interface Detector {
  detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The browser's BarcodeDetector, when it has one (Chrome on Android does; Safari and Firefox do not). */
function barcodeDetector(): DetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
}

/** The camera view that reads QR codes until one is found; `onCode` gets its text. */
function Scanner({ onCode, onStop }: { onCode: (code: string) => void; onStop: () => void }) {
  const { t } = useT('training');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        if (!video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((found) => {
            const value = found[0]?.rawValue;
            if (value && !stopped) {
              stopped = true;
              onCode(value);
            }
          });
        }, 400);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);
  return (
    <div className="training-scanner">
      {failed ? (
        <p role="alert">{t('The camera could not be opened. Type the code instead.')}</p>
      ) : (
        <video ref={video} className="training-scanner__video" muted playsInline aria-label={t('Camera')} />
      )}
      <button type="button" className="btn btn-outline-primary" onClick={onStop}>
        {t('Stop scanning')}
      </button>
    </div>
  );
}

export function TrainingCheckIn({ eventId }: { eventId: number }) {
  const { t } = useT('training');
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const [checkIn, { isLoading }] = useCheckInMutation();
  const canScan = barcodeDetector() !== undefined && Boolean(globalThis.navigator?.mediaDevices);

  async function send(value: string) {
    const typed = value.trim();
    if (!typed) return;
    try {
      const { result, message } = await checkIn({ id: eventId, code: typed }).unwrap();
      setOutcome({ ok: true, text: `${translate(message)} ${result.name}` });
      setCode('');
    } catch (error) {
      const data = (error as { data?: { data?: { name?: unknown; attended_at?: unknown } } }).data?.data;
      const who =
        typeof data?.name === 'string'
          ? ` ${data.name}${typeof data.attended_at === 'string' ? ` (${formatNigeriaDateTime(data.attended_at)})` : ''}`
          : '';
      setOutcome({
        ok: false,
        text: `${getErrorMessage(error, t('The check-in failed. Please try again.'))}${who}`,
      });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(code);
  }

  return (
    <section className="training-check-in" aria-labelledby="check-in-title">
      <h3 className="h5" id="check-in-title">
        {t('Check in participants')}
      </h3>
      <form onSubmit={onSubmit} className="d-flex gap-2 flex-wrap align-items-end">
        <div>
          <label htmlFor="check-in-code" className="form-label">
            {t('Registration code')}
          </label>
          <input
            id="check-in-code"
            className="form-control training-check-in__code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={isLoading || code.trim() === ''}>
          {t('Check in')}
        </button>
        {canScan && !scanning ? (
          <button type="button" className="btn btn-outline-primary" onClick={() => setScanning(true)}>
            {t('Scan a QR code')}
          </button>
        ) : null}
      </form>
      {scanning ? (
        <Scanner
          onCode={(value) => {
            setScanning(false);
            void send(value);
          }}
          onStop={() => setScanning(false)}
        />
      ) : null}
      {/* Always present, so each new answer is announced; the alert colours keep AA contrast. */}
      <div role="status" aria-live="polite">
        {outcome ? (
          <p
            className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'} fw-bold mt-2 mb-0`}
            data-testid="check-in-outcome"
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
