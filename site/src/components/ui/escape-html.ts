/** Text made safe inside markup written as a string (an element's text or an attribute's value). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
