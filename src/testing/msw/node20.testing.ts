// msw 3 asks for Node 22.12 and calls Promise.withResolvers and Set.prototype.intersection/difference,
// which Node 20 (this repository's engines floor, and its machines) lacks. Imported first by the tests that
// run msw/node; delete it once the project's Node floor is 22.
/* eslint-disable @typescript-eslint/no-explicit-any -- patching built-ins */
const promise = Promise as any;
if (typeof promise.withResolvers !== 'function') {
  promise.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T) => void;
    let reject!: (reason?: unknown) => void;
    const settled = new Promise<T>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise: settled, resolve, reject };
  };
}
const set = Set.prototype as any;
if (typeof set.intersection !== 'function') {
  set.intersection = function intersection<T>(this: Set<T>, other: Set<T>) {
    return new Set([...this].filter((item) => other.has(item)));
  };
}
if (typeof set.difference !== 'function') {
  set.difference = function difference<T>(this: Set<T>, other: Set<T>) {
    return new Set([...this].filter((item) => !other.has(item)));
  };
}
