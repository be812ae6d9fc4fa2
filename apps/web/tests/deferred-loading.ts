import { cleanup } from '@testing-library/react';

/*
 * A hand-driven stand-in for what decides when deferred parts load (src/lib/deferred-loading.ts):
 * the test says when the visitor scrolls near.
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

/** Installs the stand-in; call in beforeEach, with `removeManualBrowser` in afterEach. */
export function installManualBrowser() {
  ManualIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: ManualIntersectionObserver });
}

export function removeManualBrowser() {
  // Unmount first: components stop observing on the way out.
  cleanup();
  Reflect.deleteProperty(window, 'IntersectionObserver');
}
