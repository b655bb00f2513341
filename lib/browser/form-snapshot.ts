/**
 * What a visitor did to a server-rendered form before its code ran: the values typed or ticked, the
 * buttons pressed and the field they were in. Taken before the form is rendered anew in place
 * (components/ui/form-island.tsx) and put back into the new fields through the events the form's
 * handlers listen to, so the form's state (react-hook-form's values) has them too.
 */
export type FormSnapshot = {
  /** By name, or for a field without one (a calculator's date), `#n`: the n-th such field. */
  fields: { key: string; value: string; checked: boolean | null }[];
  /** Buttons that do something in the form's code ("show password"), by place, in the order pressed. */
  pressed: number[];
  /**
   * The focused control by its place among the form's controls (a field, a button, a link), with the
   * caret; `atEnd` when it was after the last character (the live field may show the text otherwise,
   * a date with its separators put in, and typing goes on at the end).
   */
  focus: { index: number; start: number | null; end: number | null; atEnd: boolean } | null;
};

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsOf = (root: ParentNode): Field[] =>
  [...root.querySelectorAll<Field>('input, textarea, select')].filter((field) => !(field instanceof HTMLInputElement && ['hidden', 'file', 'submit', 'button', 'reset', 'image'].includes(field.type)));

/**
 * Each field with the key it is found again by in the new markup: its name, or its place among the
 * fields that have none (the same markup renders them in the same order).
 */
function keyedFields(root: ParentNode): { field: Field; key: string }[] {
  let unnamed = 0;
  return fieldsOf(root).map((field) => ({ field, key: field.name || `#${unnamed++}` }));
}

const controlsOf = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href], [tabindex]')];

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the visitor changed a field from what the server sent (browsers also restore values on back). */
function changed(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    // A list with no `selected` option starts on its first.
    const initial = [...field.options].findIndex((option) => option.defaultSelected);
    return field.selectedIndex !== Math.max(initial, 0);
  }
  return field.value !== field.defaultValue;
}

/** Whether the visitor has typed, ticked or chosen anything in the server's form. */
export function formTouched(root: HTMLElement): boolean {
  return fieldsOf(root).some(changed);
}

/** A button the form's code acts on (`type="button"`); a submit is held as a submit, a link works without code. */
export function actionButton(root: HTMLElement, target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  return button && root.contains(button) && button.type === 'button' && !button.disabled ? button : null;
}

/**
 * A link in the form followed (a plain click: not to a new tab or window) after the visitor changed a
 * field: its address may carry what they chose (the calculator's "book" with the dates), which only
 * the form's code puts in, so it is followed once the form is live.
 */
export function linkAfterChange(root: HTMLElement, event: MouseEvent): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return null;
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || link.target === '_blank' || link.hasAttribute('download')) return null;
  return formTouched(root) ? link : null;
}

export function snapshotForm(root: HTMLElement, pressedButtons: readonly HTMLElement[] = []): FormSnapshot {
  // Only what the visitor changed: the live form starts from its own values (a prefilled e-mail the
  // server's markup could not show), which an untouched field would overwrite.
  const fields = keyedFields(root)
    .filter(({ field }) => changed(field))
    .map(({ field, key }) => ({ key, value: field.value, checked: isCheckable(field) ? field.checked : null }));
  const controls = controlsOf(root);
  const pressed = pressedButtons.map((button) => controls.indexOf(button)).filter((index) => index >= 0);
  const active = root.ownerDocument.activeElement as HTMLElement | null;
  const index = active ? controls.indexOf(active) : -1;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  const selection = text ? selectionOf(text) : { start: null, end: null };
  const atEnd = text !== null && selection.start === text.value.length && selection.end === selection.start;
  return { fields, pressed, focus: index >= 0 ? { index, ...selection, atEnd } : null };
}

/** Inputs of some types (email, number) throw on reading the selection. */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): { start: number | null; end: number | null } {
  try {
    return { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

/**
 * Sets a field's value as typing would: through the element's own value setter (React tracks values
 * it set itself and would ignore the event otherwise), then an `input` event.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * `settle` runs between the values and the presses: the form's code renders what the values change
 * (a link's address follows the dates typed) before a press is replayed on it.
 */
export function restoreForm(root: HTMLElement, snapshot: FormSnapshot, settle?: () => void) {
  const fresh = keyedFields(root);
  const used = new Set<Field>();
  for (const saved of snapshot.fields) {
    // Radios share a name: match the one with the same value.
    const field = fresh.find(({ field: candidate, key }) => !used.has(candidate) && key === saved.key && (saved.checked === null || !isCheckable(candidate) || candidate.type !== 'radio' || candidate.value === saved.value))?.field;
    if (!field) continue;
    used.add(field);
    if (isCheckable(field)) {
      // A radio is unticked by ticking another (a click would tick it again).
      if (saved.checked !== null && field.checked !== saved.checked && !(field.type === 'radio' && !saved.checked)) field.click();
    } else if (field.value !== saved.value) {
      typeInto(field, saved.value);
    }
  }
  settle?.();
  // Pressed again in the live form, in order: a toggle pressed twice ends where the visitor left it.
  for (const index of snapshot.pressed) controlsOf(root)[index]?.click();
  if (!snapshot.focus) return;
  const focused = controlsOf(root)[snapshot.focus.index];
  if (!focused) return;
  // The page must not jump: the control is where the old one was.
  focused.focus({ preventScroll: true });
  if ((focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && snapshot.focus.start !== null) {
    try {
      const end = focused.value.length;
      if (snapshot.focus.atEnd) focused.setSelectionRange(end, end);
      else focused.setSelectionRange(snapshot.focus.start, snapshot.focus.end);
    } catch {
      // Not a text field (email inputs refuse selections): the focus is what matters.
    }
  }
}
