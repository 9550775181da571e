/**
 * The reference app's routing: the small part of React Router's vocabulary the app uses (`Routes`,
 * `Route`, `Link`, `NavLink`, `useNavigate`, `useSearchParams`, ...), over wouter. React Router's code for
 * that part was 15.6 KB gzipped on every page before any interaction; wouter's is about 2 (P-43,
 * docs/decisions.md). Pages and tests import their routing from here, so the router behind it is one
 * file's concern.
 */
import {
  Children,
  isValidElement,
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { parse } from 'regexparam';
import {
  Link as WouterLink,
  Redirect,
  Route as WouterRoute,
  Router,
  matchRoute,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useRouter,
  useSearch,
} from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export { useSearchParams } from 'wouter';

type Listener = () => void;
const historyListeners = new Set<Listener>();

/** Moves the page's history to `to` and tells every location hook. */
function navigateInHistory(to: string, options: { readonly replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of historyListeners) listener();
}

const readBrowserLocation = () => ({ path: window.location.pathname, search: window.location.search.slice(1) });

/**
 * The browser's location as React state that moves in a transition, as React Router's did: on a link to a
 * page whose code is still loading, the page on screen (and whatever dialog it has open) stays until the next
 * one can render, rather than a skeleton replacing it at once. wouter's own hook reads the location through
 * useSyncExternalStore, whose updates are never transitions.
 */
function useBrowserLocation(): { readonly path: string; readonly search: string } {
  const [location, setLocation] = useState(readBrowserLocation);
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setLocation((shown) => {
          const next = readBrowserLocation();
          return next.path === shown.path && next.search === shown.search ? shown : next;
        }),
      );
    historyListeners.add(update);
    window.addEventListener('popstate', update);
    update();
    return () => {
      historyListeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return location;
}
const useBrowserPath = (): [string, typeof navigateInHistory] => [useBrowserLocation().path, navigateInHistory];
const useBrowserSearch = () => useBrowserLocation().search;

/** Browser history: the app in a page. */
export function BrowserRouter({ children }: { readonly children: ReactNode }) {
  return (
    <Router hook={useBrowserPath} searchHook={useBrowserSearch}>
      {children}
    </Router>
  );
}

/** A location held in memory, for tests: the first of `initialEntries` (path and query). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  readonly initialEntries?: readonly string[];
  readonly children: ReactNode;
}) {
  const [location] = useMemo(() => [memoryLocation({ path: initialEntries[0] })], [initialEntries]);
  return <Router hook={location.hook}>{children}</Router>;
}

/** One location, for the server's first paint (path and query). */
export function StaticRouter({ location, children }: { readonly location: string; readonly children: ReactNode }) {
  return <Router ssrPath={location}>{children}</Router>;
}

/** Where the page is: the path and the query with its `?` (empty when there is none). */
export function useLocation(): { readonly pathname: string; readonly search: string } {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

/** Goes to an app path (with its query), adding to the history unless `replace`. */
export function useNavigate(): (to: string, options?: { readonly replace?: boolean }) => void {
  const [, navigate] = useWouterLocation();
  return navigate;
}

export function useParams<Params extends Record<string, string | undefined> = Record<string, string | undefined>>() {
  return useWouterParams() as Partial<Params>;
}

interface RouteProps {
  /** A pattern (`/staking/:coin`), or `*` for any path. */
  readonly path: string;
  readonly element: ReactNode;
}

/** One page of `Routes`: read by `Routes`, never rendered by itself. */
export function Route(props: RouteProps): ReactElement | null {
  void props;
  return null;
}

/** The first `Route` whose pattern matches the path, with its parameters for `useParams`. */
export function Routes({ children }: { readonly children: ReactNode }) {
  const { parser } = useRouter();
  const [pathname] = useWouterLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue;
    const { path, element } = child.props;
    // The match again inside wouter's Route, which gives `useParams` its parameters.
    if (matchRoute(parser, path, pathname)[0]) return <WouterRoute path={path}>{element}</WouterRoute>;
  }
  return null;
}

/** Replaces the location (after the first render, as a redirect from `/`). */
export function Navigate({ to, replace }: { readonly to: string; readonly replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { readonly to: string; readonly replace?: boolean };

/** An in-app link: a real `<a href>` that navigates without a page load. */
export function Link({ to, ...props }: LinkProps) {
  return <WouterLink href={to} {...props} />;
}

/**
 * A link that says when it is the current page (`aria-current="page"`): on its own path, or below it
 * unless `end`.
 */
export function NavLink({ to, end = false, ...props }: LinkProps & { readonly end?: boolean }) {
  const [pathname] = useWouterLocation();
  const [path = to] = to.split('?');
  const current = pathname === path || (!end && pathname.startsWith(`${path.replace(/\/$/, '')}/`));
  return <Link to={to} aria-current={current ? 'page' : undefined} {...props} />;
}

/** The parameters of `pattern` in `pathname`, decoded, or undefined when it does not match. */
export function matchPath(
  pattern: string,
  pathname: string,
): { readonly params: Readonly<Record<string, string | undefined>> } | undefined {
  const { keys, pattern: expression } = parse(pattern);
  const found = expression.exec(pathname);
  if (!found) return undefined;
  const params: Record<string, string | undefined> = {};
  keys.forEach((key, index) => {
    const value = found[index + 1];
    params[key] = value === undefined ? undefined : decodeURIComponent(value);
  });
  return { params };
}
