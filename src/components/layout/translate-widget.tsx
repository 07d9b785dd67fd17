// The translate-widget container; the external script loads only when VITE_TRANSLATE_SCRIPT is set.
import { useEffect, useRef } from 'react';
import { env } from '@/config/env';

declare global {
  interface Window {
    googleTranslateElementInit?: () => void;
    google?: { translate?: { TranslateElement?: new (options: object, elementId: string) => unknown } };
  }
}

/** Whether the script was requested in this page's life (a remounted header must not load it again). */
let scriptRequested = false;

export function TranslateWidget() {
  const scriptUrl = env.translateScript;
  const container = useRef<HTMLDivElement>(null);

  // Loaded once per page (a script element with src, never inline code), into the header's container.
  useEffect(() => {
    if (!scriptUrl || !container.current) return;
    if (scriptRequested) {
      window.googleTranslateElementInit?.(); // a new container after a layout change: render the widget again
      return;
    }
    scriptRequested = true;
    window.googleTranslateElementInit = () => {
      const TranslateElement = window.google?.translate?.TranslateElement;
      if (TranslateElement) new TranslateElement({ pageLanguage: 'en' }, 'google_translate_element');
    };
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.translateWidget = 'true';
    container.current.appendChild(script);
  }, [scriptUrl]);

  return (
    <div ref={container} id="google_translate_element" className="translate-widget" hidden={!scriptUrl} />
  );
}
