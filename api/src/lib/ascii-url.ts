/**
 * Addresses as an HTTP header carries them. A header is Latin-1 bytes: a short link's target with 'ñ' would be
 * sent as a raw byte, one with 'ā' or an emoji is refused by Node (the answer was a 500). So a stored address is
 * written the way a browser writes it (WHATWG URL): the host in punycode (IDNA), path, query and fragment
 * percent-encoded as UTF-8, and whatever the parser still left outside printable ASCII encoded as well.
 *
 *   asciiUrl('https://bücher.example/ruta/ñandú?q=café#sección')
 *     → 'https://xn--bcher-kva.example/ruta/%C3%B1and%C3%BA?q=caf%C3%A9#secci%C3%B3n'
 */

/** Anything outside printable ASCII (space included): what may not be written raw in a header's address. */
const NOT_PRINTABLE_ASCII = /[^\x21-\x7e]+/g;

/** `text` with every character outside printable ASCII percent-encoded as UTF-8 (a lone surrogate as U+FFFD). */
export function percentEncodeNonAscii(text: string): string {
  return text.replace(/\p{Cs}/gu, '\ufffd').replace(NOT_PRINTABLE_ASCII, (run) => encodeURIComponent(run));
}

/**
 * An http(s) address in ASCII, as a browser would follow it, or undefined when it is not one (the URL parser
 * refuses it — a host IDNA cannot write, a bad port — or its scheme is another).
 */
export function asciiUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return percentEncodeNonAscii(url.href);
}
