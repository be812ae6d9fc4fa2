/// <reference lib="webworker" />
// The kinds of formats the app builds (lib/format.ts, the statistics, the blog teaser): pt-PT
// numbers and euros, pt-PT dates, and Lisbon's offset. See warm-locale-data.ts.
new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(1);
new Intl.DateTimeFormat('pt-PT', { month: 'short', timeZone: 'UTC' }).format(0);
new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Lisbon', timeZoneName: 'longOffset' }).format(0);
self.close();
