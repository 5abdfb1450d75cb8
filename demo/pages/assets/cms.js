/**
 * The CMS page adds elements after load, as CMS widgets do: the session
 * time-out a moment after load, the Extra Help widget and the import dialog
 * when the reader asks for more content.
 */
import { el } from './demo.js';

setTimeout(() => document.getElementById('sidebar-late')?.append(el('sp-session-timeout')), 1500);

document.getElementById('add-more')?.addEventListener('click', (event) => {
  const slot = document.getElementById('later-slot');
  slot.replaceChildren(
    el('h3', {}, 'Do you get Extra Help?'),
    el('sp-extra-help'),
    el('div', {}, el('sp-import-dialog')),
    el('p', {}, 'Content added. The elements above loaded when they appeared.'),
  );
  event.target.remove();
  slot.querySelector('h3').setAttribute('tabindex', '-1');
  slot.querySelector('h3').focus();
});
