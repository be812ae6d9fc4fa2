import type { VariantType } from 'notistack';

/*
 * Toasts (spec, sections 8 and 9) are notistack's, loaded after the page has started
 * (components/toast-area.tsx): evaluating notistack writes its styles rule by rule, a long task
 * the first screen need not wait for (docs/architecture.md, "Performance budgets").
 */

// Both set by waitForMount, first when this module loads.
let markMounted!: () => void;
let mounted!: Promise<void>;
const waitForMount = () => {
  mounted = new Promise((resolve) => {
    markMounted = resolve;
  });
};
waitForMount();

/** The toast area's life: notistack's `enqueueSnackbar` reaches only a mounted area. */
export const toastArea = {
  mounted: () => markMounted(),
  unmounted: waitForMount,
};

/** Shows a toast: at once when the toast area is there, otherwise as soon as it is. */
export function showToast(message: string, variant: VariantType): void {
  void Promise.all([import('notistack'), mounted]).then(([{ enqueueSnackbar }]) => enqueueSnackbar(message, { variant }));
}
