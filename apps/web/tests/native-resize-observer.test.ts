import { withoutUnchangedFirstNotice } from '../src/lib/native-resize-observer';

/** Stands in for the browser's observer: the test delivers its notices by hand. */
class BrowserResizeObserver {
  static latest: BrowserResizeObserver;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    BrowserResizeObserver.latest = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  notify(...targets: Element[]) {
    const entries = targets.map((target) => ({ target }) as ResizeObserverEntry);
    this.callback(entries, this as unknown as ResizeObserver);
  }
}

const ResizeObserverForSlick = withoutUnchangedFirstNotice(BrowserResizeObserver as unknown as typeof ResizeObserver);

function elementOfSize(width: number, height: number) {
  const element = document.createElement('div');
  const size = { width, height };
  element.getBoundingClientRect = () => ({ ...size }) as DOMRect;
  return Object.assign(element, { resizeTo: (w: number, h: number) => Object.assign(size, { width: w, height: h }) });
}

describe('the ResizeObserver react-slick is given', () => {
  it('leaves out the notice on observe while the element keeps its size, and passes every later one', () => {
    const seen: Element[][] = [];
    const observer = new ResizeObserverForSlick((entries) => seen.push(entries.map((entry) => entry.target)));
    const list = elementOfSize(360, 200);
    observer.observe(list);

    BrowserResizeObserver.latest.notify(list);
    expect(seen).toEqual([]);

    list.resizeTo(800, 200);
    BrowserResizeObserver.latest.notify(list);
    BrowserResizeObserver.latest.notify(list);
    expect(seen).toEqual([[list], [list]]);
  });

  it('passes the first notice when the element changed size after it was observed', () => {
    const seen: Element[][] = [];
    const observer = new ResizeObserverForSlick((entries) => seen.push(entries.map((entry) => entry.target)));
    const list = elementOfSize(360, 200);
    observer.observe(list);
    list.resizeTo(360, 240);

    BrowserResizeObserver.latest.notify(list);
    expect(seen).toEqual([[list]]);
  });

  it('passes the changed elements of a notice that also holds an unchanged one', () => {
    const seen: Element[][] = [];
    const observer = new ResizeObserverForSlick((entries) => seen.push(entries.map((entry) => entry.target)));
    const still = elementOfSize(100, 100);
    const grown = elementOfSize(100, 100);
    observer.observe(still);
    observer.observe(grown);
    grown.resizeTo(120, 100);

    BrowserResizeObserver.latest.notify(still, grown);
    expect(seen).toEqual([[grown]]);
  });

  it('forgets an element it stops watching, so watching it again starts afresh', () => {
    const seen: Element[][] = [];
    const observer = new ResizeObserverForSlick((entries) => seen.push(entries.map((entry) => entry.target)));
    const list = elementOfSize(360, 200);
    observer.observe(list);
    observer.unobserve(list);
    expect(BrowserResizeObserver.latest.watched.has(list)).toBe(false);

    list.resizeTo(500, 200);
    observer.observe(list);
    BrowserResizeObserver.latest.notify(list);
    expect(seen).toEqual([]);
  });
});
