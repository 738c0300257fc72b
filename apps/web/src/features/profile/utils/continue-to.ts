/** After "Save & Continue": bring the next section into view. */
export function continueTo(sectionId: string): void {
  const next = document.getElementById(sectionId);
  next?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  next?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea')?.focus({ preventScroll: true });
}
