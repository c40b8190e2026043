/*
 * react-bootstrap's Modal ends its closing fade on the `transitionend` of the modal element itself, with a
 * timer (dom-helpers' emulateTransitionEnd) for when none comes. But any `transitionend` bubbling up from
 * inside the dialog (its slide, a button's focus ring) counts for that timer as "it came" and cancels it,
 * while the Modal's own listener ignores it because its target is not the modal. When the modal element
 * itself then never fires (no transition of its own, or one that had nothing left to do: a dialog closed a
 * few milliseconds after it opened), the closing never ends: the dialog stays on screen and no button
 * closes it. Known upstream: react-bootstrap/react-bootstrap#6153, react-bootstrap/dom-helpers#184 (fix
 * proposed in dom-helpers#206, not released).
 *
 * The guard stops such a bubbling event at the document, before anything sees it, only while a modal is
 * closing (`.modal.fade` without `.show`) and only when it comes from inside the modal. Nothing in the
 * app listens for `transitionend` inside a dialog; the modal's own events pass untouched.
 */
export function isBubbledIntoClosingModal(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const modal = target.parentElement?.closest('.modal');
  return (
    modal !== null &&
    modal !== undefined &&
    modal.classList.contains('fade') &&
    !modal.classList.contains('show')
  );
}

/** Installs the guard for the page (once, at app start); returns its removal. */
export function guardModalExits(): () => void {
  const guard = (event: Event) => {
    if (isBubbledIntoClosingModal(event)) event.stopPropagation();
  };
  document.addEventListener('transitionend', guard, true);
  return () => document.removeEventListener('transitionend', guard, true);
}
