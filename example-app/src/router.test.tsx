import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Link, Route, Routes, useLocation } from './router';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

describe('the reference app router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a link to a page whose code is loading keeps the page on screen until the next one can render', async () => {
    window.history.replaceState(null, '', '/from');
    let load: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Next = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (load = resolve)));
    render(
      <BrowserRouter>
        <Suspense fallback={<p>Loading page</p>}>
          <Routes>
            <Route
              path="/from"
              element={
                <>
                  <h1>From</h1>
                  <Link to="/next?tab=1">Next</Link>
                </>
              }
            />
            <Route path="/next" element={<Next />} />
          </Routes>
        </Suspense>
        <Where />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(window.location.pathname).toBe('/next');
    expect(screen.getByRole('heading', { name: 'From' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();

    await act(async () => load({ default: () => <h1>Next page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true, name: 'location' })).toHaveTextContent('/next?tab=1');
  });

  it('going back in the history (popstate) shows the page before', async () => {
    window.history.replaceState(null, '', '/one');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/one" element={<Link to="/two">Two</Link>} />
          <Route path="/two" element={<h1>Two</h1>} />
        </Routes>
        <Where />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Two' }));
    expect(await screen.findByRole('heading', { name: 'Two' })).toBeInTheDocument();
    // What the browser does on Back: the location is the previous entry's, then popstate.
    act(() => {
      window.history.replaceState(null, '', '/one');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('link', { name: 'Two' })).toBeInTheDocument();
  });
});
