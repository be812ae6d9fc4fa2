// The Markdown table a run prints, writes beside its JSON and the README quotes.
const ms = (value) => (value === null || value === undefined ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (ours, reference) => {
  if (!reference) return '–';
  const value = ours / reference;
  return `${value < 0.1 ? value.toFixed(2) : value.toFixed(1)}×`;
};

/** The goal of a request's p50 against its SQL floor (docs/architecture.md, "Performance budgets"). */
const floorGoal = (floor) => 3 * floor + 1;
/** One request at a time, cold, its p50 and, with a floor, the goal it is held to. */
const alone = (s) => (s.alone ? `${ms(s.alone.p50)}${s.floor ? ` (${ms(floorGoal(s.floor.p50))})` : ''}` : '–');

/** The load runs of a scenario, by their key in the report and their name in the footnotes. */
const RUNS = [
  ['warm', 'warm'],
  ['single', 'one URL'],
  ['stock', 'stock'],
  ['cold', 'cold'],
  ['alone', 'one at a time'],
];

export function markdownTable(report) {
  const { machine, dataset } = report;
  const writes = ({ writes: run }) =>
    `${((run?.count ?? 0) / report.secondsPerScenario).toFixed(1)}/s (p50 ${ms(run?.p50)} ms, p95 ${ms(run?.p95)} ms)`;
  const late = report.scenarios.flatMap((s) =>
    RUNS.filter(([column]) => s[column]?.timeouts)
      .map(([column, name]) => `${s.label}, ${name}: ${s[column].timeouts} requests`),
  );
  const unanswered = report.scenarios.flatMap((s) => RUNS.filter(([column]) => s[column]?.unanswered).map(([, name]) => `${s.label}, ${name}`));
  const lines = [
    `**${report.db === 'postgres' ? 'PostgreSQL' : 'SQLite'}**, ${dataset.bikes.toLocaleString('en')} bikes, ${dataset.users.toLocaleString('en')} users, ` +
      `${dataset.messages.toLocaleString('en')} messages, ${dataset.histories.toLocaleString('en')} history entries; ` +
      `${report.connections} connections, ${report.secondsPerScenario} s per scenario` +
      `${(report.processes ?? 1) > 1 ? `, ${report.processes} CMS processes` : ', one CMS process'}; ${report.date.slice(0, 10)}, ` +
      `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}.`,
    '',
    '| scenario | URLs | cold req/s | cold p50 ms | cold p95 ms | warm req/s | warm p50 ms | warm p95 ms | one URL req/s | one URL p95 ms | floor p50 ms (queries) | cold p50 / floor | one at a time p50 ms (goal) | stock req/s (one URL) | stock p50 ms | cold p50 / stock |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.scenarios.map((s) =>
      [
        s.label,
        s.cold.distinct.toLocaleString('en'),
        s.cold.perSecond.toLocaleString('en'),
        ms(s.cold.p50),
        ms(s.cold.p95),
        s.warm.perSecond.toLocaleString('en'),
        ms(s.warm.p50),
        ms(s.warm.p95),
        s.single ? s.single.perSecond.toLocaleString('en') : '–',
        ms(s.single?.p95),
        s.floor ? `${ms(s.floor.p50)} (${s.floor.statements})` : '–',
        ratio(s.cold.p50, s.floor?.p50),
        alone(s),
        s.stock ? s.stock.perSecond.toLocaleString('en') : '–',
        ms(s.stock?.p50),
        ratio(s.cold.p50, s.stock?.p50),
      ].join(' | ').replace(/^/, '| ').concat(' |'),
    ),
    '',
    ...(unanswered.length ? [`No answer at all within the scenario's ${report.secondsPerScenario} s (shown as –): ${unanswered.join('; ')}.\n`] : []),
    ...(late.length ? [`Not answered within ${report.timeoutSeconds} s, and counted at ${report.timeoutSeconds} s in the percentiles: ${late.join('; ')}.\n`] : []),
    ...report.scenarios
      .filter((s) => s.warm.writes !== undefined)
      // A write the load generator gave up on had no answer: the line then says only that every answer was a 2xx.
      .map((s) => {
        const answered = s.warm.timeouts || s.cold.timeouts ? 'every answer a 2xx, some requests unanswered (above)' : 'every one answered 2xx';
        return `${s.label}: writes, ${answered}: ${writes(s.warm)} warm, ${writes(s.cold)} cold.\n`;
      }),
    `Web: first load of \`/\` is ${kb(report.web.firstLoadGzipBytes)} KB of gzipped JS (budget ${kb(report.web.budgetBytes)} KB). ` +
      `Largest chunks (gzipped): ${report.web.largestChunks
        .slice(0, 5)
        .map((chunk) => `${chunk.file.replace(/^assets\//, '')} ${kb(chunk.gzipBytes)} KB${chunk.inFirstLoad ? ' (first load)' : ''}`)
        .join(', ')}.`,
    '',
  ];
  return lines.join('\n');
}

/** A full run replaces its database's table in the README, between its two markers. */
export function withLatestTable(readme, db, table) {
  const start = `<!-- bench:${db}:start -->`;
  const end = `<!-- bench:${db}:end -->`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`README.md has no ${start} … ${end} block`);
  return `${readme.slice(0, from + start.length)}\n${table}${readme.slice(to)}`;
}
