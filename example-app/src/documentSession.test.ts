import { describe, expect, it } from 'vitest';
import { documentSessionElement, readDocumentSession, type DocumentSession } from './documentSession';
import { settingsFrom } from './settings';

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

describe('documentSession', () => {
  it('the session written into a page reads back the same, even when a value would close the script', () => {
    const session: DocumentSession = {
      user: 'alice',
      users: [{ name: 'alice', display_name: 'Alice </script><b>x</b>' }],
      clockOffsetMs: -42,
    };
    const element = documentSessionElement(session);
    expect(element).not.toContain('</script><b>');
    expect(readDocumentSession(documentWith(element))).toEqual(session);
  });

  it('a page without a session, or with an unreadable one, has none', () => {
    expect(readDocumentSession(documentWith('<p>static host</p>'))).toBeUndefined();
    expect(
      readDocumentSession(documentWith('<script type="application/json" id="demo-session">{not json</script>')),
    ).toBeUndefined();
    expect(
      readDocumentSession(documentWith('<script type="application/json" id="demo-session">{"user":1}</script>')),
    ).toBeUndefined();
  });
});

describe('settingsFrom', () => {
  it('reads saved settings and falls back to the defaults for what is missing, unknown or unreadable', () => {
    expect(settingsFrom('{"locale":"ar","theme":"vip","site":"us","user":"victor"}')).toEqual({
      locale: 'ar',
      theme: 'vip',
      site: 'us',
      user: 'victor',
    });
    expect(settingsFrom('{"locale":"fr","theme":"neon","user":""}')).toEqual({
      locale: 'en',
      theme: 'light',
      site: 'global',
      user: 'alice',
    });
    expect(settingsFrom('not json')).toEqual({ locale: 'en', theme: 'light', site: 'global', user: 'alice' });
    expect(settingsFrom(undefined)).toEqual({ locale: 'en', theme: 'light', site: 'global', user: 'alice' });
  });
});
