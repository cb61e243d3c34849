import render from 'dom-serializer';
import { type ChildNode, Element, isTag, isText, type ParentNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * Makes a filing safe to show: the second layer behind the sandboxing CSP and the iframe `sandbox`. Elements that
 * run code, load other documents, submit, or navigate are removed with their content; forms are unwrapped so
 * their text stays; event handlers and every URL-bearing attribute except `a[href]` and `img[src]` are dropped,
 * and those two are resolved against the filing's EDGAR folder and kept only when http(s) (plus `mailto:` links
 * and raster `data:` images). Inline styles stay unless they try to run or import something.
 */

const DROP = new Set([
  'script',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'base',
  'meta',
  'link',
  'svg',
  'math',
  'template',
  'portal',
  'audio',
  'video',
  'source',
  'track',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'optgroup',
  'datalist',
  'keygen',
  'output',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'dialog',
]);
const UNWRAP = new Set(['form', 'fieldset', 'legend', 'label']);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'imagesrcset',
  'srcdoc',
  'action',
  'formaction',
  'background',
  'poster',
  'ping',
  'lowsrc',
  'dynsrc',
  'data',
  'codebase',
  'classid',
  'archive',
  'manifest',
  'longdesc',
  'cite',
  'profile',
  'xlink:href',
  'http-equiv',
  'target',
  'download',
  'is',
]);
const UNSAFE_CSS = /expression\s*\(|javascript:|vbscript:|behavio(u)?r\s*:|-moz-binding|@import|\\|<\//i;
const RASTER_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);/i;

export const HIGHLIGHT_CLASS = 'tenkai-highlight';
const HEAD_EXTRAS = `<meta charset="utf-8"><meta name="referrer" content="no-referrer"><style>mark.${HIGHLIGHT_CLASS}{background:#fde047;color:inherit;scroll-margin-top:40vh}</style>`;

export interface SanitizeOptions {
  /** The filing's EDGAR folder, ending in '/': relative images and links resolve against it. */
  folderUrl: string;
}

export function sanitizeFiling(html: string, options: SanitizeOptions): string {
  const document = parseDocument(html, { decodeEntities: true, recognizeSelfClosing: true });
  cleanChildren(document, options.folderUrl);
  const head = ensureHead(document);
  const extras = parseDocument(HEAD_EXTRAS).children;
  head.children.unshift(...extras);
  relink(head);
  return render(document, { encodeEntities: 'utf8' });
}

function cleanChildren(parent: ParentNode, folderUrl: string): void {
  parent.children = parent.children.flatMap((node) => cleanNode(node, folderUrl));
  relink(parent);
}

function cleanNode(node: ChildNode, folderUrl: string): ChildNode[] {
  if (isText(node)) return [node];
  if (node.type === 'directive') return /^!doctype/i.test(node.name) ? [node] : [];
  if (!isTag(node)) return [];
  const name = node.name.toLowerCase();
  if (DROP.has(name)) return [];
  if (name === 'style')
    return node.children.every((child) => isText(child) && !UNSAFE_CSS.test(child.data)) ? [node] : [];
  cleanAttributes(node, name, folderUrl);
  cleanChildren(node, folderUrl);
  return UNWRAP.has(name) ? node.children : [node];
}

function cleanAttributes(element: Element, name: string, folderUrl: string): void {
  const kept: Record<string, string> = {};
  for (const [attribute, value] of Object.entries(element.attribs)) {
    const key = attribute.toLowerCase();
    if (key.startsWith('on') || key.includes('\\')) continue;
    if (key === 'style') {
      if (!UNSAFE_CSS.test(value)) kept[key] = value;
    } else if ((key === 'href' && (name === 'a' || name === 'area')) || (key === 'src' && name === 'img')) {
      const url = safeUrl(value, folderUrl, name === 'img');
      if (url) kept[key] = url;
    } else if (!URL_ATTRIBUTES.has(key)) {
      kept[attribute] = value;
    }
  }
  element.attribs = kept;
}

/** http(s) after resolving against the EDGAR folder; in-document fragments stay as they are. */
export function safeUrl(value: string, folderUrl: string, image: boolean): string | null {
  const trimmed = value.trim();
  if (trimmed.startsWith('#')) return image ? null : trimmed;
  let url: URL;
  try {
    url = new URL(trimmed, folderUrl);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  if (!image && url.protocol === 'mailto:') return url.href;
  if (image && url.protocol === 'data:' && RASTER_DATA_IMAGE.test(trimmed)) return trimmed;
  return null;
}

function ensureHead(document: ParentNode): Element {
  const html = document.children.find(
    (node): node is Element => isTag(node) && node.name.toLowerCase() === 'html',
  );
  const container = html ?? document;
  const existing = container.children.find(
    (node): node is Element => isTag(node) && node.name.toLowerCase() === 'head',
  );
  if (existing) return existing;
  const head = new Element('head', {});
  head.parent = container;
  container.children.unshift(head);
  relink(container);
  return head;
}

/** Keeps domhandler's parent/prev/next pointers true after the children array was rebuilt. */
export function relink(parent: ParentNode): void {
  parent.children.forEach((child, index) => {
    child.parent = parent;
    child.prev = parent.children[index - 1] ?? null;
    child.next = parent.children[index + 1] ?? null;
  });
}
