// Browser actions kept behind a module so tests can observe them (jsdom cannot reload).
export function reloadPage(): void {
  window.location.reload();
}
