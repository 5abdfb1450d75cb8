/** A follow-up request for some plans: its `key` says what it asks, `planIds` for which plans. */
interface PlansRequest {
  key: string;
  planIds: readonly string[];
}

/** Starts each request's call once per `calls` (a store's): the same request asked again shares the first call. */
export function callEachOnce<R extends PlansRequest>(calls: Map<string, Promise<void>>, requests: readonly R[], start: (request: R) => Promise<void>): Promise<void> {
  return Promise.all(requests.map((request) => {
    const key = `${request.key}:${request.planIds.join(',')}`;
    let call = calls.get(key);
    if (!call) {
      call = start(request);
      calls.set(key, call);
    }
    return call;
  })).then(() => undefined);
}
