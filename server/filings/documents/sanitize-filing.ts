import render from 'dom-serializer';
import { type AnyNode, Element, isTag, isText, type ParentNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { safeCss } from './safe-css.ts';

/**
 * Makes a filing safe to show: the second layer behind the sandboxing CSP and the iframe `sandbox`. An allowlist
 * (sanitize-html on htmlparser2) keeps only the tags and attributes a filing needs to read well; everything else
 * goes, and the content of elements that run code or embed documents goes with them. The only URLs left are
 * images in the filing's EDGAR folder (relative ones rewritten to the EDGAR origin, plus raster `data:` images),
 * links to EDGAR (opening in a new tab, `rel="noopener noreferrer"`) and in-document `#` links. Other links keep
 * their text but lose their address; CSS keeps no `url()`, `image-set()` or `@import`, in attributes or blocks.
 */

const ALLOWED_TAGS = [
  'html',
  'head',
  'body',
  'title',
  'style',
  ...['div', 'span', 'p', 'br', 'hr', 'center', 'font', 'pre', 'blockquote', 'address'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sup', 'sub', 'small', 'big', 'tt', 'code'],
  ...['abbr', 'acronym', 'cite', 'dfn', 'kbd', 'q', 'samp', 'var', 'mark', 'wbr', 'nobr'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'],
  ...['section', 'article', 'header', 'footer', 'main', 'aside', 'figure', 'figcaption'],
  'a',
  'img',
  // Inline XBRL wrappers around visible facts.
  ...['ix:nonnumeric', 'ix:nonfraction', 'ix:continuation', 'ix:exclude', 'ix:footnote', 'ix:fraction'],
  ...['ix:numerator', 'ix:denominator', 'ix:tuple'],
];

/** Removed with everything inside (unless allowed): code, embedded documents, form controls, XBRL's hidden header. */
const DROPPED_WITH_CONTENT = [
  ...['script', 'style', 'textarea', 'option', 'noscript', 'noembed', 'noframes', 'template', 'xmp'],
  ...['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'select', 'button'],
  ...['audio', 'video', 'plaintext', 'ix:header'],
];

const PRESENTATION = [
  ...['id', 'class', 'style', 'title', 'lang', 'dir', 'align', 'valign', 'width', 'height', 'border'],
  ...['bgcolor', 'color', 'face', 'size', 'nowrap', 'clear', 'start', 'type', 'span'],
  ...['cellpadding', 'cellspacing', 'colspan', 'rowspan', 'frame', 'rules', 'summary', 'scope', 'headers'],
];
const IX_ATTRIBUTES = ['contextref', 'name', 'unitref', 'decimals', 'scale', 'format', 'sign', 'continuedat'];

const RASTER_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

export const HIGHLIGHT_CLASS = 'tenkai-highlight';
const HEAD_EXTRAS = `<meta charset="utf-8"><meta name="referrer" content="no-referrer"><style>mark.${HIGHLIGHT_CLASS}{background:#fde047;color:inherit;scroll-margin-top:40vh}</style>`;

export interface SanitizeOptions {
  /** The filing's EDGAR folder, ending in '/': relative images and links resolve against it. */
  folderUrl: string;
}

/** The address to keep for a link or an image, or null to drop it. Only the EDGAR origin is ever kept. */
function safeUrl(value: string, folderUrl: string, image: boolean): string | null {
  const trimmed = value.trim();
  if (trimmed.startsWith('#')) return image ? null : trimmed;
  if (image && RASTER_DATA_IMAGE.test(trimmed)) return trimmed.replace(/\s+/g, '');
  let url: URL;
  try {
    url = new URL(trimmed, folderUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(folderUrl).origin || url.username || url.password) return null;
  return url.href;
}

function transform(folderUrl: string) {
  return (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const kept: sanitizeHtml.Attributes = {};
    for (const [name, value] of Object.entries(attribs)) {
      if (name === 'style') {
        const css = safeCss(value);
        if (css) kept.style = css;
      } else if (name === 'href' && tagName === 'a') {
        const url = safeUrl(value, folderUrl, false);
        if (url) kept.href = url;
      } else if (name === 'src' && tagName === 'img') {
        const url = safeUrl(value, folderUrl, true);
        if (url) kept.src = url;
      } else if (name !== 'target' && name !== 'rel') {
        kept[name] = value;
      }
    }
    if (kept.href && !kept.href.startsWith('#')) {
      kept.target = '_blank';
      kept.rel = 'noopener noreferrer';
    }
    return { tagName, attribs: kept };
  };
}

export function sanitizeFiling(html: string, options: SanitizeOptions): string {
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': PRESENTATION,
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt'],
      ...Object.fromEntries(
        ALLOWED_TAGS.filter((tag) => tag.startsWith('ix:')).map((tag) => [tag, IX_ATTRIBUTES]),
      ),
    },
    allowedSchemes: ['https', 'http'],
    allowedSchemesByTag: { img: ['https', 'http', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowVulnerableTags: true,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    transformTags: { '*': transform(options.folderUrl) },
  });
  // sanitize-html passes `<style>` text through verbatim: it is filtered here like a style attribute.
  const document = parseDocument(clean, { decodeEntities: true });
  cleanStyleBlocks(document);
  const head = ensureHead(document);
  head.children.unshift(...parseDocument(HEAD_EXTRAS).children);
  relink(head);
  const doctype = /^\s*(<\?xml[^>]*>\s*)?<!doctype html/i.test(html) ? '<!DOCTYPE html>' : '';
  return doctype + render(document, { encodeEntities: 'utf8' });
}

/** `<style>` elements keep only rules without any way to load something. */
function cleanStyleBlocks(node: AnyNode): void {
  if (!isTag(node) && node.type !== 'root') return;
  const parent = node as ParentNode;
  parent.children = parent.children.filter((child) => {
    if (isTag(child) && child.name === 'style') {
      const css = safeCss(child.children.map((text) => (isText(text) ? text.data : '')).join(''));
      if (!css) return false;
      const text = parseDocument(`<style>${css}</style>`).children[0] as Element;
      child.children = text.children;
      relink(child);
      return true;
    }
    cleanStyleBlocks(child);
    return true;
  });
  relink(parent);
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
