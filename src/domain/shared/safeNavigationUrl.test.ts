import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNavigationUrl } from './safeNavigationUrl';

describe('safeNavigationUrl: only http(s) and same-site paths may become a link', () => {
  it.each([
    ['https://www.gate.io/candy-drop/NEWT', 'https://www.gate.io/candy-drop/NEWT'],
    ['http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['HTTPS://Example.com', 'https://example.com/'],
    ['/candy-drop/NEWT', '/candy-drop/NEWT'],
    ['/', '/'],
    ['/web3/tasks?from=staking#top', '/web3/tasks?from=staking#top'],
    ['/a/%2F%2Fevil.com', '/a/%2F%2Fevil.com'],
  ])('%j is followed as %j', (url, expected) => {
    expect(safeNavigationUrl(url)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['jav&#x09;ascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['DATA:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com/'],
    ['blob:https://example.com/uuid'],
    ['//evil.com'],
    ['///evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\t/evil.com'],
    ['https://user:pass@evil.com/'],
    ['https://www.gate.io@evil.com/'],
    ['https://exa mple.com/'],
    ['/path with space'],
    ['/candy\u2028'],
    ['/candy\u00a0'],
    ['https:'],
    ['http://'],
    ['candy-drop'],
    ['./candy'],
    ['../candy'],
    ['?x=1'],
    ['#top'],
    [''],
    ['   '],
  ])('%j is refused', (url) => {
    expect(safeNavigationUrl(url)).toBeUndefined();
  });

  it.each([[undefined], [null], [42], [{ href: '/x' }], [['/x']]])('a %j that is no text is refused', (value) => {
    expect(safeNavigationUrl(value)).toBeUndefined();
  });

  it('whatever text it is given, what it returns is an http(s) URL or a path of this site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((tail) => `/${tail}`),
        ),
        (text) => {
          const url = safeNavigationUrl(text);
          if (url === undefined) return;
          const parsed = new URL(url, 'https://site.invalid/here');
          expect(['http:', 'https:']).toContain(parsed.protocol);
          if (url.startsWith('/')) expect(parsed.origin).toBe('https://site.invalid');
          expect(url).not.toMatch(/[\s\\]/);
          expect(
            [...url].every((character) => character >= ' ' && (character < '\u007f' || character > '\u009f')),
          ).toBe(true);
        },
      ),
    );
  });
});
