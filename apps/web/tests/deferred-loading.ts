import { cleanup } from '@testing-library/react';

/*
 * Hand-driven stand-ins for what decides when deferred parts load (src/lib/deferred-loading.ts):
 * the test says when the visitor scrolls near and when the browser is idle.
 */

/** An IntersectionObserver the test moves by hand: the page is "scrolled" when the test says so. */
export class ManualIntersectionObserver {
  static instances: ManualIntersectionObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  readonly targets: Element[] = [];
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    ManualIntersectionObserver.instances.push(this);
  }

  /** The observer watching an element inside `container`. */
  static watching(container: Element): ManualIntersectionObserver {
    const observer = ManualIntersectionObserver.instances.find(({ targets }) => targets.some((target) => container.contains(target)));
    if (!observer) throw new Error('nothing in this container is watched');
    return observer;
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  disconnect() {}

  scrollNear() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const pendingIdleCallbacks = new Map<number, IdleRequestCallback>();

/** Runs what waits for the browser to be idle. */
export function becomeIdle() {
  const callbacks = [...pendingIdleCallbacks.values()];
  pendingIdleCallbacks.clear();
  for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
}

/** Installs both stand-ins; call in beforeEach, with `removeManualBrowser` in afterEach. */
export function installManualBrowser() {
  ManualIntersectionObserver.instances = [];
  pendingIdleCallbacks.clear();
  let nextHandle = 1;
  const globals: Record<string, unknown> = {
    IntersectionObserver: ManualIntersectionObserver,
    requestIdleCallback: (callback: IdleRequestCallback) => {
      const handle = nextHandle++;
      pendingIdleCallbacks.set(handle, callback);
      return handle;
    },
    cancelIdleCallback: (handle: number) => pendingIdleCallbacks.delete(handle),
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(window, name, { configurable: true, writable: true, value });
  }
}

export function removeManualBrowser() {
  // Unmount first: components cancel their idle callbacks on the way out.
  cleanup();
  for (const name of ['IntersectionObserver', 'requestIdleCallback', 'cancelIdleCallback']) Reflect.deleteProperty(window, name);
}
