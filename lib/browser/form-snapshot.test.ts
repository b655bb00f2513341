/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { actionButton, formTouched } from './form-snapshot';

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
