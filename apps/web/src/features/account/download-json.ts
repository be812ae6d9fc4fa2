import { downloadBlob } from '../../lib/download';

/** Saves `data` as a JSON file, as a browser download. */
export function downloadJson(data: unknown, filename: string): void {
  downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename);
}
