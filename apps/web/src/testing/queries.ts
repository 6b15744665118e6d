/**
 * The input, select or textarea a visible label names, found through the label's `for`.
 *
 * Testing Library's getByLabelText takes some 14 s on the admin form (about 1,500 elements and
 * 650 emotion style sheets, where every getComputedStyle walks all the rules); this reads the
 * labels only and takes milliseconds. A string matches the label's whole text, a RegExp any
 * part of it (MUI adds " *" to a required field's label). Exactly one label must match.
 */
export function inputByLabel(
  label: string | RegExp,
  container: ParentNode = document,
): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const matches = [...container.querySelectorAll('label')].filter((element) => {
    const text = element.textContent.replace(/\s+/g, ' ').trim();
    return typeof label === 'string' ? text === label : label.test(text);
  });
  if (matches.length !== 1) {
    throw new Error(`${String(matches.length)} labels match ${String(label)}, expected one`);
  }
  const target = document.getElementById(matches[0]?.htmlFor ?? '');
  if (!(
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  )) {
    throw new Error(`the label ${String(label)} names no input`);
  }
  return target;
}
