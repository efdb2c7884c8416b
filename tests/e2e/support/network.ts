import {
  startFaultProxy,
  type FaultAction,
  type FaultProxy,
  type FaultRule,
} from '../../support/faultProxy';

export interface SeenRequest {
  method: string;
  /** Path and query, as the proxy received it. */
  url: string;
  action: FaultAction['kind'];
}

/**
 * The network between the browser and the server: the fault proxy of tests/support, plus a log of
 * every request it saw and what it did with it.
 */
export class Network {
  readonly seen: SeenRequest[] = [];

  private constructor(private readonly proxy: FaultProxy) {}

  static async start(target: string): Promise<Network> {
    const network = new Network(await startFaultProxy(target));
    network.pass();
    return network;
  }

  /** What the browser uses as the app's origin. */
  get url(): string {
    return this.proxy.url;
  }

  /**
   * Decides per request; every request is logged with the action taken. `dropOpenConnections`
   * closes the connections open now (see `FaultProxy.setRule`).
   */
  setRule(rule: FaultRule, options?: { dropOpenConnections?: boolean }): void {
    this.proxy.setRule((request) => {
      const action = rule(request);
      this.seen.push({ ...request, action: action.kind });
      return action;
    }, options);
  }

  /** The same action for every request (`refuse` also drops open connections). */
  set(action: FaultAction): void {
    this.setRule(() => action, { dropOpenConnections: action.kind === 'refuse' });
  }

  pass(): void {
    this.set({ kind: 'pass' });
  }

  /** `action` for requests matching `method` and a path prefix; everything else passes. */
  only(method: string, pathPrefix: string, action: FaultAction): void {
    this.setRule((request) =>
      request.method === method && request.url.startsWith(pathPrefix) ? action : { kind: 'pass' },
    );
  }

  retarget(target: string): void {
    this.proxy.retarget(target);
  }

  /** Requests seen so far matching `method` and a path prefix. */
  count(method: string, pathPrefix: string): number {
    return this.seen.filter((r) => r.method === method && r.url.startsWith(pathPrefix)).length;
  }

  close(): Promise<void> {
    return this.proxy.close();
  }
}
