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
 * cleaned: a link the server writes correctly never has one.
 */
function hasUnsafeCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return /\s/.test(text);
}

const HTTP_URL = /^https?:\/\//i;

/**
 * The URL to follow, or undefined when `value` is not one that is safe to follow. Accepted: 'https://…'
 * and 'http://…' with a host and no user name or password (a 'https://gate.io@evil.com' hides its host),
 * returned as the browser will read it; and paths starting with a single '/', returned as given.
 * Refused: every other scheme (javascript:, data:, vbscript:, file:, blob:), protocol-relative '//host',
 * relative paths, and any text with whitespace, control characters or backslashes.
 */
export function safeNavigationUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || hasUnsafeCharacter(value)) return undefined;
  if (value.startsWith('/')) return value.startsWith('//') ? undefined : value;
  if (!HTTP_URL.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const isHttp = url.protocol === 'https:' || url.protocol === 'http:';
  if (!isHttp || url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  return url.href;
}
