const plural = (count: number) => Math.abs(count) > 1;

/** '1 histoire', '0 histoire', '3 histoires': French keeps 0 and 1 singular. */
export function storiesLabel(count: number): string {
  return `${count} ${plural(count) ? 'histoires' : 'histoire'}`;
}

/** '3 histoires disponibles', '1 histoire disponible'. */
export function availableLabel(count: number): string {
  return `${storiesLabel(count)} ${plural(count) ? 'disponibles' : 'disponible'}`;
}
