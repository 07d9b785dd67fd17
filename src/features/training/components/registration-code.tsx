// A registration code as the participant shows it at the door (issue 33): the 8 characters large, and a QR code of
// them that the partner's check-in screen scans. Lazy, with its QR library (qrcode-generator, MIT, no dependencies):
// only a registered member's details page loads it. The QR is drawn as SVG rectangles, no HTML injected.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { useT } from '@/i18n/use-t';

/** The dark modules of the code's QR (error correction M), as one SVG path. */
export function qrPath(text: string): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  return { size, d };
}

export function RegistrationCode({ code }: { code: string }) {
  const { t } = useT('training');
  const { size, d } = useMemo(() => qrPath(code), [code]);
  const quiet = 4;
  return (
    <figure className="training-code">
      <svg
        className="training-code__qr"
        role="img"
        aria-label={t('QR code of your registration code')}
        viewBox={`${-quiet} ${-quiet} ${size + quiet * 2} ${size + quiet * 2}`}
        width="180"
        height="180"
        shapeRendering="crispEdges"
      >
        <rect x={-quiet} y={-quiet} width={size + quiet * 2} height={size + quiet * 2} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <figcaption>
        {t('Your registration code')}
        <span className="training-code__text" data-testid="registration-code">
          {code}
        </span>
        {t('Show it at the door.')}
      </figcaption>
    </figure>
  );
}
