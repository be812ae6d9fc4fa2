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

  /** The visitor has scrolled the part into view, or within the lookahead of it. */
  scrollNear() {
    this.notice(0);
  }

  /** The page has just opened with the part within the lookahead, below the fold. */
  nearBelowTheFold() {
    this.notice(window.innerHeight + 100);
  }

  private notice(top: number) {
    const entry = { isIntersecting: true, boundingClientRect: { top } } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
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
