// Records what the portal puts on the account as its language (issue 17), for the tests of the language choice.
import { http } from 'msw';
import { server } from './server';
import { apiUrl, okEnvelope } from './utils';

/** Records every PUT /prop/account/language body. */
export function recordAccountLanguage(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(apiUrl('/prop/account/language'), async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return okEnvelope(body, 'Your language has been saved.');
    }),
  );
  return bodies;
}
