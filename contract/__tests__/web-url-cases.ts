// The address table the web-address rule is tested with, on the portal (lib, form schemas) and on the server
// (every stored URL field): one list, so the two sides are held to the same cases.

/** Addresses no field may accept: other schemes, userinfo tricks, empty or missing hosts, parser differentials. */
export const BAD_WEB_URLS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'javascript:alert(1)<!--@x.example',
  'http://user@host.example',
  'http:///x',
  'https://',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  'http:\\\\evil.example',
  'https://exa mple.com',
  'https://localhost/x',
  'https://ex%61mple.com',
];

/** Addresses every field keeps as given. */
export const GOOD_WEB_URLS = [
  'https://example.com',
  'http://sub.example.org/path?q=1#top',
  'https://192.0.2.10:8443/x',
];
