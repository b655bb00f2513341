/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { actionButton, formTouched, restoreForm, snapshotForm } from './form-snapshot';

function form(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<form>${html}</form>`;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('formTouched', () => {
  it('is false for the form as the server sent it, prefilled values and a list on its first option included', () => {
    const root = form(
      '<input name="email" value="a@b.ua"><input type="checkbox" name="agree" checked><select name="city"><option>Київ</option><option>Львів</option></select><select name="kind"><option>a</option><option selected>b</option></select><input type="hidden" name="ref" value="x">',
    );
    expect(formTouched(root)).toBe(false);
  });

  it('is true once anything was typed, ticked, unticked or chosen', () => {
    const cases: [string, (root: HTMLElement) => void][] = [
      ['<input name="email" value="a@b.ua">', (root) => (root.querySelector('input')!.value = 'c@d.ua')],
      ['<textarea name="note"></textarea>', (root) => (root.querySelector('textarea')!.value = 'привіт')],
      ['<input type="checkbox" name="agree" checked>', (root) => (root.querySelector('input')!.checked = false)],
      ['<input type="radio" name="r" value="1"><input type="radio" name="r" value="2">', (root) => (root.querySelectorAll('input')[1]!.checked = true)],
      ['<select name="city"><option>Київ</option><option>Львів</option></select>', (root) => (root.querySelector('select')!.selectedIndex = 1)],
      ['<select name="kind"><option>a</option><option selected>b</option></select>', (root) => (root.querySelector('select')!.selectedIndex = 0)],
    ];
    for (const [html, act] of cases) {
      const root = form(html);
      act(root);
      expect(formTouched(root), html).toBe(true);
    }
  });
});

describe('actionButton', () => {
  it('is a type="button" control inside the form, found from a child of it; never a submit, a disabled button or one outside', () => {
    const root = form('<button type="button" id="show"><span id="label">Показати</span></button><button id="send">Надіслати</button><button type="submit" id="send2">OK</button><button type="button" id="off" disabled>x</button>');
    const outside = document.createElement('button');
    outside.type = 'button';
    document.body.append(outside);
    expect(actionButton(root, root.querySelector('#label'))).toBe(root.querySelector('#show'));
    expect(actionButton(root, root.querySelector('#send'))).toBeNull();
    expect(actionButton(root, root.querySelector('#send2'))).toBeNull();
    expect(actionButton(root, root.querySelector('#off'))).toBeNull();
    expect(actionButton(root, outside)).toBeNull();
    expect(actionButton(root, null)).toBeNull();
  });
});

describe('snapshotForm and restoreForm', () => {
  it('carry what was typed into fields without a name by their place (a date typed before the calculator was live)', () => {
    const markup = '<input aria-label="from"><select aria-label="time"><option>10:00</option><option>12:00</option></select><input name="email"><input aria-label="to"><input type="checkbox" aria-label="delivery">';
    const root = form(markup);
    const [from, , to, delivery] = root.querySelectorAll('input');
    from!.value = '01.12.2026';
    to!.value = '05.12.2026';
    root.querySelector('select')!.selectedIndex = 1;
    delivery!.checked = true;
    const snapshot = snapshotForm(root);

    root.innerHTML = `<form>${markup}</form>`;
    const typed: string[] = [];
    root.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).getAttribute('aria-label') ?? ''));
    restoreForm(root, snapshot);
    const fresh = root.querySelectorAll('input');
    expect([fresh[0]!.value, fresh[1]!.value, fresh[2]!.value, fresh[3]!.checked]).toEqual(['01.12.2026', '', '05.12.2026', true]);
    expect(root.querySelector('select')!.value).toBe('12:00');
    // Through the events the form's code listens to, so its state has the values too.
    expect(typed).toEqual(expect.arrayContaining(['from', 'to', 'time']));
  });
});

describe('restoreForm puts the caret back', () => {
  it('at the end when it was at the end, though the live field shows the text otherwise (a date with its separators)', () => {
    const markup = '<input aria-label="from"><input aria-label="to">';
    const root = form(markup);
    const from = root.querySelector('input')!;
    from.focus();
    from.value = '1012';
    from.setSelectionRange(4, 4);
    const snapshot = snapshotForm(root);

    root.innerHTML = `<form>${markup}</form>`;
    // The live field's mask, as DateInput's: digits become `дд.мм.рррр` as they are typed.
    root.addEventListener('input', (event) => {
      const field = event.target as HTMLInputElement;
      const digits = field.value.replace(/\D/g, '');
      field.value = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
    });
    restoreForm(root, snapshot);
    const live = root.querySelector('input')!;
    expect(live.value).toBe('10.12');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([5, 5]);
  });

  it('where it was when it was inside the text', () => {
    const root = form('<input aria-label="name">');
    const field = root.querySelector('input')!;
    field.focus();
    field.value = 'Олена';
    field.setSelectionRange(2, 3);
    const snapshot = snapshotForm(root);
    root.innerHTML = '<form><input aria-label="name"></form>';
    restoreForm(root, snapshot);
    const live = root.querySelector('input')!;
    expect([live.value, live.selectionStart, live.selectionEnd]).toEqual(['Олена', 2, 3]);
  });
});
