/**
 * FileVault's document view: a JCR node and its children as the
 * `.content.xml` (or `_cq_name.xml`) a content package holds. A node is
 * `{ props, children }`: props are JCR properties (a string, a boolean, a
 * whole number, or a list of strings), children are named nodes in order.
 */

const NAMESPACES = {
  jcr: 'http://www.jcp.org/jcr/1.0',
  nt: 'http://www.jcp.org/jcr/nt/1.0',
  cq: 'http://www.day.com/jcr/cq/1.0',
  sling: 'http://sling.apache.org/jcr/sling/1.0',
  granite: 'http://www.adobe.com/jcr/granite/1.0',
};

const xmlText = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One value as docview writes it: a backslash escapes, a leading `{` would
 * read as a type and a leading `[` as a list, so both are escaped; lists
 * are `[a,b]` with their commas escaped.
 */
function docviewString(text) {
  const escaped = text.replace(/\\/g, '\\\\');
  return /^[{[]/.test(escaped) ? `\\${escaped}` : escaped;
}

function docviewValue(value) {
  if (typeof value === 'boolean') return `{Boolean}${value}`;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`docview: ${value} is not a whole number`);
    return `{Long}${value}`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => docviewString(item).replace(/,/g, '\\,')).join(',')}]`;
  return docviewString(value);
}

/** A JCR name FileVault stores as it is: a namespace prefix we declare, then a plain name. */
function checkedName(name) {
  const [prefix, local] = name.includes(':') ? name.split(':') : [undefined, name];
  if ((prefix !== undefined && !(prefix in NAMESPACES)) || !/^[A-Za-z_][\w.-]*(@\w+)?$/.test(local ?? '')) throw new Error(`docview: cannot write the name ${name}`);
  return name;
}

function element(name, node, indent) {
  const pad = '    '.repeat(indent);
  const props = Object.entries(node.props ?? {}).filter(([, value]) => value !== undefined);
  const attributes = props.map(([key, value]) => `\n${pad}    ${checkedName(key)}="${xmlText(docviewValue(value))}"`).join('');
  const children = Object.entries(node.children ?? {});
  if (children.length === 0) return `${pad}<${name}${attributes}/>`;
  return `${pad}<${name}${attributes}>\n${children.map(([child, value]) => element(checkedName(child), value, indent + 1)).join('\n')}\n${pad}</${name}>`;
}

/** The node as a docview file: `<jcr:root>` with the namespaces it uses. */
export function docview(node) {
  const body = element('jcr:root', node, 0);
  const used = Object.keys(NAMESPACES).filter((prefix) => body.includes(`${prefix}:`));
  const declarations = used.map((prefix) => ` xmlns:${prefix}="${NAMESPACES[prefix]}"`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body.replace('<jcr:root', `<jcr:root${declarations}`)}\n`;
}

/** Text for an XML element's content or attribute (filter.xml, properties.xml). */
export const escapeXml = xmlText;
