/*
 * Stands in for resize-observer-polyfill, which react-slick imports (vite.config.ts aliases it
 * here): every browser the build targets (Vite's "baseline widely available") has ResizeObserver,
 * so the polyfill's 14 KB would only weigh on the home page's first load.
 */

const sizeOf = (target: Element) => {
  const { width, height } = target.getBoundingClientRect();
  return `${width}×${height}`;
};

/**
 * A ResizeObserver that leaves out the notice every observer sends when it starts watching, if
 * the element still has the size it had then. react-slick measures its track on mount and starts
 * watching right after; that first notice made it measure and render the whole carousel again
 * for the same size, a blocking task on every page with a carousel. Later notices (a real
 * resize) all pass.
 */
export function withoutUnchangedFirstNotice(Native: typeof ResizeObserver): typeof ResizeObserver {
  return class extends Native {
    private readonly sizesWhenObserved: Map<Element, string>;

    constructor(callback: ResizeObserverCallback) {
      const sizesWhenObserved = new Map<Element, string>();
      super((entries, observer) => {
        const changed = entries.filter(({ target }) => {
          const observedSize = sizesWhenObserved.get(target);
          sizesWhenObserved.delete(target);
          return observedSize === undefined || observedSize !== sizeOf(target);
        });
        if (changed.length) callback(changed, observer);
      });
      this.sizesWhenObserved = sizesWhenObserved;
    }

    observe(target: Element, options?: ResizeObserverOptions) {
      // Layout is fresh here: react-slick has just measured the same element.
      this.sizesWhenObserved.set(target, sizeOf(target));
      super.observe(target, options);
    }

    unobserve(target: Element) {
      this.sizesWhenObserved.delete(target);
      super.unobserve(target);
    }

    disconnect() {
      this.sizesWhenObserved.clear();
      super.disconnect();
    }
  };
}

// Only an environment without layout (the unit tests' jsdom) lacks ResizeObserver.
export default globalThis.ResizeObserver && withoutUnchangedFirstNotice(globalThis.ResizeObserver);
