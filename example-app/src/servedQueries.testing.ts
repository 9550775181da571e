/** A document holding only the served answers' element (`servedQueriesElement`'s output), for `seedServedQueries`. */
export function documentOf(element: string): Pick<Document, 'getElementById'> {
  const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(element)?.[1] ?? '';
  return { getElementById: (id) => (id === 'served-queries' ? ({ textContent: text } as HTMLElement) : null) };
}
