// The page's region from ?region=, set before the widgets load (a change after they load empties
// the basket, as a region change does). A classic script, run where it stands in the page, so
// the attributes are there when the module loader first sees the elements.
const region = new URLSearchParams(location.search).get('region');
if (region) {
  for (const element of document.querySelectorAll('gh-samples')) {
    element.setAttribute('region', region);
  }
}
