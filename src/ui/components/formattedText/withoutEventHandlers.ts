/** Whether an attribute name is an event handler (`onerror`, `onbegin`, …). */
const isHandler = (name: string) => /^on/i.test(name);
const SPACE = /[\t\n\f\r /]/;

/**
 * HTML with every event-handler attribute (`on…=`) dropped, found by walking the tags as the HTML tokenizer does
 * (quoted values may hold `>`). Chromium checks `script-src-attr` as it parses such an attribute, even into an inert
 * document (DOMParser, a template, DOMPurify's own parse), and reports a CSP violation although nothing runs; the
 * sanitisers remove the attributes anyway, so this only keeps them from being parsed at all. Text outside tags,
 * comments included, is left as it is.
 */
export function withoutEventHandlers(html: string): string {
  if (!/on/i.test(html)) return html;
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const stop = end === -1 ? n : end + 3;
      out += html.slice(lt, stop);
      i = stop;
      continue;
    }
    if (!/[a-z]/i.test(html[lt + 1] ?? '')) {
      out += '<';
      i = lt + 1;
      continue;
    }
    let j = lt + 1;
    while (j < n && !/[\t\n\f\r />]/.test(html[j] ?? '')) j++;
    out += html.slice(lt, j);
    while (j < n && html[j] !== '>') {
      const c = html[j] ?? '';
      if (SPACE.test(c)) {
        out += c;
        j++;
        continue;
      }
      // An attribute: its name runs to a space, `/`, `>` or `=` (a leading `=` belongs to the name).
      let k = j + 1;
      while (k < n && !/[\t\n\f\r />=]/.test(html[k] ?? '')) k++;
      const drop = isHandler(html.slice(j, k));
      let end = k;
      let look = k;
      while (look < n && /[\t\n\f\r ]/.test(html[look] ?? '')) look++;
      if (html[look] === '=') {
        look++;
        while (look < n && /[\t\n\f\r ]/.test(html[look] ?? '')) look++;
        const quote = html[look];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, look + 1);
          end = close === -1 ? n : close + 1;
        } else {
          end = look;
          while (end < n && !/[\t\n\f\r >]/.test(html[end] ?? '')) end++;
        }
      }
      if (!drop) out += html.slice(j, end);
      j = end;
    }
    if (j < n) {
      out += '>';
      j++;
    }
    i = j;
  }
  return out;
}
