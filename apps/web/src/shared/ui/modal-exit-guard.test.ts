import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardModalExits } from './modal-exit-guard';

/** A modal as react-bootstrap renders it, with a dialog and a button inside. */
function modal(classes: string) {
  const element = document.createElement('div');
  element.className = classes;
  element.innerHTML = '<div class="modal-dialog"><button type="button">Keep this take</button></div>';
  document.body.append(element);
  return {
    element,
    button: element.querySelector('button')!,
    dialog: element.querySelector('.modal-dialog')!,
  };
}

const transitionEnd = () => new Event('transitionend', { bubbles: true });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('guardModalExits', () => {
  let remove = () => {};
  beforeAll(() => {
    remove = guardModalExits();
  });
  afterAll(() => remove());

  it("stops a closing modal's inner transitionend before it reaches the modal", () => {
    const closing = modal('fade modal');
    // What dom-helpers listens with: on the modal, in the bubbling phase.
    const heard = vi.fn();
    closing.element.addEventListener('transitionend', heard);
    closing.dialog.dispatchEvent(transitionEnd());
    closing.button.dispatchEvent(transitionEnd());
    expect(heard).not.toHaveBeenCalled();
  });

  it("lets the closing modal's own transitionend through", () => {
    const closing = modal('fade modal');
    const heard = vi.fn();
    closing.element.addEventListener('transitionend', heard);
    closing.element.dispatchEvent(transitionEnd());
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('changes nothing for a modal that is open, or anything outside a modal', () => {
    const open = modal('fade modal show');
    const heard = vi.fn();
    open.element.addEventListener('transitionend', heard);
    open.button.dispatchEvent(transitionEnd());
    expect(heard).toHaveBeenCalledTimes(1);

    const outside = document.createElement('button');
    document.body.append(outside);
    const onBody = vi.fn();
    document.body.addEventListener('transitionend', onBody);
    outside.dispatchEvent(transitionEnd());
    expect(onBody).toHaveBeenCalledTimes(1);
  });
});
