/**
 * What the reference app's document says of the session it was served with. A real exchange's page
 * arrives with its session cookie and knows its user; so does this one: the dev and preview servers
 * (`example-app/documentSession.plugin.ts`) log a first visit in as the default demo user and write the
 * session's user and the demo users into the page, so the first screen needs no login round trip.
 * Shared by the server plugin (which writes it) and the app (which reads it).
 */

/** The demo user a first visit is logged in as. */
export const DEFAULT_DEMO_USER = 'alice';

/** The id of the `<script type="application/json">` element that carries the session. */
const DOCUMENT_SESSION_ID = 'demo-session';

/** A demo user as the simulator lists it. */
export interface DemoUser {
  readonly name: string;
  readonly display_name: string;
  readonly vip_level?: number;
  readonly site?: 'global' | 'us';
  readonly account_mode?: string;
}

/**
 * The session the document came with: its demo user's name ('guest' when logged out), the demo users,
 * and how far the simulated exchange's clock was from the server's when the page was served.
 */
export interface DocumentSession {
  readonly user: string;
  readonly users: readonly DemoUser[];
  /** Simulated time minus real time, ms, so the first paint shows the exchange's time. */
  readonly clockOffsetMs?: number;
}

/** The element for a session, with `<` escaped so no value can close the script early. */
export function documentSessionElement(session: DocumentSession): string {
  const json = JSON.stringify(session).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DOCUMENT_SESSION_ID}">${json}</script>`;
}

/** The session this document was served with, if the server wrote one (a static host does not). */
export function readDocumentSession(
  doc: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): DocumentSession | undefined {
  const text = doc?.getElementById(DOCUMENT_SESSION_ID)?.textContent;
  if (!text) return undefined;
  try {
    const session = JSON.parse(text) as Partial<DocumentSession>;
    return typeof session.user === 'string' && Array.isArray(session.users) ? (session as DocumentSession) : undefined;
  } catch {
    return undefined;
  }
}
