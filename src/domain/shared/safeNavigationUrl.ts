/**
 * Where a link or a navigation the server names may lead (the candy-drop promotion's url, LP-SUCCESS-04;
 * a web3 task's jump_web, ST-DATA-10; a staking agreement): an absolute http(s) URL, or a path of this
 * site. Anything else is refused, so a tampered or mistaken answer can never turn 'Go to CandyDrop' into
 * `javascript:` or `data:` that runs in the exchange's page.
 */

/**
 * Whitespace, control characters and backslashes anywhere. A browser removes tabs and newlines inside a
 * URL and trims control characters and spaces around it ('java\tscript:' runs as 'javascript:'), and it
 * reads a backslash as a slash ('/\evil.com' is '//evil.com', another site). Such text is refused, not
 * cleaned: a link the server writes correctly never has one. One expression rather than a loop: this
 * check ships in every part that reads the provider's context (its default navigate), the Modal's 16 KB
 * included.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const UNSAFE_CHARACTER = /[\s\\\x00-\x1f\x7f-\x9f]/;

/**
 * The URL to follow, or undefined when `value` is not one that is safe to follow. Accepted: 'https://…'
 * and 'http://…' with a host and no user name or password (a 'https://gate.io@evil.com' hides its host),
 * returned as the browser will read it; and paths starting with a single '/', returned as given.
 * Refused: every other scheme (javascript:, data:, vbscript:, file:, blob:), protocol-relative '//host',
 * relative paths, and any text with whitespace, control characters or backslashes.
 */
export function safeNavigationUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || UNSAFE_CHARACTER.test(value)) return undefined;
  if (value[0] === '/') return value[1] === '/' ? undefined : value;
  if (!/^https?:\/\//i.test(value)) return undefined;
  try {
    // The scheme is http(s) by the test above; a user name or password hides the real host.
    const url = new URL(value);
    if (url.hostname && !url.username && !url.password) return url.href;
  } catch {
    // Not a URL at all: refused.
  }
  return undefined;
}
