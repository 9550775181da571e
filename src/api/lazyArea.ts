/**
 * An area whose code loads with its first call. Every member of an area is an async call, so a
 * member that first waits for the area's module keeps its signature exactly: the Simple Earn home
 * does not download the holdings, history, launchpool, staking or wealth calls (and their mapping)
 * until it makes one.
 */
export function lazyArea<Area extends object>(load: () => Promise<Area>): Area {
  let area: Promise<Area> | undefined;
  const members = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as Area, {
    get(_target, name) {
      // Not a promise itself (so `await area` is the area), and no symbol is a call.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      let member = members.get(name);
      if (!member) {
        member = async (...args) => {
          const api = (await (area ??= load())) as Record<PropertyKey, unknown>;
          const call = api[name];
          if (typeof call !== 'function') throw new TypeError(`earnkit: the client has no call '${String(name)}'`);
          return (call as (...callArgs: unknown[]) => Promise<unknown>).apply(api, args);
        };
        members.set(name, member);
      }
      return member;
    },
  });
}
