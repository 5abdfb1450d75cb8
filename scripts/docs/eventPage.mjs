/**
 * One host event's page, from the manifest: when it is sent, by which
 * elements, where it is dispatched and how (bubbles, composed, cancelable),
 * its detail with its fields, and a typed listener.
 */
import { elementPath, eventPath } from './elementPage.mjs';
import { anchor, code, codeBlock, esc, facts, href, inline, prose, section, table } from './html.mjs';

const yesNo = (value) => (value ? 'yes' : 'no');

function fieldsTable(caption, fields) {
  const rows = fields.map((f) => [code(f.name), `${code(f.type)}${f.optional ? ' (optional)' : ''}`, inline(f.description)]);
  return table(caption, ['Field', 'Type', 'Meaning'], rows);
}

function detail(event) {
  if (event.detailFields.length === 0) return section('detail', 'Detail', `<p>None: ${code('event.detail')} is ${code('null')}.</p>`);
  const nested = event.detailFields.filter((f) => f.fields?.length).map((f) => `
<details id="${esc(anchor('detail', f.name))}"><summary>The fields of ${code(f.type)} (${code(`event.detail.${f.name}`)})</summary>
${fieldsTable(`Fields of ${f.type}`, f.fields)}
</details>`).join('\n');
  return section('detail', 'Detail', `
<p>${code(event.type.text)}; ${code('event.detail')} holds:</p>
${fieldsTable(`Detail of ${event.name}`, event.detailFields)}
${nested}`);
}

/** A TypeScript listener, typed by the package's declarations (no cast). */
function listener(event, senders) {
  const names = event.detailFields.map((f) => f.name);
  const body = names.length ? `  const { ${names.join(', ')} } = event.detail;\n  console.log(${names.join(', ')});` : '  console.log(event.type);';
  const target = event.target === 'window' ? 'window' : `document.querySelector('${senders[0]}')`;
  const call = event.target === 'window' ? 'window.addEventListener' : `${target}?.addEventListener`;
  return `import 'shopper-profile-elements'; // types every tag and event of the package

${call}('${event.name}', (event) => {
${body}
});`;
}

function listening(event, senders) {
  const where = event.target === 'window'
    ? `<p>It is dispatched on ${code('window')} itself: listen there (a listener on the element does not hear it).</p>`
    : '<p>It is dispatched on the element and, as it bubbles and is composed, reaches its ancestors, the document and window: listen on the element, or once on the document for every element of the page.</p>';
  const react = event.target === 'window' ? '' : `
<p>In a React 19 host, with the package's JSX types (${code("import type {} from 'shopper-profile-elements/jsx'")}):</p>
${codeBlock(`<${senders[0]} on${event.name}={(event) => console.log(event.detail)} />`, 'tsx')}`;
  return section('listen', 'Listening', `${where}
${codeBlock(listener(event, senders), 'ts')}
${react}`);
}

/** `event`: as in the manifest; `senders`: the tags that send it. */
export function eventPage(event, senders) {
  const at = eventPath(event.name);
  const senderLinks = senders.map((tag) => `<a href="${esc(href(at, elementPath(tag)))}">${code(`<${tag}>`)}</a>`).join(', ');
  const body = [
    section('when', 'When it is sent', `${prose(event.description)}
${facts([
    ['Sent by', senderLinks],
    ['Dispatched on', event.target === 'window' ? code('window') : 'the element'],
    ['Bubbles', yesNo(event.bubbles)],
    ['Composed (leaves the shadow root)', yesNo(event.composed)],
    ['Cancelable', `${yesNo(event.cancelable)}${event.cancelable ? ' (the library does not act on a cancelled one)' : ''}`],
  ])}`),
    detail(event),
    listening(event, senders),
  ].join('\n');
  return { at, title: event.name, lead: code(event.type.text), body };
}
