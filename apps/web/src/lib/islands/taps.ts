/**
 * What a visitor does to a page rendered ahead before its script has taken it over
 * (docs/decisions/0084-islands-hydrated-when-seen-or-touched.md). A link works by itself and is
 * left alone; a button tapped or a form sent is held and done again once the part holding it is
 * hydrated; a field filled in keeps what was chosen, and the hydrated part is told of it as if
 * typed then. Nothing a person does on a page that is still arriving is lost.
 */
export interface HeldTaps {
  /** Does again, in order, what was done inside `part` (once it is hydrated), and forgets it. */
  replayWithin(part: Element): Promise<void>;
  /**
   * From now on holds only what `holds` accepts, tells `touched` of each thing held, and does
   * again what was held before that `holds` refuses (on a page hydrated by islands, only the
   * islands wait for a script: a button outside one would otherwise wait for ever).
   */
  follow(rules: HoldRules): Promise<void>;
  /** Stops holding anything: every part is hydrated. */
  stop(): void;
}

type Held = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A tap on one of these does something only the script can do, so it waits for it. */
const SCRIPTED = 'button, [role="button"], [role="tab"], [role="switch"], summary';

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

/** What a field holds, as the visitor left it. */
function valueOf(field: Field): string | boolean {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value;
}

/** After React has drawn what the last event changed (it does so once the event's task is over). */
const drawn = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/** Tells the hydrated part what the visitor had put in a field: as React hears a person do it. */
function restore(field: Field, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if ((field as HTMLInputElement).checked !== value) field.click();
    return;
  }
  // React hears the events, and tells a change by the value it last saw, which it took from the
  // field itself when it hydrated it: the field first goes through another value by the
  // element's own property (React notes that one), then takes the visitor's by the prototype's
  // setter (which React does not see), so the event reads as the change it is.
  field.value = value === '' ? ' ' : '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Which targets wait for a script, and who is told when one is touched (to wake its part at once). */
export interface HoldRules {
  holds(target: Element): boolean;
  touched(target: Element): void;
}

/** Holds what is done inside `root`, everything at first (see `follow`). */
export function holdTaps(root: HTMLElement): HeldTaps {
  let rules: HoldRules = { holds: () => true, touched: () => undefined };
  const holds = (target: Element) => rules.holds(target);
  const touched = (target: Element) => rules.touched(target);
  const held: Held[] = [];
  const fields = new Map<Field, string | boolean>();
  const live = new WeakSet<Element>();
  const isLive = (target: Element) => {
    for (let at: Element | null = target; at; at = at.parentElement) if (live.has(at)) return true;
    return false;
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED) : null;
    if (!target || !root.contains(target) || isLive(target) || !holds(target)) return;
    // A submit button sends its form: that is held as a submit below, not twice.
    if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'click', target });
    touched(target);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || isLive(form) || !holds(form)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'submit', form, submitter: event.submitter });
    touched(form);
  };
  const onField = (event: Event) => {
    if (!isField(event.target) || isLive(event.target) || !holds(event.target)) return;
    fields.set(event.target, valueOf(event.target));
    touched(event.target);
  };

  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('input', onField, true);
  root.addEventListener('change', onField, true);

  /**
   * Does again what was done to the targets `mine` accepts, fields first, then taps and submits in
   * order, one at a time, each once React has drawn the last: a tap or a form sent must find what
   * the fields were given already in the part's state.
   */
  const replay = async (mine: (target: Element) => boolean) => {
    const due = held.filter((h) => mine(h.kind === 'click' ? h.target : h.form));
    for (const h of due) held.splice(held.indexOf(h), 1);
    const filled = [...fields].filter(([field]) => mine(field));
    for (const [field] of filled) fields.delete(field);
    for (const [field, value] of filled) {
      if (!field.isConnected) continue;
      restore(field, value);
      await drawn();
    }
    for (const h of due) {
      if (h.kind === 'click') {
        if (h.target.isConnected) h.target.click();
      } else if (h.form.isConnected) {
        h.form.requestSubmit(h.submitter?.isConnected && h.form.contains(h.submitter) ? h.submitter : undefined);
      }
      await drawn();
    }
  };

  return {
    replayWithin(part) {
      live.add(part);
      return replay((target) => part.contains(target));
    },
    follow(next) {
      rules = next;
      return replay((target) => !next.holds(target));
    },
    stop() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('submit', onSubmit, true);
      root.removeEventListener('input', onField, true);
      root.removeEventListener('change', onField, true);
      held.length = 0;
      fields.clear();
    },
  };
}
