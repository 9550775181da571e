import { Fragment, type ReactNode } from 'react';

/**
 * A translated message whose `{placeholders}` are filled with elements, such as an amount or a rate
 * in its own `<bdi>` with tabular figures, so the figure keeps its direction inside an Arabic sentence.
 * Pass the message untranslated-placeholders intact (`t(key)` without params leaves them as `{name}`).
 * A placeholder without an element stays visible, as `t` leaves it, so a missing value is noticed.
 */
export function messageWithElements(message: string, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = message.split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const element = name !== undefined && name in elements ? elements[name] : part;
    return <Fragment key={index}>{element}</Fragment>;
  });
}
