// The flags every headless run of Debian's Chromium here starts with (the e2e journeys, Lighthouse): no sandbox (the
// CI container has none), no GPU, and none of the browser's own traffic (updates, sync, first-run pages, QUIC), so
// what a test or a measurement sees is the portal's requests alone.
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
