// ?shared: both locators share the visitor's location, set before the widgets load. A classic
// script, run where it stands in the page, so the attribute is there when the module loader
// first sees the elements.
if (new URLSearchParams(location.search).has('shared')) {
  for (const element of document.querySelectorAll('gh-store-locator')) {
    element.setAttribute('shared-location', '');
  }
}
