// Starts the app on a page the web server sent with its first screen drawn (server/html.ts): once
// that screen has loaded, its photo included, and been painted, so the app's code takes the
// network after the photo instead of beside it. A photo slow to arrive holds the app back for at
// most LATEST_START_MS after the page was read.
(() => {
  const LATEST_START_MS = 2000;
  const code = JSON.parse(document.getElementById('app-code').textContent);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of code.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = code.entry;
    document.head.append(script);
  };
  // A frame's callback runs before that frame is painted; a task queued from it runs after.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
  setTimeout(start, LATEST_START_MS);
})();
